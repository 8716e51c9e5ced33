import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, serverVariant, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, ROLES, type Fixture } from './support/fixture';

type Who = (typeof ROLES)[number] | 'outsider';

interface RuleBoard {
  boardId: string;
  listIds: string[];
  labelId: string;
  cardId: string;
}

interface Run {
  depth: number;
  outcome: string;
  error: string | null;
}

// Automation rules (issue 34) against the real backend: saved through
// supabase-js under RLS, run by the database from the event stream.
for (const variant of variants) {
  describe(`automation rules on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let db: TestBackend['backend']['db'];
    let f: Fixture;
    const clients = {} as Record<Who, SupabaseClient>;

    /** A board of the fixture's workspace with these lists, a label and a card in the first list. */
    const ruleBoard = (lists: readonly string[] = ['Todo', 'Done']): Promise<RuleBoard> =>
      as(db, { userId: f.users.owner }, async (tx) => {
        const one = async (sql: string, params: unknown[]) =>
          (await tx.query<{ id: string }>(sql, params)).rows[0]!.id;
        const boardId = await one(
          `insert into public.boards (workspace_id, name) values ($1, 'Rules') returning id`,
          [f.workspaceId],
        );
        const listIds: string[] = [];
        for (const name of lists)
          listIds.push(
            await one(`insert into public.lists (board_id, name) values ($1, $2) returning id`, [
              boardId,
              name,
            ]),
          );
        const labelId = await one(
          `insert into public.labels (board_id, name, color) values ($1, 'Urgent', 'red') returning id`,
          [boardId],
        );
        const cardId = await one(
          `insert into public.cards (board_id, list_id, title) values ($1, $2, 'Ship it') returning id`,
          [boardId, listIds[0]],
        );
        return { boardId, listIds, labelId, cardId };
      });

    const saveRule = (who: Who, row: Record<string, unknown>) =>
      clients[who].from('automation_rules').insert(row).select('id').maybeSingle();
    const savedRule = async (who: Who, row: Record<string, unknown>): Promise<string> => {
      const { data, error } = await saveRule(who, row);
      expect(error).toBeNull();
      return (data as { id: string }).id;
    };
    const moveCard = async (who: Who, cardId: string, listId: string) => {
      const { data, error } = await clients[who]
        .from('cards')
        .update({ list_id: listId })
        .eq('id', cardId)
        .select('id');
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
    };
    const runsOf = async (ruleId: string): Promise<Run[]> =>
      (
        await db.query<Run>(
          `select depth, outcome, error from public.automation_rule_runs where rule_id = $1 order by depth, ran_at`,
          [ruleId],
        )
      ).rows;
    const activityOf = async (cardId: string, kind: string) =>
      (
        await db.query<{ payload: Record<string, unknown>; actor_id: string | null }>(
          `select payload, actor_id from public.activity where card_id = $1 and kind = $2 order by created_at`,
          [cardId, kind],
        )
      ).rows;
    const cardOf = async (cardId: string) =>
      (
        await db.query<{ list_id: string; completed_at: Date | null; due_at: Date | null }>(
          `select list_id, completed_at, due_at from public.cards where id = $1`,
          [cardId],
        )
      ).rows[0]!;

    beforeAll(async () => {
      t = await startBackend(variant);
      db = t.backend.db;
      f = await createFixture(db);
      for (const who of [...ROLES, 'outsider'] as const)
        clients[who] = await clientFor(t.backend, f.users[who]);
    });
    afterAll(async () => t?.stop());

    it('runs a rule once, in the change’s transaction, and says so in the activity', async () => {
      const b = await ruleBoard();
      const ruleId = await savedRule('admin', {
        board_id: b.boardId,
        name: 'Done means done',
        trigger: { type: 'card_moved', list_id: b.listIds[1] },
        actions: [
          { type: 'complete' },
          { type: 'add_label', label_id: b.labelId },
          { type: 'assign', user_id: f.users.member },
          { type: 'set_due', days: 3 },
          { type: 'comment', body: 'Closed by the board.' },
        ],
      });
      await moveCard('member', b.cardId, b.listIds[1]!);

      const card = await cardOf(b.cardId);
      expect(card.completed_at).not.toBeNull();
      const days = (new Date(card.due_at!).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(2.9);
      expect(days).toBeLessThan(3.1);
      const labels = await db.query(`select 1 from public.card_labels where card_id = $1 and label_id = $2`, [
        b.cardId,
        b.labelId,
      ]);
      expect(labels.rows).toHaveLength(1);
      const comment = await db.query<{ author_id: string | null; body: string }>(
        `select author_id, body from public.comments where card_id = $1`,
        [b.cardId],
      );
      expect(comment.rows).toEqual([{ author_id: null, body: 'Closed by the board.' }]);

      expect(await runsOf(ruleId)).toEqual([{ depth: 1, outcome: 'applied', error: null }]);
      const applied = await activityOf(b.cardId, 'rule.applied');
      expect(applied).toHaveLength(1);
      expect(applied[0]!.payload).toMatchObject({
        rule: { id: ruleId, name: 'Done means done' },
        actions: ['complete', 'add_label', 'assign', 'set_due', 'comment'],
      });
      // The changes' own activity names the rule; the actor is whoever set it off.
      const completed = await activityOf(b.cardId, 'card.completed');
      expect(completed).toEqual([
        { payload: { rule: { id: ruleId, name: 'Done means done' } }, actor_id: f.users.member },
      ]);
      expect((await activityOf(b.cardId, 'comment.added'))[0]!.payload).toMatchObject({
        rule: { id: ruleId },
      });
      // The person's own move carries no rule.
      expect((await activityOf(b.cardId, 'card.moved'))[0]!.payload).not.toHaveProperty('rule');
      // And the event stream shows it like any event.
      const events = await db.query(
        `select 1 from public.events where card_id = $1 and type = 'rule.applied'`,
        [b.cardId],
      );
      expect(events.rows).toHaveLength(1);

      // Moving it again runs it again (a new event), but an unchanged card writes no rule.applied.
      await moveCard('member', b.cardId, b.listIds[0]!);
      await moveCard('member', b.cardId, b.listIds[1]!);
      expect((await runsOf(ruleId)).map((run) => run.outcome)).toEqual(['applied', 'applied']);
      expect(await activityOf(b.cardId, 'rule.applied')).toHaveLength(2); // the comment is new each time
    });

    it('does nothing when the change rolls back', async () => {
      const b = await ruleBoard();
      const ruleId = await savedRule('admin', {
        board_id: b.boardId,
        name: 'Complete',
        trigger: { type: 'card_moved', list_id: b.listIds[1] },
        actions: [{ type: 'complete' }],
      });
      const done = new Error('rollback');
      await as(db, { userId: f.users.member }, async (tx) => {
        await tx.query(`update public.cards set list_id = $1 where id = $2`, [b.listIds[1], b.cardId]);
        const inside = await tx.query<{ completed_at: Date | null }>(
          `select completed_at from public.cards where id = $1`,
          [b.cardId],
        );
        expect(inside.rows[0]!.completed_at).not.toBeNull();
        throw done;
      }).catch((error: unknown) => {
        if (error !== done) throw error;
      });
      expect(await runsOf(ruleId)).toEqual([]);
      expect((await cardOf(b.cardId)).completed_at).toBeNull();
      expect(await activityOf(b.cardId, 'rule.applied')).toEqual([]);
    });

    it('acts only when its conditions hold', async () => {
      const b = await ruleBoard();
      const ruleId = await savedRule('admin', {
        board_id: b.boardId,
        name: 'Urgent ones',
        trigger: { type: 'card_moved', list_id: b.listIds[1] },
        conditions: [
          { type: 'has_label', label_id: b.labelId },
          { type: 'assigned_to', user_id: f.users.member },
        ],
        actions: [{ type: 'complete' }],
      });
      await db.query(`insert into public.card_labels (card_id, label_id) values ($1, $2)`, [
        b.cardId,
        b.labelId,
      ]);
      await moveCard('member', b.cardId, b.listIds[1]!);
      expect(await runsOf(ruleId)).toEqual([]);
      expect((await cardOf(b.cardId)).completed_at).toBeNull();

      await db.query(`insert into public.card_assignees (card_id, user_id) values ($1, $2)`, [
        b.cardId,
        f.users.member,
      ]);
      await moveCard('member', b.cardId, b.listIds[0]!);
      await moveCard('member', b.cardId, b.listIds[1]!);
      expect((await runsOf(ruleId)).map((run) => run.outcome)).toEqual(['applied']);
      expect((await cardOf(b.cardId)).completed_at).not.toBeNull();
    });

    it('stops two rules that move a card back and forth', async () => {
      const b = await ruleBoard();
      const back = await savedRule('admin', {
        board_id: b.boardId,
        name: 'Back',
        trigger: { type: 'card_moved', list_id: b.listIds[1] },
        actions: [{ type: 'move_to_list', list_id: b.listIds[0] }],
      });
      const forth = await savedRule('admin', {
        board_id: b.boardId,
        name: 'Forth',
        trigger: { type: 'card_moved', list_id: b.listIds[0] },
        actions: [{ type: 'move_to_list', list_id: b.listIds[1], position: 'top' }],
      });
      await moveCard('member', b.cardId, b.listIds[1]!);
      // Back (set off by the person), Forth (by Back), then Back again on the same card: stopped.
      expect(await runsOf(back)).toEqual([
        { depth: 1, outcome: 'applied', error: null },
        { depth: 3, outcome: 'loop_stopped', error: null },
      ]);
      expect(await runsOf(forth)).toEqual([{ depth: 2, outcome: 'applied', error: null }]);
      expect((await cardOf(b.cardId)).list_id).toBe(b.listIds[1]);
      // One transaction, one created_at: compared as a set.
      const moves = await activityOf(b.cardId, 'card.moved');
      expect(
        moves.map((move) => (move.payload.rule as { name?: string } | undefined)?.name ?? 'person').sort(),
      ).toEqual(['Back', 'Forth', 'person']);
    });

    it('answers a comment once, not its own answer', async () => {
      const b = await ruleBoard();
      const ruleId = await savedRule('admin', {
        board_id: b.boardId,
        name: 'Thanks',
        trigger: { type: 'comment_added' },
        actions: [{ type: 'comment', body: 'Thanks, noted.' }],
      });
      const { error } = await clients.member
        .from('comments')
        .insert({ card_id: b.cardId, author_id: f.users.member, body: 'Looks done to me.' });
      expect(error).toBeNull();
      const comments = await db.query<{ author_id: string | null }>(
        `select author_id from public.comments where card_id = $1 order by author_id nulls last`,
        [b.cardId],
      );
      expect(comments.rows).toEqual([{ author_id: f.users.member }, { author_id: null }]);
      expect((await runsOf(ruleId)).map((run) => [run.depth, run.outcome])).toEqual([
        [1, 'applied'],
        [2, 'loop_stopped'],
      ]);
    });

    it('runs a card_created rule only for cards created in its list', async () => {
      const b = await ruleBoard();
      const ruleId = await savedRule('admin', {
        board_id: b.boardId,
        name: 'Born done',
        trigger: { type: 'card_created', list_id: b.listIds[1] },
        actions: [{ type: 'complete' }],
      });
      const create = async (listId: string) => {
        const { data, error } = await clients.member
          .from('cards')
          .insert({ board_id: b.boardId, list_id: listId, title: 'New' })
          .select('id')
          .single();
        expect(error).toBeNull();
        return cardOf((data as { id: string }).id);
      };
      expect((await create(b.listIds[0]!)).completed_at).toBeNull();
      expect((await create(b.listIds[1]!)).completed_at).not.toBeNull();
      expect(await runsOf(ruleId)).toHaveLength(1);
    });

    it('ends a chain of rules at depth 5', async () => {
      const names = ['L0', 'L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'L7'];
      const b = await ruleBoard(names);
      const rules: string[] = [];
      for (let i = 1; i < names.length - 1; i += 1)
        rules.push(
          await savedRule('admin', {
            board_id: b.boardId,
            name: `Step ${String(i)}`,
            trigger: { type: 'card_moved', list_id: b.listIds[i] },
            actions: [{ type: 'move_to_list', list_id: b.listIds[i + 1] }],
          }),
        );
      await moveCard('member', b.cardId, b.listIds[1]!);
      const depths: number[][] = [];
      for (const rule of rules) depths.push((await runsOf(rule)).map((run) => run.depth));
      expect(depths).toEqual([[1], [2], [3], [4], [5], []]);
      expect((await cardOf(b.cardId)).list_id).toBe(b.listIds[6]);
    });

    it('undoes a failing rule alone and keeps the person’s change', async () => {
      const b = await ruleBoard();
      const ruleId = await savedRule('admin', {
        board_id: b.boardId,
        name: 'Admin’s rule',
        trigger: { type: 'card_moved', list_id: b.listIds[1] },
        actions: [{ type: 'add_label', label_id: b.labelId }, { type: 'complete' }],
      });
      // Its author is no longer an admin: the rule may not act beyond them.
      await db.query(
        `update public.workspace_members set role = 'member' where workspace_id = $1 and user_id = $2`,
        [f.workspaceId, f.users.admin],
      );
      try {
        await moveCard('member', b.cardId, b.listIds[1]!);
        const card = await cardOf(b.cardId);
        expect(card.list_id).toBe(b.listIds[1]);
        expect(card.completed_at).toBeNull();
        const labels = await db.query(`select 1 from public.card_labels where card_id = $1`, [b.cardId]);
        expect(labels.rows).toEqual([]);
        const [run] = await runsOf(ruleId);
        expect(run?.outcome).toBe('failed');
        expect(run?.error).toMatch(/no longer manage/);
        const failed = await activityOf(b.cardId, 'rule.failed');
        expect(failed).toHaveLength(1);
        expect(failed[0]!.payload).toMatchObject({ rule: { id: ruleId, name: 'Admin’s rule' } });
      } finally {
        await db.query(
          `update public.workspace_members set role = 'admin' where workspace_id = $1 and user_id = $2`,
          [f.workspaceId, f.users.admin],
        );
      }
    });

    it('lets board admins write rules and everyone on the board read them', async () => {
      const b = await ruleBoard();
      const row = {
        board_id: b.boardId,
        name: 'Rule',
        trigger: { type: 'card_completed' },
        actions: [{ type: 'archive' }],
      };
      for (const who of ['member', 'viewer'] as const)
        expect((await saveRule(who, row)).error).toMatchObject({ code: '42501' });
      expect((await saveRule('outsider', row)).error).toMatchObject({ code: '42501' });
      const id = await savedRule('owner', row);
      const saved = await db.query<{ saved_by: string }>(
        `select saved_by from public.automation_rules where id = $1`,
        [id],
      );
      expect(saved.rows[0]!.saved_by).toBe(f.users.owner);

      for (const who of ROLES) {
        const { data } = await clients[who].from('automation_rules').select('id').eq('id', id);
        expect(data, who).toHaveLength(1);
      }
      const { data: seen } = await clients.outsider.from('automation_rules').select('id').eq('id', id);
      expect(seen).toEqual([]);

      for (const who of ['member', 'viewer', 'outsider'] as const) {
        const { data } = await clients[who]
          .from('automation_rules')
          .update({ enabled: false })
          .eq('id', id)
          .select('id');
        expect(data ?? [], who).toEqual([]);
        const gone = await clients[who].from('automation_rules').delete().eq('id', id).select('id');
        expect(gone.data ?? [], who).toEqual([]);
      }
      // An admin's save makes the rule theirs to answer for.
      const { data: updated } = await clients.admin
        .from('automation_rules')
        .update({ enabled: false })
        .eq('id', id)
        .select('saved_by');
      expect(updated).toEqual([{ saved_by: f.users.admin }]);
      // Who saved it and what it ran are not the clients' to write.
      expect(
        (await clients.admin.from('automation_rules').update({ saved_by: f.users.member }).eq('id', id))
          .error,
      ).toMatchObject({ code: '42501' });
      expect(
        (
          await clients.admin
            .from('automation_rule_runs')
            .insert({ rule_id: id, board_id: b.boardId, event_id: id, depth: 1, outcome: 'applied' })
        ).error,
      ).toMatchObject({ code: '42501' });
      expect(
        (await clients.admin.from('automation_rules').delete().eq('id', id).select('id')).data,
      ).toHaveLength(1);
    });

    it('shows runs to the board’s admins only', async () => {
      const b = await ruleBoard();
      const id = await savedRule('admin', {
        board_id: b.boardId,
        name: 'Runs',
        trigger: { type: 'card_moved', list_id: b.listIds[1] },
        actions: [{ type: 'complete' }],
      });
      await moveCard('member', b.cardId, b.listIds[1]!);
      for (const [who, count] of [
        ['admin', 1],
        ['owner', 1],
        ['member', 0],
        ['viewer', 0],
        ['outsider', 0],
      ] as const) {
        const { data } = await clients[who].from('automation_rule_runs').select('id').eq('rule_id', id);
        expect(data, who).toHaveLength(count);
      }
    });

    it('keeps a private board’s rules to those on the board', async () => {
      const b = await ruleBoard();
      await db.query(`update public.boards set visibility = 'private' where id = $1`, [b.boardId]);
      const id = await savedRule('owner', {
        board_id: b.boardId,
        name: 'Hidden',
        trigger: { type: 'card_created' },
        actions: [{ type: 'complete' }],
      });
      for (const who of ['admin', 'member', 'viewer'] as const) {
        const { data } = await clients[who].from('automation_rules').select('id').eq('id', id);
        expect(data, who).toEqual([]);
      }
      // A workspace admin who is not on the private board manages none of its rules.
      expect(
        (
          await saveRule('admin', {
            board_id: b.boardId,
            name: 'X',
            trigger: { type: 'card_completed' },
            actions: [{ type: 'archive' }],
          })
        ).error,
      ).toMatchObject({ code: '42501' });
    });

    it('refuses hostile rules with a typed error, and another board’s lists, labels and people', async () => {
      const b = await ruleBoard();
      const other = await ruleBoard();
      const good = {
        board_id: b.boardId,
        name: 'Hostile',
        trigger: { type: 'card_moved', list_id: b.listIds[1] },
        actions: [{ type: 'complete' }],
      };
      const cases: [Record<string, unknown>, string][] = [
        [{ trigger: { type: 'card_moved', list_id: other.listIds[1] } }, 'trigger'],
        [{ trigger: { type: 'card_moved' } }, 'trigger'],
        [{ trigger: { type: 'card_moved', list_id: "'); drop table public.cards; --" } }, 'trigger'],
        [{ trigger: { type: 'every_second' } }, 'trigger'],
        [{ trigger: { type: 'card_completed', extra: 1 } }, 'trigger'],
        [{ trigger: 'card_completed' }, 'trigger'],
        [{ trigger: [] }, 'trigger'],
        [{ conditions: [{ type: 'has_label', label_id: other.labelId }] }, 'conditions'],
        [{ conditions: [{ type: 'assigned_to', user_id: f.users.outsider }] }, 'conditions'],
        [{ conditions: { type: 'has_label', label_id: b.labelId } }, 'conditions'],
        [{ conditions: ['has_label'] }, 'conditions'],
        [
          { conditions: Array.from({ length: 11 }, () => ({ type: 'has_label', label_id: b.labelId })) },
          'conditions',
        ],
        [{ actions: [] }, 'actions'],
        [{ actions: Array.from({ length: 11 }, () => ({ type: 'complete' })) }, 'actions'],
        [{ actions: [{ type: 'move_to_list', list_id: other.listIds[0] }] }, 'actions'],
        [{ actions: [{ type: 'move_to_list', list_id: b.listIds[0], position: 'middle' }] }, 'actions'],
        [{ actions: [{ type: 'add_label', label_id: other.labelId }] }, 'actions'],
        [{ actions: [{ type: 'assign', user_id: f.users.outsider }] }, 'actions'],
        [{ actions: [{ type: 'set_due', days: -1 }] }, 'actions'],
        [{ actions: [{ type: 'set_due', days: 1.5 }] }, 'actions'],
        [{ actions: [{ type: 'set_due', days: 1e9 }] }, 'actions'],
        [{ actions: [{ type: 'set_due', days: '3' }] }, 'actions'],
        [{ actions: [{ type: 'set_due' }] }, 'actions'],
        [{ actions: [{ type: 'comment', body: '   ' }] }, 'actions'],
        [{ actions: [{ type: 'comment', body: 'x'.repeat(5001) }] }, 'actions'],
        [{ actions: [{ type: 'delete_board' }] }, 'actions'],
        [{ actions: { type: 'complete' } }, 'actions'],
      ];
      for (const [change, field] of cases) {
        const { error } = await saveRule('admin', { ...good, ...change });
        expect(error, JSON.stringify(change).slice(0, 200)).toMatchObject({
          code: 'P0001',
          hint: 'teamboard:validation',
          details: field,
        });
      }
      expect((await saveRule('admin', { ...good, name: ' ' })).error).toMatchObject({ code: '23514' });
      // Changing a saved rule is checked the same way, and a rule stays on its board.
      const id = await savedRule('admin', good);
      const moved = await clients.admin
        .from('automation_rules')
        .update({ actions: [{ type: 'add_label', label_id: other.labelId }] })
        .eq('id', id);
      expect(moved.error).toMatchObject({ hint: 'teamboard:validation', details: 'actions' });
      expect(
        (await clients.admin.from('automation_rules').update({ board_id: other.boardId }).eq('id', id)).error,
      ).toMatchObject({ code: '42501' });
    });

    it('holds a board to its limit of rules', async () => {
      const b = await ruleBoard();
      const limit = (
        await db.query<{ n: number }>(
          `select (private.automation_rule_limits() ->> 'automationRulesPerBoard')::int as n`,
        )
      ).rows[0]!.n;
      await db.query(
        `insert into public.automation_rules (board_id, name, trigger, actions, saved_by)
         select $1, 'Rule ' || i, '{"type": "card_completed"}', '[{"type": "archive"}]', $2
         from generate_series(1, $3::int) i`,
        [b.boardId, f.users.admin, limit],
      );
      const { error } = await saveRule('admin', {
        board_id: b.boardId,
        name: 'One too many',
        trigger: { type: 'card_completed' },
        actions: [{ type: 'archive' }],
      });
      expect(error).toMatchObject({
        code: 'P0001',
        hint: 'teamboard:limit-reached',
        details: 'automationRulesPerBoard',
      });
    });
  });
}
