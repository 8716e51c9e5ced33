import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@teamboard/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverVariant, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// Recurring cards (issue 32) through the real supabase-js and the real edge
// function `expand-recurrences` (Deno) against the local backend: who may set
// a rule, what the database refuses, and that each occurrence is created once
// however often or late the expander runs. "Late" is written by moving a
// rule's bookkeeping into the past, relative to now(); the rrule arithmetic
// itself (DST, month ends, leap years) is tested beside it in the SDK.
type Who = 'owner' | 'admin' | 'member' | 'viewer' | 'outsider';

for (const variant of variants) {
  describe(`recurring cards on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    let service: SupabaseClient<Database>;
    const clients = new Map<Who, SupabaseClient>();
    const q = async <T>(sql: string, params: unknown[] = []) =>
      (await t.backend.db.query<T>(sql, params)).rows;
    const card = async (title: string) =>
      (
        await q<{ id: string }>(
          `insert into public.cards (board_id, list_id, title) values ($1, $2, $3) returning id`,
          [f.boardId, f.listIds[0], title],
        )
      )[0]!.id;
    const set = (who: Who, args: Record<string, unknown>) =>
      clients.get(who)!.rpc('set_card_recurrence', {
        rrule: 'FREQ=DAILY',
        dtstart: new Date(Date.now() - 10 * 86_400_000).toISOString(),
        time_zone: 'Europe/Berlin',
        mode: 'copy',
        ...args,
      });
    /** The expander as the cron job calls it: no caller, no input. */
    const expand = async () => {
      const anon = await clientFor(t.backend);
      const result = await anon.functions.invoke<{ rules: number; created: number; failed: number }>(
        'expand-recurrences',
        { body: {} },
      );
      expect(result.error).toBeNull();
      return result.data!;
    };
    /** Puts a rule `days` behind: the scheduler has not run for that long. */
    const fallBehind = (cardId: string, days: number) =>
      q(
        `update public.card_recurrences set expanded_until = now() - make_interval(days => $2),
           next_at = now() - make_interval(days => $2) where card_id = $1`,
        [cardId, days],
      );
    const copies = (title: string, listId = f.listIds[0]) =>
      q<{ id: string; due_at: string }>(
        `select id, due_at::text from public.cards where title = $1 and list_id = $2 and completed_at is null and archived_at is null
         order by due_at nulls first`,
        [title, listId],
      );

    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
      service = createClient<Database>(t.backend.apiUrl, t.backend.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      for (const who of ['owner', 'admin', 'member', 'viewer', 'outsider'] as const) {
        clients.set(who, await clientFor(t.backend, f.users[who]));
      }
    });
    afterAll(async () => t?.stop());

    it('is run every 10 seconds by Supabase Cron, through pg_net, as on hosted Supabase', async () => {
      expect(
        await q(`select schedule, command from cron.job where jobname = 'teamboard-card-recurrences'`),
      ).toEqual([{ schedule: '10 seconds', command: 'select private.request_card_recurrences()' }]);
    });

    it('lets editors set and clear a rule, readers read it, and nobody else see it', async () => {
      const id = await card('Standup notes');
      const saved = await set('member', {
        card_id: id,
        rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH',
      });
      expect(saved.error).toBeNull();
      expect(saved.data).toMatchObject({
        card_id: id,
        board_id: f.boardId,
        mode: 'copy',
        created_by: f.users.member,
      });

      const viewerRead = await clients
        .get('viewer')!
        .from('card_recurrences')
        .select('rrule')
        .eq('card_id', id);
      expect(viewerRead.data).toEqual([{ rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH' }]);
      const outsiderRead = await clients
        .get('outsider')!
        .from('card_recurrences')
        .select('id')
        .eq('card_id', id);
      expect(outsiderRead.data).toEqual([]);

      const viewerSet = await set('viewer', { card_id: id });
      expect(viewerSet.error).toMatchObject({ code: '42501', hint: 'teamboard:forbidden' });
      const outsiderSet = await set('outsider', { card_id: id });
      expect(outsiderSet.error).toMatchObject({ hint: 'teamboard:not-found' });
      const outsiderClear = await clients.get('outsider')!.rpc('clear_card_recurrence', { card_id: id });
      expect(outsiderClear.error).toMatchObject({ hint: 'teamboard:not-found' });

      // Rows are written through the functions only, never straight.
      const direct = await clients
        .get('member')!
        .from('card_recurrences')
        .update({ rrule: 'FREQ=YEARLY' })
        .eq('card_id', id);
      expect(direct.error).toMatchObject({ code: '42501' });

      const cleared = await clients.get('member')!.rpc('clear_card_recurrence', { card_id: id });
      expect(cleared).toMatchObject({ data: true, error: null });
      expect(await q(`select 1 from public.card_recurrences where card_id = $1`, [id])).toEqual([]);
    });

    it('writes activity when a person sets, changes or removes a rule, never for the expander', async () => {
      const id = await card('Weekly review');
      const kinds = async () =>
        (
          await q<{ kind: string; actor_id: string | null }>(
            `select kind, actor_id from public.activity where card_id = $1 and kind like 'recurrence.%'
             order by created_at, id`,
            [id],
          )
        ).map((row) => `${row.kind} by ${row.actor_id === f.users.member ? 'member' : row.actor_id}`);
      const dtstart = new Date(Date.now() - 86_400_000).toISOString();
      expect((await set('member', { card_id: id, dtstart })).error).toBeNull();
      expect((await set('member', { card_id: id, dtstart })).error).toBeNull(); // the same rule again
      expect((await set('member', { card_id: id, dtstart, rrule: 'FREQ=WEEKLY;BYDAY=FR' })).error).toBeNull();
      await fallBehind(id, 2);
      await expand();
      expect((await clients.get('member')!.rpc('clear_card_recurrence', { card_id: id })).error).toBeNull();
      expect(await kinds()).toEqual([
        'recurrence.set by member',
        'recurrence.changed by member',
        'recurrence.removed by member',
      ]);
      const [row] = await q<{ payload: unknown }>(
        `select payload from public.activity where card_id = $1 and kind = 'recurrence.changed'`,
        [id],
      );
      expect(row!.payload).toEqual({
        rrule: 'FREQ=WEEKLY;BYDAY=FR',
        time_zone: 'Europe/Berlin',
        mode: 'copy',
      });
    });

    it('refuses rules, zones and lists that do not hold up, with a typed reason', async () => {
      const id = await card('Hostile');
      const reason = async (args: Record<string, unknown>) => {
        const { error } = await set('member', { card_id: id, ...args });
        return error && [error.hint, error.details];
      };
      const invalid = ['teamboard:validation', 'recurrence_invalid'];
      expect(await reason({ rrule: 'FREQ=DAILY;' + 'BYMONTH=1,'.repeat(60) + 'BYMONTH=2' })).toEqual(invalid);
      expect(await reason({ rrule: "FREQ=DAILY'; drop table public.cards; --" })).toEqual(invalid);
      expect(await reason({ rrule: 'FREQ=MINUTELY' })).toEqual(invalid);
      expect(await reason({ rrule: 'INTERVAL=2' })).toEqual(invalid);
      expect(await reason({ rrule: 'FREQ=DAILY;COUNT=3;UNTIL=20270101T000000Z' })).toEqual(invalid);
      expect(await reason({ rrule: 'FREQ=DAILY;FREQ=WEEKLY' })).toEqual(invalid);
      expect(await reason({ rrule: 'FREQ=MONTHLY;BYMONTHDAY=32' })).toEqual(invalid);
      expect(await reason({ time_zone: 'Mars/Olympus_Mons' })).toEqual(['teamboard:validation', 'time_zone']);
      expect(await reason({ time_zone: "UTC'; select pg_sleep(10); --" })).toEqual([
        'teamboard:validation',
        'time_zone',
      ]);
      expect(await reason({ dtstart: '0001-01-01T00:00:00Z' })).toEqual(['teamboard:validation', 'dtstart']);
      expect(await reason({ list_id: f.listIds[1], mode: 'reopen' })).toEqual([
        'teamboard:validation',
        'list_id',
      ]);
      const { error } = await set('member', { card_id: id, mode: 'sometimes' });
      expect(error?.code).toBe('22P02');
      expect(await q(`select 1 from public.card_recurrences where card_id = $1`, [id])).toEqual([]);
      // Another workspace's list is no target either.
      const foreign = await set('member', { card_id: id, list_id: '00000000-0000-4000-8000-000000000000' });
      expect(foreign.error).toMatchObject({ hint: 'teamboard:validation', details: 'list_id' });
    });

    it('keeps the expander functions to the service role', async () => {
      for (const who of ['member', 'owner'] as const) {
        const claim = await clients.get(who)!.rpc('claim_card_recurrences', {});
        expect(claim.error).not.toBeNull();
        const apply = await clients.get(who)!.rpc('apply_card_occurrences', {
          plans: [
            {
              recurrence_id: '00000000-0000-4000-8000-000000000000',
              occurrences: [],
              expanded_to: new Date().toISOString(),
              next_at: null,
            },
          ],
        });
        expect(apply.error).not.toBeNull();
      }
    });

    it('makes up a late run once, with fresh checklists, and never twice under doubled runs', async () => {
      const id = await card('Water plants');
      await q(`insert into public.checklist_items (card_id, body, done) values ($1, 'Ferns', true)`, [id]);
      expect((await set('member', { card_id: id, list_id: f.listIds[1] })).error).toBeNull();
      await fallBehind(id, 3);

      // Two runs at once, as a doubled scheduler would start them.
      const [a, b] = await Promise.all([expand(), expand()]);
      expect(a.created + b.created).toBe(3);
      expect(await expand()).toMatchObject({ created: 0 });
      const made = await copies('Water plants', f.listIds[1]);
      expect(made).toHaveLength(3);
      expect(
        await q(
          `select count(*)::int as n, count(distinct occurrence_at)::int as d from public.card_occurrences o
           join public.card_recurrences r on r.id = o.recurrence_id where r.card_id = $1`,
          [id],
        ),
      ).toEqual([{ n: 3, d: 3 }]);
      expect(
        await q(`select body, done from public.checklist_items where card_id = any ($1::uuid[])`, [
          made.map((c) => c.id),
        ]),
      ).toEqual(Array.from({ length: 3 }, () => ({ body: 'Ferns', done: false })));
      // Each copy is due at its occurrence: 09:00-ish Berlin time of the rule's start, a day apart.
      const days = made.map((c) => new Date(c.due_at).getTime());
      expect(days[1]! - days[0]!).toBeGreaterThanOrEqual(23 * 3_600_000);
      // The rule waits for its next occurrence.
      const [rule] = await q<{ next_at: string; leased_until: string | null }>(
        `select next_at::text, leased_until::text from public.card_recurrences where card_id = $1`,
        [id],
      );
      expect(new Date(rule!.next_at).getTime()).toBeGreaterThan(Date.now());
      expect(rule!.leased_until).toBeNull();
    });

    it('records an occurrence once even when the same plan is applied twice', async () => {
      const id = await card('Invoice');
      expect((await set('admin', { card_id: id })).error).toBeNull();
      await fallBehind(id, 1);
      const { data: claimed } = await service.rpc('claim_card_recurrences', { max_rules: 10 });
      const mine = (claimed ?? []).filter((c) => c.rrule === 'FREQ=DAILY');
      expect(mine.length).toBeGreaterThan(0);
      // A second claim meanwhile takes nothing: the first holds the lease.
      expect((await service.rpc('claim_card_recurrences', { max_rules: 10 })).data).toEqual([]);
      const [rule] = await q<{ id: string }>(`select id from public.card_recurrences where card_id = $1`, [
        id,
      ]);
      const occurrence = new Date(Date.now() - 3_600_000).toISOString();
      const plan = {
        recurrence_id: rule!.id,
        occurrences: [occurrence],
        expanded_to: occurrence,
        next_at: new Date(Date.now() + 86_400_000).toISOString(),
      };
      expect((await service.rpc('apply_card_occurrences', { plans: [plan] })).data).toBe(1);
      expect((await service.rpc('apply_card_occurrences', { plans: [plan] })).data).toBe(0);
      // Nothing is created before its time.
      const early = await service.rpc('apply_card_occurrences', {
        plans: [{ ...plan, occurrences: [new Date(Date.now() + 3_600_000).toISOString()] }],
      });
      expect(early.error).toMatchObject({ hint: 'teamboard:validation', details: 'occurrences' });
      await q(`update public.card_recurrences set leased_until = null`);
    });

    it('applies many rules in one batch: each new occurrence once, with its assignees', async () => {
      const ids = [await card('Batch one'), await card('Batch two'), await card('Batch three')];
      await q(`insert into public.card_assignees (card_id, user_id) values ($1, $2)`, [
        ids[0],
        f.users.member,
      ]);
      for (const id of ids) {
        expect((await set('member', { card_id: id })).error).toBeNull();
        await fallBehind(id, 1);
      }
      const rules = await q<{ id: string; card_id: string }>(
        `select id, card_id from public.card_recurrences where card_id = any ($1::uuid[])`,
        [ids],
      );
      const hour = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
      const plans = rules.map((rule, i) => ({
        recurrence_id: rule.id,
        // The third rule's two occurrences are the same instant twice: recorded once.
        occurrences: i === 2 ? [hour(2), hour(2)] : [hour(3), hour(2)],
        expanded_to: hour(1),
        next_at: new Date(Date.now() + 86_400_000).toISOString(),
      }));
      const [first, again] = [
        await service.rpc('apply_card_occurrences', { plans }),
        await service.rpc('apply_card_occurrences', { plans }),
      ];
      expect(first).toMatchObject({ data: 5, error: null });
      // Applied again (a doubled run), and late: nothing more.
      expect(again).toMatchObject({ data: 0, error: null });
      expect((await copies('Batch one')).length).toBe(1 + 2);
      expect((await copies('Batch three')).length).toBe(1 + 1);
      const [assigned] = await q<{ n: number }>(
        `select count(*)::int as n from public.card_assignees a join public.cards c on c.id = a.card_id
         where c.title = 'Batch one' and a.user_id = $1`,
        [f.users.member],
      );
      expect(assigned!.n).toBe(3);
      // Each occurrence points at the copy made for it.
      expect(
        await q(
          `select count(*)::int as n from public.card_occurrences o join public.cards c on c.id = o.card_id
           where o.recurrence_id = any ($1::uuid[]) and c.due_at = o.occurrence_at`,
          [rules.map((r) => r.id)],
        ),
      ).toEqual([{ n: 5 }]);
    });

    it('refuses hostile plans with a typed reason and writes nothing', async () => {
      const id = await card('Hostile plan');
      expect((await set('member', { card_id: id })).error).toBeNull();
      await fallBehind(id, 1);
      const [rule] = await q<{ id: string }>(`select id from public.card_recurrences where card_id = $1`, [
        id,
      ]);
      const good = {
        recurrence_id: rule!.id,
        occurrences: [new Date(Date.now() - 60_000).toISOString()],
        expanded_to: new Date().toISOString(),
        next_at: null,
      };
      const tooMany = Array.from({ length: 1001 }, () => good);
      for (const plans of [
        'not an array',
        { plans: 'nested' },
        tooMany,
        [{ ...good, occurrences: ['not a date'] }],
        [{ ...good, recurrence_id: "'; drop table public.cards; --" }],
        [good, good],
        [{ ...good, expanded_to: null }],
        [{ ...good, occurrences: Array.from({ length: 1001 }, () => good.occurrences[0]) }],
      ]) {
        const { error } = await service.rpc('apply_card_occurrences', { plans: plans as never });
        expect(error, JSON.stringify(plans).slice(0, 80)).toMatchObject({
          hint: 'teamboard:validation',
          details: 'plans',
        });
      }
      expect(await copies('Hostile plan')).toHaveLength(1);
    });

    it('follows the scheduler clock: a day on, the next copy is made once however often it runs', async () => {
      const id = await card('Daily clock');
      const dtstart = new Date(Math.floor(Date.now() / 1000) * 1000 - 3_600_000);
      expect((await set('member', { card_id: id, dtstart: dtstart.toISOString() })).error).toBeNull();
      await expand();
      expect(await copies('Daily clock')).toHaveLength(1);
      await q(
        `insert into private.clock_offset (offset_by) values (interval '1 day')
         on conflict (only_row) do update set offset_by = excluded.offset_by`,
      );
      try {
        await Promise.all([expand(), expand()]);
        await expand();
        const [, copy] = await copies('Daily clock');
        expect(new Date(copy!.due_at).getTime()).toBe(dtstart.getTime() + 86_400_000);
        expect(await copies('Daily clock')).toHaveLength(2);
      } finally {
        await q(`delete from private.clock_offset`);
      }
    });

    it('skips the rule of an archived card', async () => {
      const id = await card('Archived chore');
      expect((await set('member', { card_id: id })).error).toBeNull();
      await q(`update public.cards set archived_at = now() where id = $1`, [id]);
      await fallBehind(id, 2);
      await expand();
      expect(await copies('Archived chore')).toEqual([]);
      expect(await q(`select 1 from private.due_card_recurrences() d where d.card_id = $1`, [id])).toEqual(
        [],
      );
    });

    it('reopens a completed card with the next due date, once', async () => {
      const id = await card('Backup check');
      expect(
        (await set('member', { card_id: id, mode: 'reopen', rrule: 'FREQ=WEEKLY;BYDAY=FR' })).error,
      ).toBeNull();
      await q(`update public.cards set completed_at = now() where id = $1`, [id]);
      await Promise.all([expand(), expand()]);
      const [reopened] = await q<{ completed_at: string | null; due_at: string }>(
        `select completed_at, due_at::text from public.cards where id = $1`,
        [id],
      );
      expect(reopened!.completed_at).toBeNull();
      const due = new Date(reopened!.due_at);
      expect(due.getTime()).toBeGreaterThan(Date.now());
      // A Friday where the rule lives (Berlin): from 23:00 UTC (22:00 in summer) that is a UTC Thursday.
      expect(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', weekday: 'long' }).format(due)).toBe(
        'Friday',
      );
      expect(await expand()).toMatchObject({ created: 0 });
      expect(
        await q(`select count(*)::int as n from public.card_occurrences where card_id = $1`, [id]),
      ).toEqual([{ n: 1 }]);
    });
  });
}
