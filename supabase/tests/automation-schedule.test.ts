import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, serverVariant, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

interface Board {
  boardId: string;
  listId: string;
  otherListId: string;
  labelId: string;
}

// The weekly schedule trigger (issue 34; 20261129400100_schedule_automation_trigger.sql):
// the cron job's function is run with a given "now", and each slot of a rule
// fires once, in the board's time zone, across daylight saving, for the open
// cards of the rule's list.
for (const variant of variants) {
  describe(`the schedule trigger on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let db: TestBackend['backend']['db'];
    let f: Fixture;
    let admin: SupabaseClient;

    const q = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;
    const newBoard = (zone = 'Europe/Berlin'): Promise<Board> =>
      as(db, { userId: f.users.owner }, async (tx) => {
        const one = async (sql: string, params: unknown[]) =>
          (await tx.query<{ id: string }>(sql, params)).rows[0]!.id;
        const boardId = await one(
          `insert into public.boards (workspace_id, name, time_zone) values ($1, 'Weekly', $2) returning id`,
          [f.workspaceId, zone],
        );
        const listId = await one(
          `insert into public.lists (board_id, name) values ($1, 'Waiting') returning id`,
          [boardId],
        );
        const otherListId = await one(
          `insert into public.lists (board_id, name) values ($1, 'Todo') returning id`,
          [boardId],
        );
        const labelId = await one(
          `insert into public.labels (board_id, name, color) values ($1, 'Weekly', 'blue') returning id`,
          [boardId],
        );
        return { boardId, listId, otherListId, labelId };
      });
    const card = async (b: Board, title: string, listId = b.listId, archived = false) =>
      (
        await q<{ id: string }>(
          `insert into public.cards (board_id, list_id, title, archived_at)
           values ($1, $2, $3, case when $4 then now() end) returning id`,
          [b.boardId, listId, title, archived],
        )
      )[0]!.id;
    const saveRule = (row: Record<string, unknown>) =>
      admin.from('automation_rules').insert(row).select('id').maybeSingle();
    /** A rule saved now, dated back so that the slots of the test's dates count. */
    const savedRule = async (b: Board, trigger: Record<string, unknown>): Promise<string> => {
      const { data, error } = await saveRule({
        board_id: b.boardId,
        name: 'Every week',
        trigger: { type: 'schedule', list_id: b.listId, ...trigger },
        actions: [{ type: 'add_label', label_id: b.labelId }],
      });
      expect(error).toBeNull();
      const id = (data as { id: string }).id;
      await q(`update public.automation_rules set created_at = '2026-01-01T00:00:00Z' where id = $1`, [id]);
      return id;
    };
    const run = async (at: string) =>
      (await q<{ n: number }>(`select private.run_scheduled_rules($1::timestamptz) as n`, [at]))[0]!.n;
    const slotsOf = async (ruleId: string) =>
      (
        await q<{ slot: string; cards: number }>(
          `select (slot at time zone 'UTC')::text as slot, cards from private.automation_schedule_fired
           where rule_id = $1 order by slot`,
          [ruleId],
        )
      ).map((row) => `${row.slot} ${String(row.cards)}`);
    const labelled = async (cardId: string, labelId: string) =>
      (await q(`select 1 from public.card_labels where card_id = $1 and label_id = $2`, [cardId, labelId]))
        .length === 1;
    const runsOf = async (ruleId: string) =>
      (
        await q<{ card_id: string }>(`select card_id from public.automation_rule_runs where rule_id = $1`, [
          ruleId,
        ])
      )
        .map((r) => r.card_id)
        .sort();

    beforeAll(async () => {
      t = await startBackend(variant);
      db = t.backend.db;
      f = await createFixture(db);
      admin = await clientFor(t.backend, f.users.admin);
    });
    afterAll(async () => t?.stop());

    it('is run every minute by Supabase Cron', async () => {
      expect(
        await q(`select schedule, command from cron.job where jobname = 'teamboard-automation-schedule'`),
      ).toEqual([{ schedule: '* * * * *', command: 'select private.run_scheduled_rules()' }]);
    });

    it('leaves the list’s card templates alone', async () => {
      const b = await newBoard('UTC');
      const work = await card(b, 'Work');
      const template = await card(b, 'Template');
      await q(`update public.cards set is_template = true where id = $1`, [template]);
      const ruleId = await savedRule(b, { weekdays: [1], time: '09:00' });
      // Monday 6 April 2026, 09:00 UTC.
      expect(await run('2026-04-06T09:00:00Z')).toBe(1);
      expect(await runsOf(ruleId)).toEqual([work]);
      expect(await labelled(template, b.labelId)).toBe(false);
      expect(await slotsOf(ruleId)).toEqual(['2026-04-06 09:00:00 1']);
      // Its other Mondays would count in the later tests' runs.
      await q(`update public.automation_rules set enabled = false where id = $1`, [ruleId]);
    });

    it('fires each Monday 09:00 in the board’s zone once, across daylight saving, for the list’s open cards', async () => {
      const b = await newBoard('Europe/Berlin');
      const first = await card(b, 'First');
      const second = await card(b, 'Second');
      const elsewhere = await card(b, 'Elsewhere', b.otherListId);
      const archived = await card(b, 'Archived', b.listId, true);
      const ruleId = await savedRule(b, { weekdays: [1], time: '09:00' });

      // Monday 23 March 2026, 09:00 in Berlin (CET) is 08:00 UTC.
      expect(await run('2026-03-23T07:59:00Z')).toBe(0);
      expect(await labelled(first, b.labelId)).toBe(false);
      expect(await run('2026-03-23T08:00:00Z')).toBe(1);
      expect(await labelled(first, b.labelId)).toBe(true);
      expect(await labelled(second, b.labelId)).toBe(true);
      expect(await labelled(elsewhere, b.labelId)).toBe(false);
      expect(await labelled(archived, b.labelId)).toBe(false);
      // The job running twice, or again later the same day: the slot has fired.
      expect(await run('2026-03-23T08:00:00Z')).toBe(0);
      expect(await run('2026-03-23T20:00:00Z')).toBe(0);
      expect(await runsOf(ruleId)).toEqual([first, second].sort());

      // Clocks went forward on 29 March: 09:00 in Berlin (CEST) is now 07:00 UTC.
      expect(await run('2026-03-30T06:59:00Z')).toBe(0);
      expect(await run('2026-03-30T07:00:00Z')).toBe(1);
      // Six hours late the next week: that Monday's slot fires once, at its own time.
      expect(await run('2026-04-06T13:00:00Z')).toBe(1);
      expect(await run('2026-04-06T13:01:00Z')).toBe(0);
      expect(await slotsOf(ruleId)).toEqual([
        '2026-03-23 08:00:00 2',
        '2026-03-30 07:00:00 2',
        '2026-04-06 07:00:00 2',
      ]);
      expect(await runsOf(ruleId)).toHaveLength(6);
    });

    it('counts in the zone the board has now, and skips archived boards, archived lists and disabled rules', async () => {
      const b = await newBoard('America/New_York');
      const ruleId = await savedRule(b, { weekdays: [2, 4], time: '17:30' });
      await card(b, 'One');
      // Tuesday 14 April 2026, 17:30 in New York (EDT) is 21:30 UTC; 17:30 UTC is nothing.
      expect(await run('2026-04-14T17:30:00Z')).toBe(0);
      expect(await run('2026-04-14T21:30:00Z')).toBe(1);

      await q(`update public.boards set time_zone = 'Asia/Tokyo' where id = $1`, [b.boardId]);
      // Thursday 16 April, 17:30 in Tokyo is 08:30 UTC.
      expect(await run('2026-04-16T08:30:00Z')).toBe(1);
      expect(await slotsOf(ruleId)).toEqual(['2026-04-14 21:30:00 1', '2026-04-16 08:30:00 1']);

      await q(`update public.boards set archived_at = now() where id = $1`, [b.boardId]);
      expect(await run('2026-04-21T08:30:00Z')).toBe(0);
      await q(`update public.boards set archived_at = null where id = $1`, [b.boardId]);
      await q(`update public.lists set archived_at = now() where id = $1`, [b.listId]);
      expect(await run('2026-04-21T08:30:00Z')).toBe(0);
      await q(`update public.lists set archived_at = null where id = $1`, [b.listId]);
      await q(`update public.automation_rules set enabled = false where id = $1`, [ruleId]);
      expect(await run('2026-04-21T08:30:00Z')).toBe(0);
      await q(`update public.automation_rules set enabled = true where id = $1`, [ruleId]);
      expect(await run('2026-04-21T08:30:00Z')).toBe(1);
      expect(await slotsOf(ruleId)).toHaveLength(3);
    });

    it('fires no slot from before the rule was made', async () => {
      const b = await newBoard('UTC');
      await card(b, 'One');
      const { data } = await saveRule({
        board_id: b.boardId,
        name: 'New',
        trigger: { type: 'schedule', list_id: b.listId, weekdays: [1, 2, 3, 4, 5, 6, 7], time: '00:00' },
        actions: [{ type: 'complete' }],
      });
      const ruleId = (data as { id: string }).id;
      // Today's midnight came before the rule: nothing now; tomorrow's fires. (The
      // earlier tests' rules may fire too: only this rule's slots are looked at.)
      await run(new Date().toISOString());
      expect(await slotsOf(ruleId)).toEqual([]);
      const tomorrow = new Date(Date.now() + 86_400_000);
      tomorrow.setUTCHours(0, 0, 0, 0);
      await run(tomorrow.toISOString());
      expect(await slotsOf(ruleId)).toEqual([`${tomorrow.toISOString().slice(0, 10)} 00:00:00 1`]);
    });

    it('refuses hostile or malformed schedules', async () => {
      const b = await newBoard();
      const other = await newBoard();
      const good = { type: 'schedule', weekdays: [1], time: '09:00', list_id: b.listId };
      const cases: Record<string, unknown>[] = [
        { ...good, weekdays: [] },
        { ...good, weekdays: [0] },
        { ...good, weekdays: [8] },
        { ...good, weekdays: [1, 1] },
        { ...good, weekdays: ['1'] },
        { ...good, weekdays: [1.5] },
        { ...good, weekdays: 1 },
        { ...good, weekdays: [1, 2, 3, 4, 5, 6, 7, 1] },
        { ...good, weekdays: undefined },
        { ...good, time: '9:00' },
        { ...good, time: '24:00' },
        { ...good, time: '09:60' },
        { ...good, time: "09:00'; drop table public.cards; --" },
        { ...good, time: 900 },
        { ...good, time: undefined },
        { ...good, list_id: undefined },
        { ...good, list_id: other.listId },
        { ...good, list_id: "'); drop table public.cards; --" },
        { ...good, zone: 'Europe/Berlin' },
      ];
      for (const trigger of cases) {
        const { error } = await saveRule({
          board_id: b.boardId,
          name: 'Hostile',
          trigger,
          actions: [{ type: 'complete' }],
        });
        expect(error, JSON.stringify(trigger)).toMatchObject({
          code: 'P0001',
          hint: 'teamboard:validation',
          details: 'trigger',
        });
      }
      const { error } = await saveRule({
        board_id: b.boardId,
        name: 'Fine',
        trigger: good,
        actions: [{ type: 'archive' }],
      });
      expect(error).toBeNull();
    });
  });
}
