import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, serverVariant, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

interface Board {
  boardId: string;
  listId: string;
  labelId: string;
  otherLabelId: string;
  cardId: string;
}

// The automation triggers label_added, checklist_completed and due_passed
// (issue 34; 20261128140000_more_automation_triggers.sql): their events are
// written with the change (or by the due-passed cron job), and the board's
// rules run on them once.
for (const variant of variants) {
  describe(`more automation triggers on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let db: TestBackend['backend']['db'];
    let f: Fixture;
    let admin: SupabaseClient;
    let member: SupabaseClient;

    const q = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;

    /** A board of the fixture's workspace with one list, two labels and a card. */
    const newBoard = (): Promise<Board> =>
      as(db, { userId: f.users.owner }, async (tx) => {
        const one = async (sql: string, params: unknown[]) =>
          (await tx.query<{ id: string }>(sql, params)).rows[0]!.id;
        const boardId = await one(
          `insert into public.boards (workspace_id, name) values ($1, 'Triggers') returning id`,
          [f.workspaceId],
        );
        const listId = await one(
          `insert into public.lists (board_id, name) values ($1, 'Todo') returning id`,
          [boardId],
        );
        const labelId = await one(
          `insert into public.labels (board_id, name, color) values ($1, 'Urgent', 'red') returning id`,
          [boardId],
        );
        const otherLabelId = await one(
          `insert into public.labels (board_id, name, color) values ($1, 'Later', 'blue') returning id`,
          [boardId],
        );
        const cardId = await one(
          `insert into public.cards (board_id, list_id, title) values ($1, $2, 'Ship it') returning id`,
          [boardId, listId],
        );
        return { boardId, listId, labelId, otherLabelId, cardId };
      });

    const saveRule = (row: Record<string, unknown>) =>
      admin.from('automation_rules').insert(row).select('id').maybeSingle();
    const savedRule = async (row: Record<string, unknown>): Promise<string> => {
      const { data, error } = await saveRule(row);
      expect(error).toBeNull();
      return (data as { id: string }).id;
    };
    const runsOf = async (ruleId: string) =>
      (
        await q<{ outcome: string }>(`select outcome from public.automation_rule_runs where rule_id = $1`, [
          ruleId,
        ])
      ).map((run) => run.outcome);
    const eventsOf = (cardId: string, type: string) =>
      q<{ data: Record<string, unknown>; actor: { id: string } | null }>(
        `select data, actor from public.events where card_id = $1 and type = $2 order by occurred_at, id`,
        [cardId, type],
      );
    const completedAt = async (cardId: string) =>
      (
        await q<{ completed_at: Date | null }>(`select completed_at from public.cards where id = $1`, [
          cardId,
        ])
      )[0]!.completed_at;
    const hasLabel = async (cardId: string, labelId: string) =>
      (await q(`select 1 from public.card_labels where card_id = $1 and label_id = $2`, [cardId, labelId]))
        .length === 1;
    const addLabel = async (cardId: string, labelId: string) => {
      const { error } = await member.from('card_labels').insert({ card_id: cardId, label_id: labelId });
      expect(error).toBeNull();
    };

    beforeAll(async () => {
      t = await startBackend(variant);
      db = t.backend.db;
      f = await createFixture(db);
      admin = await clientFor(t.backend, f.users.admin);
      member = await clientFor(t.backend, f.users.member);
    });
    afterAll(async () => t?.stop());

    it('label_added runs when that label is added, once, and not for another label', async () => {
      const b = await newBoard();
      const ruleId = await savedRule({
        board_id: b.boardId,
        name: 'Urgent means now',
        trigger: { type: 'label_added', label_id: b.labelId },
        actions: [{ type: 'complete' }, { type: 'comment', body: 'On it.' }],
      });

      await addLabel(b.cardId, b.otherLabelId);
      expect(await runsOf(ruleId)).toEqual([]);
      expect(await completedAt(b.cardId)).toBeNull();

      await addLabel(b.cardId, b.labelId);
      expect(await completedAt(b.cardId)).not.toBeNull();
      expect(await runsOf(ruleId)).toEqual(['applied']);
      // The event names the label and who added it.
      const labeled = await eventsOf(b.cardId, 'card.labeled');
      expect(labeled.map((e) => e.data)).toEqual([
        { label_id: b.otherLabelId, name: 'Later' },
        { label_id: b.labelId, name: 'Urgent' },
      ]);
      expect(labeled[1]!.actor).toEqual({ type: 'user', id: f.users.member });
      // Adding it again changes nothing, so nothing runs.
      const again = await member
        .from('card_labels')
        .upsert({ card_id: b.cardId, label_id: b.labelId }, { ignoreDuplicates: true });
      expect(again.error).toBeNull();
      expect(await runsOf(ruleId)).toEqual(['applied']);
      expect(await eventsOf(b.cardId, 'comment.added')).toHaveLength(1);
    });

    it('label_added set off by a rule’s add_label runs in the chain, and a rule of another board never', async () => {
      const b = await newBoard();
      const other = await newBoard();
      const chained = await savedRule({
        board_id: b.boardId,
        name: 'Urgent means now',
        trigger: { type: 'label_added', label_id: b.labelId },
        actions: [{ type: 'complete' }],
      });
      await savedRule({
        board_id: b.boardId,
        name: 'Comments are urgent',
        trigger: { type: 'comment_added' },
        actions: [{ type: 'add_label', label_id: b.labelId }],
      });
      const elsewhere = await savedRule({
        board_id: other.boardId,
        name: 'Elsewhere',
        trigger: { type: 'label_added', label_id: other.labelId },
        actions: [{ type: 'complete' }],
      });
      const { error } = await member
        .from('comments')
        .insert({ card_id: b.cardId, author_id: f.users.member, body: 'Hurry.' });
      expect(error).toBeNull();
      expect(await hasLabel(b.cardId, b.labelId)).toBe(true);
      expect(await runsOf(chained)).toEqual(['applied']);
      expect(await completedAt(b.cardId)).not.toBeNull();
      // The label's event names the rule that added it.
      expect((await eventsOf(b.cardId, 'card.labeled'))[0]!.data).toMatchObject({
        rule: { name: 'Comments are urgent' },
      });
      expect(await runsOf(elsewhere)).toEqual([]);
      expect(await completedAt(other.cardId)).toBeNull();
    });

    it('checklist_completed runs when the last item is ticked, once per completion', async () => {
      const b = await newBoard();
      const other = await newBoard();
      const ruleId = await savedRule({
        board_id: b.boardId,
        name: 'Checked off',
        trigger: { type: 'checklist_completed' },
        actions: [{ type: 'add_label', label_id: b.labelId }],
      });
      const elsewhere = await savedRule({
        board_id: other.boardId,
        name: 'Elsewhere',
        trigger: { type: 'checklist_completed' },
        actions: [{ type: 'complete' }],
      });
      const items = (
        await member
          .from('checklist_items')
          .insert(['One', 'Two', 'Three'].map((body, i) => ({ card_id: b.cardId, body, position: i })))
          .select('id')
      ).data as { id: string }[];
      expect(items).toHaveLength(3);
      const tick = async (ids: string[], done = true) => {
        const { data, error } = await member
          .from('checklist_items')
          .update({ done })
          .in('id', ids)
          .select('id');
        expect(error).toBeNull();
        expect(data).toHaveLength(ids.length);
      };

      await tick([items[0]!.id, items[1]!.id]);
      expect(await runsOf(ruleId)).toEqual([]);
      await tick([items[2]!.id]);
      expect(await runsOf(ruleId)).toEqual(['applied']);
      expect(await hasLabel(b.cardId, b.labelId)).toBe(true);
      expect((await eventsOf(b.cardId, 'checklist.completed')).map((e) => e.data)).toEqual([{ items: 3 }]);
      // Ticking a ticked item is no completion.
      await tick([items[2]!.id]);
      expect(await eventsOf(b.cardId, 'checklist.completed')).toHaveLength(1);

      // Reopened, then all ticked in one request: one event, one more run.
      await tick(
        items.map((i) => i.id),
        false,
      );
      await tick(items.map((i) => i.id));
      expect(await eventsOf(b.cardId, 'checklist.completed')).toHaveLength(2);
      expect(await runsOf(ruleId)).toEqual(['applied', 'applied']);

      // Deleting the one open item leaves a complete checklist.
      await tick([items[0]!.id], false);
      const { error } = await member.from('checklist_items').delete().eq('id', items[0]!.id);
      expect(error).toBeNull();
      expect((await eventsOf(b.cardId, 'checklist.completed')).map((e) => e.data)).toEqual([
        { items: 3 },
        { items: 3 },
        { items: 2 },
      ]);
      expect(await runsOf(elsewhere)).toEqual([]);
    });

    it('due_passed fires once per due moment from the cron job, re-armed by a new due date', async () => {
      const b = await newBoard();
      const other = await newBoard();
      expect(
        await q(`select schedule, command from cron.job where jobname = 'teamboard-due-passed'`),
      ).toEqual([{ schedule: '* * * * *', command: 'select private.emit_due_passed()' }]);
      const ruleId = await savedRule({
        board_id: b.boardId,
        name: 'Late',
        trigger: { type: 'due_passed' },
        actions: [
          { type: 'add_label', label_id: b.labelId },
          { type: 'comment', body: 'This is late.' },
        ],
      });
      const elsewhere = await savedRule({
        board_id: other.boardId,
        name: 'Elsewhere',
        trigger: { type: 'due_passed' },
        actions: [{ type: 'complete' }],
      });
      const card = async (title: string, offset: string, extra = 'true') =>
        (
          await q<{ id: string }>(
            `insert into public.cards (board_id, list_id, title, due_at, completed_at, archived_at)
             select $1, $2, $3, now() + $4::interval,
                    case when $5 = 'done' then now() end, case when $5 = 'archived' then now() end
             returning id`,
            [b.boardId, b.listId, title, offset, extra],
          )
        )[0]!.id;
      const late = await card('Late', '-1 minute');
      const future = await card('Future', '1 hour');
      const done = await card('Done', '-1 minute', 'done');
      const archived = await card('Archived', '-1 minute', 'archived');
      const emit = async () => (await q<{ n: number }>(`select private.emit_due_passed() as n`))[0]!.n;

      expect(await emit()).toBe(1);
      expect(await emit()).toBe(0);
      expect(await runsOf(ruleId)).toEqual(['applied']);
      expect(await hasLabel(late, b.labelId)).toBe(true);
      const passed = await eventsOf(late, 'card.due_passed');
      expect(passed).toHaveLength(1);
      // Time passing is no one's change.
      expect(passed[0]!.actor).toBeNull();
      for (const id of [future, done, archived]) expect(await eventsOf(id, 'card.due_passed')).toEqual([]);

      // A new due date that has passed too fires again.
      await q(`update public.cards set due_at = now() - interval '2 minutes' where id = $1`, [late]);
      expect(await emit()).toBe(1);
      expect(await eventsOf(late, 'card.due_passed')).toHaveLength(2);
      expect(await runsOf(ruleId)).toEqual(['applied', 'applied']);
      expect(await runsOf(elsewhere)).toEqual([]);
    });

    it('runs no rule on a card template, though its activity is written', async () => {
      const b = await newBoard();
      const labelRule = await savedRule({
        board_id: b.boardId,
        name: 'Urgent means done',
        trigger: { type: 'label_added', label_id: b.labelId },
        actions: [{ type: 'complete' }],
      });
      const dueRule = await savedRule({
        board_id: b.boardId,
        name: 'Late',
        trigger: { type: 'due_passed' },
        actions: [{ type: 'complete' }],
      });
      await q(`update public.cards set is_template = true, due_at = now() - interval '1 minute' where id = $1`, [
        b.cardId,
      ]);
      await addLabel(b.cardId, b.labelId);
      // The label's event is there: the feed and the stream say what happened to the template.
      expect(await eventsOf(b.cardId, 'card.labeled')).toHaveLength(1);
      // A template's due moment passing is no news at all.
      await q(`select private.emit_due_passed()`);
      expect(await eventsOf(b.cardId, 'card.due_passed')).toEqual([]);
      expect(await runsOf(labelRule)).toEqual([]);
      expect(await runsOf(dueRule)).toEqual([]);
      expect(await completedAt(b.cardId)).toBeNull();
      // The same label on an ordinary card of the board runs the rule: the rule was live.
      const ordinary = (
        await q<{ id: string }>(
          `insert into public.cards (board_id, list_id, title) values ($1, $2, 'Real work') returning id`,
          [b.boardId, b.listId],
        )
      )[0]!.id;
      await addLabel(ordinary, b.labelId);
      expect(await runsOf(labelRule)).toEqual(['applied']);
      expect(await completedAt(ordinary)).not.toBeNull();
    });

    it('writes no card.labeled for the labels an import puts on the cards it creates', async () => {
      const owner = await clientFor(t.backend, f.users.owner);
      const result = await owner.rpc('import_board', {
        workspace_id: f.workspaceId,
        content: {
          name: 'Imported',
          lists: [{ name: 'Todo' }],
          labels: [{ name: 'Bug', color: 'red' }],
          cards: [{ list: 0, title: 'One', labels: [0], checklist: [{ body: 'Step', done: true }] }],
        },
      });
      expect(result.error).toBeNull();
      const boardId = (result.data as { board_id: string }).board_id;
      const cards = await q<{ id: string }>(`select id from public.cards where board_id = $1`, [boardId]);
      expect(cards).toHaveLength(1);
      expect(await q(`select 1 from public.card_labels where card_id = $1`, [cards[0]!.id])).toHaveLength(1);
      expect(await eventsOf(cards[0]!.id, 'card.labeled')).toEqual([]);
      expect(await eventsOf(cards[0]!.id, 'checklist.completed')).toEqual([]);
    });

    it('refuses a trigger with another board’s label or hostile values', async () => {
      const b = await newBoard();
      const other = await newBoard();
      const good = { board_id: b.boardId, name: 'Hostile', actions: [{ type: 'complete' }] };
      const cases: Record<string, unknown>[] = [
        { type: 'label_added', label_id: other.labelId },
        { type: 'label_added' },
        { type: 'label_added', label_id: null },
        { type: 'label_added', label_id: "'); drop table public.cards; --" },
        { type: 'label_added', label_id: [b.labelId] },
        { type: 'label_added', label_id: b.labelId, list_id: b.listId },
        { type: 'checklist_completed', card_id: b.cardId },
        { type: 'due_passed', minutes: 5 },
        { type: 'due_passed', board_id: other.boardId },
      ];
      for (const trigger of cases) {
        const { error } = await saveRule({ ...good, trigger });
        expect(error, JSON.stringify(trigger)).toMatchObject({
          code: 'P0001',
          hint: 'teamboard:validation',
          details: 'trigger',
        });
      }
      for (const trigger of [
        { type: 'label_added', label_id: b.labelId },
        { type: 'checklist_completed' },
        { type: 'due_passed' },
      ])
        expect((await saveRule({ ...good, trigger })).error, trigger.type).toBeNull();
      // The events are not a client's to write.
      const { error } = await member.from('activity').insert({
        workspace_id: f.workspaceId,
        board_id: b.boardId,
        card_id: b.cardId,
        kind: 'card.due_passed',
      });
      expect(error).not.toBeNull();
      expect(await eventsOf(b.cardId, 'card.due_passed')).toEqual([]);
    });
  });
}
