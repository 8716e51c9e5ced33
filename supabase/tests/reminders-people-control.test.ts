import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgError, serverVariant, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture, type Role } from './support/fixture';

// Reminders people control (issue 32; 20261130100000_reminders_people_control.sql):
// each person's lead time, start-date reminders, snooze, and quiet hours for
// email. The job is run with a given "now" (dates are absolute, so the test
// never waits for the clock); settings are saved through supabase-js as the
// person, so RLS is the one the app meets.
for (const variant of variants) {
  describe(`reminders people control on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    const clients = {} as Record<Role | 'outsider', SupabaseClient>;
    const q = async <T>(sql: string, params: unknown[] = []) =>
      (await t.backend.db.query<T>(sql, params)).rows;
    const who = (id: string) => (Object.keys(f.users) as Role[]).find((r) => f.users[r] === id) ?? id;
    const runJob = async (at: string) =>
      (await q<{ n: number }>(`select private.send_due_reminders($1::timestamptz) as n`, [at]))[0]!.n;

    /** A card with the given dates, assigned to `assignees`. */
    const card = async (title: string, dates: { due?: string; start?: string }, assignees: Role[]) => {
      const [row] = await q<{ id: string }>(
        `insert into public.cards (board_id, list_id, title, due_at, start_at)
         values ($1, $2, $3, $4::timestamptz, $5::timestamptz) returning id`,
        [f.boardId, f.listIds[0], title, dates.due ?? null, dates.start ?? null],
      );
      for (const role of assignees) {
        await q('insert into public.card_assignees (card_id, user_id) values ($1, $2)', [
          row!.id,
          f.users[role],
        ]);
      }
      return row!.id;
    };
    /** The reminders of one card so far, as "recipient kind", sorted. */
    const remindersOf = async (cardId: string) =>
      (
        await q<{ user_id: string; kind: string }>(
          `select user_id, kind::text from public.notifications
           where card_id = $1 and kind in ('due_soon', 'overdue', 'start_soon')`,
          [cardId],
        )
      )
        .map((r) => `${who(r.user_id)} ${r.kind}`)
        .sort();
    /** Saves settings as the person does on /account. */
    const save = async (role: Role, patch: Record<string, unknown>) => {
      const { error } = await clients[role]
        .from('notification_settings')
        .upsert({ user_id: f.users[role], ...patch })
        .select('*')
        .single();
      return error;
    };

    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
      for (const role of ['owner', 'admin', 'member', 'viewer', 'outsider'] as const) {
        clients[role] = await clientFor(t.backend, f.users[role]);
      }
    });
    afterAll(async () => t?.stop());

    it('keeps the every-minute job and its old defaults: 1 day before, at due', async () => {
      expect(await q(`select command from cron.job where jobname = 'teamboard-due-reminders'`)).toEqual([
        { command: 'select private.send_due_reminders()' },
      ]);
      expect(await q(`select private.send_due_reminders() >= 0 as ran`)).toEqual([{ ran: true }]);
    });

    it('reminds each person at their own lead, once per card, lead and date, and a new due date re-arms', async () => {
      expect(await save('admin', { reminder_lead_minutes: 60 })).toBeNull();
      expect(await save('member', { reminder_lead_minutes: 15 })).toBeNull();
      expect(await save('viewer', { reminder_lead_minutes: 0 })).toBeNull();
      // The owner never saved settings: the default, 1 day.
      const due = '2030-06-01T12:00:00Z';
      const id = await card('Leads', { due }, ['owner', 'admin', 'member', 'viewer']);

      await runJob('2030-05-31T11:59:00Z');
      expect(await remindersOf(id)).toEqual([]);
      await runJob('2030-05-31T12:00:00Z');
      await runJob('2030-05-31T12:00:30Z');
      expect(await remindersOf(id)).toEqual(['owner due_soon']);
      await runJob('2030-06-01T11:00:00Z');
      await runJob('2030-06-01T11:00:00Z');
      expect(await remindersOf(id)).toEqual(['admin due_soon', 'owner due_soon']);
      await runJob('2030-06-01T11:45:00Z');
      expect(await remindersOf(id)).toEqual(['admin due_soon', 'member due_soon', 'owner due_soon']);
      // At due: everyone hears overdue, once; "at due" means only that for the viewer.
      await runJob('2030-06-01T12:00:00Z');
      await runJob('2030-06-01T12:05:00Z');
      expect(await remindersOf(id)).toEqual([
        'admin due_soon',
        'admin overdue',
        'member due_soon',
        'member overdue',
        'owner due_soon',
        'owner overdue',
        'viewer overdue',
      ]);
      const [payload] = await q<{ payload: { due_at: string; card_title: string } }>(
        `select payload from public.notifications where card_id = $1 and user_id = $2 and kind = 'overdue'`,
        [id, f.users.viewer],
      );
      expect(payload!.payload.card_title).toBe('Leads');
      expect(new Date(payload!.payload.due_at).toISOString()).toBe('2030-06-01T12:00:00.000Z');

      // A later due date: every lead again.
      await q(`update public.cards set due_at = '2030-06-02T12:00:00Z' where id = $1`, [id]);
      await runJob('2030-06-02T11:00:00Z');
      await runJob('2030-06-02T11:00:00Z');
      const after = await remindersOf(id);
      expect(after.filter((r) => r === 'owner due_soon')).toHaveLength(2);
      expect(after.filter((r) => r === 'admin due_soon')).toHaveLength(2);
      expect(after.filter((r) => r === 'member due_soon')).toHaveLength(1);
    });

    it('reminds of start dates only those who asked, at their lead, once; a new start date re-arms', async () => {
      expect(await save('member', { start_reminders: true, reminder_lead_minutes: 60 })).toBeNull();
      expect(await save('admin', { start_reminders: false })).toBeNull();
      const id = await card('Kick-off', { start: '2030-07-01T08:00:00Z' }, ['member', 'admin']);

      await runJob('2030-07-01T06:59:00Z');
      expect(await remindersOf(id)).toEqual([]);
      await runJob('2030-07-01T07:00:00Z');
      await runJob('2030-07-01T07:30:00Z');
      expect(await remindersOf(id)).toEqual(['member start_soon']);
      const [row] = await q<{ payload: { start_at: string } }>(
        `select payload from public.notifications where card_id = $1 and kind = 'start_soon'`,
        [id],
      );
      expect(new Date(row!.payload.start_at).toISOString()).toBe('2030-07-01T08:00:00.000Z');

      await q(`update public.cards set start_at = '2030-07-03T08:00:00Z' where id = $1`, [id]);
      await runJob('2030-07-03T07:10:00Z');
      expect(await remindersOf(id)).toEqual(['member start_soon', 'member start_soon']);
      // Done cards are not news.
      await q(
        `update public.cards set start_at = '2030-07-05T08:00:00Z', completed_at = now() where id = $1`,
        [id],
      );
      await runJob('2030-07-05T07:10:00Z');
      expect(await remindersOf(id)).toHaveLength(2);
    });

    it("counts quiet hours in the person's zone, across midnight and daylight saving", async () => {
      const quiet = async (zone: string, start: string, end: string, at: string) =>
        (
          await q<{ quiet: boolean }>(
            `select private.in_quiet_hours($1, $2::time, $3::time, $4::timestamptz) as quiet`,
            [zone, start, end, at],
          )
        )[0]!.quiet;
      // Berlin, 22:00–07:00. On 28 March 2026 Berlin is UTC+1; from 29 March, UTC+2.
      expect(await quiet('Europe/Berlin', '22:00', '07:00', '2026-03-28T05:30:00Z')).toBe(true); // 06:30
      expect(await quiet('Europe/Berlin', '22:00', '07:00', '2026-03-28T06:00:00Z')).toBe(false); // 07:00
      expect(await quiet('Europe/Berlin', '22:00', '07:00', '2026-03-28T20:59:00Z')).toBe(false); // 21:59
      expect(await quiet('Europe/Berlin', '22:00', '07:00', '2026-03-28T21:00:00Z')).toBe(true); // 22:00
      expect(await quiet('Europe/Berlin', '22:00', '07:00', '2026-03-28T23:30:00Z')).toBe(true); // 00:30
      expect(await quiet('Europe/Berlin', '22:00', '07:00', '2026-03-29T04:59:00Z')).toBe(true); // 06:59 CEST
      expect(await quiet('Europe/Berlin', '22:00', '07:00', '2026-03-29T05:30:00Z')).toBe(false); // 07:30 CEST
      // New York, a lunch-hour quiet on the day its clocks go back (1 November 2026, UTC-4 → UTC-5).
      expect(await quiet('America/New_York', '12:00', '13:00', '2026-10-31T16:30:00Z')).toBe(true); // 12:30 EDT
      expect(await quiet('America/New_York', '12:00', '13:00', '2026-11-01T16:30:00Z')).toBe(false); // 11:30 EST
      expect(await quiet('America/New_York', '12:00', '13:00', '2026-11-01T17:30:00Z')).toBe(true); // 12:30 EST
      expect(await quiet('America/New_York', '12:00', '13:00', '2026-11-01T18:00:00Z')).toBe(false); // 13:00 EST
    });

    it("holds a person's email during their quiet hours and lets it go when they end", async () => {
      expect(
        await save('viewer', {
          email_enabled: true,
          email_kinds: ['mentioned'],
          time_zone: 'Europe/Berlin',
          quiet_hours_start: '22:00',
          quiet_hours_end: '07:00',
        }),
      ).toBeNull();
      await q(
        `insert into public.notifications (user_id, workspace_id, board_id, kind) values ($1, $2, $3, 'mentioned')`,
        [f.users.viewer, f.workspaceId, f.boardId],
      );
      const due = async (at: string) =>
        (
          await q<{ user_id: string }>(
            `select u as user_id from private.users_due_notification_email($1::timestamptz) u`,
            [at],
          )
        ).map((r) => who(r.user_id));
      expect(await due('2030-01-10T22:30:00Z')).not.toContain('viewer'); // 23:30 in Berlin
      expect(await due('2030-01-11T05:59:00Z')).not.toContain('viewer'); // 06:59
      expect(await due('2030-01-11T06:00:00Z')).toContain('viewer'); // 07:00: the quiet hours are over
      expect(await due('2030-01-11T12:00:00Z')).toContain('viewer');
      // No quiet hours: as before.
      expect(await save('viewer', { quiet_hours_start: null, quiet_hours_end: null })).toBeNull();
      expect(await due('2030-01-10T22:30:00Z')).toContain('viewer');
      await q(`delete from private.notification_emails where user_id = $1`, [f.users.viewer]);
    });

    it('snoozes a reminder: read now, back once after the delay, not when the card was re-dated', async () => {
      expect(await save('member', { reminder_lead_minutes: 1440, start_reminders: false })).toBeNull();
      // Snoozing counts from the database's now(); the card is due relative to it, after the snooze ends.
      const [{ due } = { due: '' }] = await q<{ due: string }>(
        `select (now() + interval '3 hours')::text as due`,
      );
      const id = await card('Snooze me', { due }, ['member']);
      await runJob(new Date().toISOString());
      const [first] = await q<{ id: string }>(
        `select id from public.notifications where card_id = $1 and kind = 'due_soon'`,
        [id],
      );
      const snoozed = await clients.member.rpc('snooze_reminder', {
        notification_id: first!.id,
        snooze: '1_hour',
      });
      expect(snoozed.error).toBeNull();
      const until = snoozed.data as string;
      const wakes = new Date(until).getTime();
      expect(wakes - Date.now()).toBeGreaterThan(55 * 60_000);
      expect(wakes - Date.now()).toBeLessThanOrEqual(60 * 60_000);
      expect(
        await q(`select read_at is not null as read from public.notifications where id = $1`, [first!.id]),
      ).toEqual([{ read: true }]);

      const at = (ms: number) => new Date(wakes + ms).toISOString();
      await runJob(at(-60_000));
      expect(await remindersOf(id)).toEqual(['member due_soon']);
      await runJob(at(0));
      await runJob(at(30_000));
      const back = await q<{ read_at: string | null; snoozed: boolean }>(
        `select read_at, (payload ->> 'snoozed')::boolean as snoozed from public.notifications
         where card_id = $1 and kind = 'due_soon' and id <> $2`,
        [id, first!.id],
      );
      expect(back).toEqual([{ read_at: null, snoozed: true }]);

      // Snoozed again, then the card gets a new due date: the old reminder stays away.
      const [second] = await q<{ id: string }>(
        `select id from public.notifications where card_id = $1 and payload ? 'snoozed'`,
        [id],
      );
      expect(
        (await clients.member.rpc('snooze_reminder', { notification_id: second!.id, snooze: '3_hours' }))
          .error,
      ).toBeNull();
      await q(`update public.cards set due_at = now() + interval '10 days' where id = $1`, [id]);
      await runJob(at(4 * 3_600_000));
      expect(
        await q(
          `select count(*)::int as n from public.notifications where card_id = $1 and payload ? 'snoozed'`,
          [id],
        ),
      ).toEqual([{ n: 1 }]);
      expect(
        await q(`select count(*)::int as n from private.reminder_snoozes where notification_id = $1`, [
          second!.id,
        ]),
      ).toEqual([{ n: 0 }]);
    });

    it("snoozes until tomorrow 09:00 in the person's zone, across daylight saving", async () => {
      const until = async (zone: string, at: string) =>
        new Date(
          (
            await q<{ u: string }>(`select private.snooze_until('tomorrow', $1, $2::timestamptz) as u`, [
              zone,
              at,
            ])
          )[0]!.u,
        ).toISOString();
      // Saturday evening in Berlin before the clocks go forward: Sunday 09:00 CEST is 07:00 UTC.
      expect(await until('Europe/Berlin', '2026-03-28T20:00:00Z')).toBe('2026-03-29T07:00:00.000Z');
      // Before they go back: Sunday 09:00 CET is 08:00 UTC.
      expect(await until('Europe/Berlin', '2026-10-24T20:00:00Z')).toBe('2026-10-25T08:00:00.000Z');
      // Late evening in New York is already the next day in UTC; tomorrow is New York's.
      expect(await until('America/New_York', '2026-11-01T03:30:00Z')).toBe('2026-11-01T14:00:00.000Z');

      expect(await save('member', { time_zone: 'Asia/Tokyo' })).toBeNull();
      const id = await card('Tomorrow', { due: new Date(Date.now() + 10 * 60_000).toISOString() }, [
        'member',
      ]);
      await runJob(new Date().toISOString());
      const [n] = await q<{ id: string }>(
        `select id from public.notifications where card_id = $1 and kind = 'due_soon'`,
        [id],
      );
      const snoozed = await clients.member.rpc('snooze_reminder', {
        notification_id: n!.id,
        snooze: 'tomorrow',
      });
      expect(snoozed.error).toBeNull();
      // 09:00 in Tokyo (UTC+9, no daylight saving) is 00:00 UTC.
      expect(new Date(snoozed.data as string).toISOString()).toMatch(/T00:00:00\.000Z$/);
    });

    it('refuses hostile snoozes with typed errors', async () => {
      const id = await card('Hostile', { due: new Date(Date.now() + 5 * 60_000).toISOString() }, ['member']);
      await runJob(new Date().toISOString());
      const [reminder] = await q<{ id: string }>(
        `select id from public.notifications where card_id = $1 and kind = 'due_soon'`,
        [id],
      );
      const [mention] = await q<{ id: string }>(
        `insert into public.notifications (user_id, workspace_id, kind) values ($1, $2, 'mentioned') returning id`,
        [f.users.member, f.workspaceId],
      );
      const snooze = async (client: SupabaseClient, notificationId: string, snooze: string) =>
        (await client.rpc('snooze_reminder', { notification_id: notificationId, snooze })).error;

      expect(await snooze(clients.member, reminder!.id, 'forever')).toMatchObject({
        hint: 'teamboard:validation',
        details: 'snooze',
      });
      expect(
        await snooze(clients.member, reminder!.id, "1_hour'; drop table public.cards; --"),
      ).toMatchObject({
        hint: 'teamboard:validation',
      });
      expect(await snooze(clients.member, mention!.id, '1_hour')).toMatchObject({
        hint: 'teamboard:validation',
        details: 'kind',
      });
      // Someone else's reminder is not there for them.
      expect(await snooze(clients.admin, reminder!.id, '1_hour')).toMatchObject({
        hint: 'teamboard:not-found',
      });
      expect(await snooze(clients.outsider, reminder!.id, '1_hour')).toMatchObject({
        hint: 'teamboard:not-found',
      });
      const anon = await clientFor(t.backend);
      expect(await snooze(anon, reminder!.id, '1_hour')).not.toBeNull();
      expect(
        await q(`select count(*)::int as n from private.reminder_snoozes where notification_id = $1`, [
          reminder!.id,
        ]),
      ).toEqual([{ n: 0 }]);
      expect(await q(`select read_at from public.notifications where id = $1`, [reminder!.id])).toEqual([
        { read_at: null },
      ]);
    });

    it('refuses settings outside the rules', async () => {
      expect(await save('owner', {})).toBeNull();
      const refused = async (patch: Record<string, unknown>) => (await save('owner', patch))?.code;
      expect(await refused({ reminder_lead_minutes: 30 })).toBe('23514');
      expect(await refused({ reminder_lead_minutes: -1440 })).toBe('23514');
      expect(await refused({ quiet_hours_start: '22:00', quiet_hours_end: null })).toBe('23514');
      expect(await refused({ quiet_hours_start: '22:00', quiet_hours_end: '22:00' })).toBe('23514');
      expect(await refused({ quiet_hours_start: '22:00:30', quiet_hours_end: '07:00' })).toBe('23514');
      for (const zone of ['Mars/Phobos', 'UTC+3', '<+03>-3', "Europe/Berlin'; --", 'x'.repeat(65), '']) {
        const error = await save('owner', { time_zone: zone });
        expect(error, zone).toMatchObject({ hint: 'teamboard:validation', details: 'time_zone' });
      }
      expect(
        await pgError(
          q(`update public.notification_settings set time_zone = null where user_id = $1`, [f.users.owner]),
        ),
      ).toMatchObject({ hint: 'teamboard:validation' });
      expect(
        await save('owner', {
          time_zone: 'America/New_York',
          quiet_hours_start: '23:30',
          quiet_hours_end: '06:15',
        }),
      ).toBeNull();
    });

    it("lets nobody read or set another person's settings", async () => {
      const { data: seen } = await clients.member
        .from('notification_settings')
        .select('user_id, time_zone')
        .eq('user_id', f.users.owner);
      expect(seen).toEqual([]);
      const { data: changed } = await clients.member
        .from('notification_settings')
        .update({ quiet_hours_start: '01:00', quiet_hours_end: '02:00', reminder_lead_minutes: 0 })
        .eq('user_id', f.users.owner)
        .select('user_id');
      expect(changed).toEqual([]);
      const { error } = await clients.outsider
        .from('notification_settings')
        .insert({ user_id: f.users.viewer, time_zone: 'UTC' });
      expect(error).not.toBeNull();
      expect(
        await q(
          `select time_zone, quiet_hours_start::text as s, reminder_lead_minutes as lead
           from public.notification_settings where user_id = $1`,
          [f.users.owner],
        ),
      ).toEqual([{ time_zone: 'America/New_York', s: '23:30:00', lead: 1440 }]);
      // The ledgers are the database's own.
      for (const table of ['private.reminders_sent', 'private.reminder_snoozes']) {
        expect(await clients.member.schema('private').from(table.split('.')[1]!).select('*')).toMatchObject({
          data: null,
        });
      }
    });
  });
}
