import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { Tables, TablesUpdate } from '../database.types';
import { currentUserId } from '../rows/current-user';
import { run } from '../run';
import { validate } from '../validate';
import { notificationSettingsInput, type NotificationSettingsInput } from './schemas';
import type { NotificationSettings } from './types';

const toSettings = (row: Tables<'notification_settings'>): NotificationSettings => ({
  emailEnabled: row.email_enabled,
  emailKinds: row.email_kinds,
});

/** The row, created with the database's defaults (email off) the first time. */
async function ensureRow(client: TeamboardClient, me: string): Promise<Tables<'notification_settings'>> {
  const existing = await run(client.supabase.from('notification_settings').select('*').eq('user_id', me));
  if (existing[0]) return existing[0];
  await run(
    client.supabase
      .from('notification_settings')
      .upsert({ user_id: me }, { onConflict: 'user_id', ignoreDuplicates: true }),
  );
  return run(client.supabase.from('notification_settings').select('*').eq('user_id', me).single());
}

/**
 * The signed-in user's notification email settings.
 *
 * @category Notifications
 * @example
 * const settings = await getNotificationSettings(client);
 */
export async function getNotificationSettings(
  client: TeamboardClient,
  options: CallOptions = {},
): Promise<NotificationSettings> {
  return withCall(client, options, async ({ client }) => {
    return toSettings(await ensureRow(client, await currentUserId(client)));
  });
}

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
