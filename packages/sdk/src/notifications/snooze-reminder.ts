import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { validate } from '../validate';
import { snoozeReminderInput, type SnoozeReminderInput } from './schemas';

/**
 * Snoozes one of the signed-in user's reminders (`due_soon`, `overdue`,
 * `start_soon`; RPC `snooze_reminder`): it is marked read now and comes again
 * as a new unread notification (payload `snoozed: true`) after 1 hour, 3 hours,
 * or at 09:00 tomorrow in the user's time zone (notification settings) —
 * unless the card is done, archived, unassigned or re-dated by then.
 * Snoozing again moves the time. Resolves to when it comes again (ISO timestamp).
 *
 * @throws `validation` (a malformed id, an unknown choice; reason `kind`: a
 *   notification that is not a reminder); `not-found` (not the caller's
 *   notification).
 *
 * @category Notifications
 * @example
 * const until = await snoozeReminder(client, { notificationId: notification.id, snooze: 'tomorrow' });
 */
export async function snoozeReminder(
  client: TeamboardClient,
  input: SnoozeReminderInput,
  options: CallOptions = {},
): Promise<string> {
  return withCall(client, options, async ({ client }) => {
    const { notificationId, snooze } = validate(snoozeReminderInput, input);
    return run(client.supabase.rpc('snooze_reminder', { notification_id: notificationId, snooze }));
  });
}
