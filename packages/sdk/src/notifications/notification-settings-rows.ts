import type { TeamboardClient } from '../client';
import type { Tables } from '../database.types';
import { run } from '../run';
import { REMINDER_LEAD_MINUTES, type ReminderLeadMinutes } from './constants';
import type { NotificationSettings } from './types';

const leads: ReadonlySet<number> = new Set(REMINDER_LEAD_MINUTES);
// The CHECK allows only these; the type cannot say so.
const isLead = (value: number): value is ReminderLeadMinutes => leads.has(value);
/** Postgres writes a `time` as `HH:MM:SS`; the settings speak in whole minutes. */
const hhmm = (time: string) => time.slice(0, 5);

export const toSettings = (row: Tables<'notification_settings'>): NotificationSettings => ({
  emailEnabled: row.email_enabled,
  emailKinds: row.email_kinds,
  reminderLeadMinutes: isLead(row.reminder_lead_minutes) ? row.reminder_lead_minutes : 1440,
  startReminders: row.start_reminders,
  timeZone: row.time_zone,
  quietHours:
    row.quiet_hours_start !== null && row.quiet_hours_end !== null
      ? { start: hhmm(row.quiet_hours_start), end: hhmm(row.quiet_hours_end) }
      : null,
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
