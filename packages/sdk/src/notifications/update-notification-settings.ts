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
 * Changes the signed-in user's email settings: whether notifications are
 * emailed, and of which kinds. Omitted fields stay as they are.
 *
 * @throws `validation` (an unknown kind, a kind twice, unknown fields).
 *
 * @category Notifications
 * @example
 * const settings = await updateNotificationSettings(client, { emailEnabled: false });
 */
export async function updateNotificationSettings(
  client: TeamboardClient,
  input: NotificationSettingsInput,
  options: CallOptions = {},
): Promise<NotificationSettings> {
  return withCall(client, options, async ({ client }) => {
    const { emailEnabled, emailKinds } = validate(notificationSettingsInput, input);
    const me = await currentUserId(client);
    await ensureRow(client, me);
    const patch: TablesUpdate<'notification_settings'> = {};
    if (emailEnabled !== undefined) patch.email_enabled = emailEnabled;
    if (emailKinds !== undefined) patch.email_kinds = emailKinds;
    const row = await run(
      client.supabase.from('notification_settings').update(patch).eq('user_id', me).select('*').single(),
    );
    return toSettings(row);
  });
}
