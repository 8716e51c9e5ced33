import type { TeamboardClient } from '../client';
import type { Tables } from '../database.types';
import { run } from '../run';
import type { NotificationSettings } from './types';

export const toSettings = (row: Tables<'notification_settings'>): NotificationSettings => ({
  emailEnabled: row.email_enabled,
  emailKinds: row.email_kinds,
});

/** The row, created with the database's defaults (email off) the first time. */
export async function ensureRow(
  client: TeamboardClient,
  me: string,
): Promise<Tables<'notification_settings'>> {
  const existing = await run(client.supabase.from('notification_settings').select('*').eq('user_id', me));
  if (existing[0]) return existing[0];
  await run(
    client.supabase
      .from('notification_settings')
      .upsert({ user_id: me }, { onConflict: 'user_id', ignoreDuplicates: true }),
  );
  return run(client.supabase.from('notification_settings').select('*').eq('user_id', me).single());
}
