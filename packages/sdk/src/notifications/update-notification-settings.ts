import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { TablesUpdate } from '../database.types';
import { currentUserId } from '../auth/current-user-id';
import { run } from '../run';
import { validate } from '../validate';
import { ensureRow, toSettings } from './notification-settings-rows';
import { notificationSettingsInput, type NotificationSettingsInput } from './schemas';
import type { NotificationSettings } from './types';

/**
 * Changes the signed-in user's notification settings: whether notifications
 * are emailed and of which kinds, how long before a due date reminders come,
 * whether start dates remind too, and quiet hours (in `timeZone`) during which
 * no email goes out. Omitted fields stay as they are; `quietHours: null`
 * turns quiet hours off.
 *
 * @throws `validation` (an unknown kind, a kind twice, a lead other than 0,
 *   15, 60 or 1440 minutes, a time not `HH:MM`, quiet hours starting when they
 *   end, unknown fields; reason `time_zone`: a zone the runtime or the
 *   database does not know).
 *
 * @category Notifications
 * @example
 * const settings = await updateNotificationSettings(client, {
 *   reminderLeadMinutes: 60,
 *   startReminders: true,
 *   timeZone: 'Europe/Berlin',
 *   quietHours: { start: '22:00', end: '07:00' },
 * });
 */
export async function updateNotificationSettings(
  client: TeamboardClient,
  input: NotificationSettingsInput,
  options: CallOptions = {},
): Promise<NotificationSettings> {
  return withCall(client, options, async ({ client }) => {
    const { emailEnabled, emailKinds, reminderLeadMinutes, startReminders, timeZone, quietHours } = validate(
      notificationSettingsInput,
      input,
    );
    const me = await currentUserId(client);
    await ensureRow(client, me);
    const patch: TablesUpdate<'notification_settings'> = {};
    if (emailEnabled !== undefined) patch.email_enabled = emailEnabled;
    if (emailKinds !== undefined) patch.email_kinds = emailKinds;
    if (reminderLeadMinutes !== undefined) patch.reminder_lead_minutes = reminderLeadMinutes;
    if (startReminders !== undefined) patch.start_reminders = startReminders;
    if (timeZone !== undefined) patch.time_zone = timeZone;
    if (quietHours !== undefined) {
      patch.quiet_hours_start = quietHours?.start ?? null;
      patch.quiet_hours_end = quietHours?.end ?? null;
    }
    const row = await run(
      client.supabase.from('notification_settings').update(patch).eq('user_id', me).select('*').single(),
    );
    return toSettings(row);
  });
}
