import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverVariant, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, ROLES, type Fixture } from './support/fixture';

interface BoardRow {
  id: string;
  workspace_id: string;
  name: string;
  description: string;
  is_template: boolean;
}

for (const variant of variants) {
  describe(`duplicate_board and templates on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    const clients = {} as Record<(typeof ROLES)[number] | 'outsider', SupabaseClient>;

    const count = async (sql: string, params: unknown[]): Promise<number> => {
      const { rows } = await t.backend.db.query<{ n: number }>(
        `select count(*)::int as n from (${sql}) x`,
        params,
      );
      return rows[0]!.n;
    };
    const duplicate = async (client: SupabaseClient, args: Record<string, unknown>) => {
      const result = await client.rpc('duplicate_board', { board_id: f.boardId, name: 'Copy', ...args });
      return { data: result.data as BoardRow | null, error: result.error };
    };

    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
      for (const role of [...ROLES, 'outsider'] as const)
        clients[role] = await clientFor(t.backend, f.users[role]);
      const db = t.backend.db;
      await db.query(
        `update public.boards set description = 'Quarterly plan', is_template = true where id = $1`,
        [f.boardId],
      );
      await db.query(`update public.lists set wip_limit = 3 where id = $1`, [f.listIds[0]]);
      await db.query(`insert into public.labels (board_id, name, color) values ($1, 'Unused', 'teal')`, [
        f.boardId,
      ]);
      await db.query(
        `update public.cards set description = 'Do it', due_at = '2030-01-02T03:04:05Z' where id = $1`,
        [f.cardId],
      );
      await db.query(`insert into public.card_labels (card_id, label_id) values ($1, $2)`, [
        f.cardId,
        f.labelId,
      ]);
      await db.query(
        `insert into public.checklist_items (card_id, body, done, position) values ($1, 'Step one', true, 1), ($1, 'Step two', false, 2)`,
        [f.cardId],
      );
      await db.query(`insert into public.card_assignees (card_id, user_id) values ($1, $2)`, [
        f.cardId,
        f.users.member,
      ]);
      await db.query(`insert into public.comments (card_id, author_id, body) values ($1, $2, 'a comment')`, [
        f.cardId,
        f.users.member,
      ]);
      await db.query(
        `insert into public.cards (board_id, list_id, title, position) values ($1, $2, 'Second', 2048)`,
        [f.boardId, f.listIds[1]],
      );
      await db.query(
        `insert into public.cards (board_id, list_id, title, archived_at) values ($1, $2, 'Archived card', now())`,
        [f.boardId, f.listIds[0]],
      );
      const archived = await db.query<{ id: string }>(
        `insert into public.lists (board_id, name, archived_at) values ($1, 'Old list', now()) returning id`,
        [f.boardId],
      );
      await db.query(
        `insert into public.cards (board_id, list_id, title) values ($1, $2, 'On an archived list')`,
        [f.boardId, archived.rows[0]!.id],
      );
    });
    afterAll(async () => t?.stop());

    it('copies lists and labels, and no cards, when asked without them', async () => {
      const { data, error } = await duplicate(clients.admin, { name: '  Empty copy  ', with_cards: false });
      expect(error).toBeNull();
      const copy = data!;
      expect(copy).toMatchObject({
        workspace_id: f.workspaceId,
        name: 'Empty copy',
        description: 'Quarterly plan',
        is_template: false,
      });
      const { rows: lists } = await t.backend.db.query(
        `select name, wip_limit from public.lists where board_id = $1 order by position`,
        [copy.id],
      );
      expect(lists).toEqual([
        { name: 'Todo', wip_limit: 3 },
        { name: 'Done', wip_limit: null },
      ]);
      const { rows: labels } = await t.backend.db.query(
        `select name, color from public.labels where board_id = $1 order by name`,
        [copy.id],
      );
      expect(labels).toEqual([
        { name: 'Bug', color: 'red' },
        { name: 'Unused', color: 'teal' },
      ]);
      expect(await count(`select 1 from public.cards where board_id = $1`, [copy.id])).toBe(0);
    });

    it('copies active cards with their labels and checklist, not comments, assignees or archived ones', async () => {
      const { data, error } = await duplicate(clients.owner, { name: 'Full copy', with_cards: true });
      expect(error).toBeNull();
      const copy = data!;
      const { rows: cards } = await t.backend.db.query<{ id: string; title: string; list: string }>(
        `select c.id, c.title, c.description, c.due_at, l.name as list
         from public.cards c join public.lists l on l.id = c.list_id
         where c.board_id = $1 order by l.position, c.position`,
        [copy.id],
      );
      expect(cards.map((c) => [c.list, c.title])).toEqual([
        ['Todo', 'First card'],
        ['Done', 'Second'],
      ]);
      expect(cards[0]).toMatchObject({ description: 'Do it' });
      const first = cards[0]!.id;
      expect(first).not.toBe(f.cardId);
      const { rows: items } = await t.backend.db.query(
        `select body, done from public.checklist_items where card_id = $1 order by position`,
        [first],
      );
      expect(items).toEqual([
        { body: 'Step one', done: true },
        { body: 'Step two', done: false },
      ]);
      const { rows: labels } = await t.backend.db.query(
        `select l.board_id, l.name from public.card_labels cl join public.labels l on l.id = cl.label_id where cl.card_id = $1`,
        [first],
      );
      expect(labels).toEqual([{ board_id: copy.id, name: 'Bug' }]);
      expect(await count(`select 1 from public.comments where card_id = $1`, [first])).toBe(0);
      expect(await count(`select 1 from public.card_assignees where card_id = $1`, [first])).toBe(0);
      // The original is untouched.
      expect(await count(`select 1 from public.cards where board_id = $1`, [f.boardId])).toBe(4);
      expect(await count(`select 1 from public.card_labels where card_id = $1`, [f.cardId])).toBe(1);
    });

    it('refuses members and viewers, and non-members learn nothing', async () => {
      const before = await count(`select 1 from public.boards where workspace_id = $1`, [f.workspaceId]);
      for (const role of ['member', 'viewer'] as const) {
        const { error } = await duplicate(clients[role], { with_cards: true });
        expect(error, role).toMatchObject({ code: '42501', hint: 'teamboard:forbidden' });
      }
      const other = await createFixture(t.backend.db);
      for (const client of [clients.outsider, await clientFor(t.backend, other.users.owner)]) {
        const { error } = await duplicate(client, { with_cards: true });
        expect(error).toMatchObject({ hint: 'teamboard:not-found' });
      }
      const anon = await clientFor(t.backend);
      expect((await duplicate(anon, {})).error).not.toBeNull();
      expect(await count(`select 1 from public.boards where workspace_id = $1`, [f.workspaceId])).toBe(
        before,
      );
    });

    it('refuses a bad name or a hostile id and creates nothing', async () => {
      const before = await count(`select 1 from public.boards where workspace_id = $1`, [f.workspaceId]);
      for (const name of ['', '   ', 'x'.repeat(81), null]) {
        const { error } = await duplicate(clients.owner, { name, with_cards: true });
        expect(error, String(name)).not.toBeNull();
      }
      const hostileName = "'); delete from public.boards; --";
      const { data, error } = await duplicate(clients.owner, { name: hostileName });
      expect(error).toBeNull();
      expect(data!.name).toBe(hostileName);
      for (const board_id of ["' or 1=1 --", '00000000-0000-0000-0000-000000000000']) {
        const res = await clients.owner.rpc('duplicate_board', { board_id, name: 'x' });
        expect(res.error).not.toBeNull();
      }
      expect(await count(`select 1 from public.boards where workspace_id = $1`, [f.workspaceId])).toBe(
        before + 1,
      );
    });

    it('is refused whole at the boards-per-workspace limit', async () => {
      const existing = await count(`select 1 from public.boards where workspace_id = $1`, [f.workspaceId]);
      await t.backend.db.query(
        `insert into public.boards (workspace_id, name) select $1, 'Filler ' || g from generate_series(1, $2::int) g`,
        [f.workspaceId, 100 - existing],
      );
      const { error } = await duplicate(clients.owner, { with_cards: true });
      expect(error).toMatchObject({ hint: 'teamboard:limit-reached', details: 'boardsPerWorkspace' });
      expect(await count(`select 1 from public.boards where workspace_id = $1`, [f.workspaceId])).toBe(100);
      await t.backend.db.query(`delete from public.boards where workspace_id = $1 and name like 'Filler %'`, [
        f.workspaceId,
      ]);
    });

    it('is refused whole when a card copy goes over a limit, leaving no board behind', async () => {
      // A label limit hit half-way stands for any §9 limit the copy's inserts meet.
      await t.backend.db.query(`alter table public.checklist_items disable trigger user`);
      try {
        await t.backend.db.query(
          `insert into public.checklist_items (card_id, checklist_id, body, position)
           select $1, (select l.id from public.checklists l where l.card_id = $1 limit 1), 'Item ' || g, 100 + g
           from generate_series(1, 99) g`,
          [f.cardId],
        );
      } finally {
        await t.backend.db.query(`alter table public.checklist_items enable trigger user`);
      }
      const before = await count(`select 1 from public.boards where workspace_id = $1`, [f.workspaceId]);
      const { error } = await duplicate(clients.owner, { name: 'Too big', with_cards: true });
      expect(error).toMatchObject({ hint: 'teamboard:limit-reached' });
      expect(await count(`select 1 from public.boards where workspace_id = $1`, [f.workspaceId])).toBe(
        before,
      );
      expect(await count(`select 1 from public.boards where name = 'Too big'`, [])).toBe(0);
      await t.backend.db.query(
        `delete from public.checklist_items where card_id = $1 and body like 'Item %'`,
        [f.cardId],
      );
    });

    it('lets owners and admins mark a template, and not members or viewers', async () => {
      for (const role of ['owner', 'admin'] as const) {
        const { data, error } = await clients[role]
          .from('boards')
          .update({ is_template: role === 'admin' })
          .eq('id', f.boardId)
          .select('is_template');
        expect(error).toBeNull();
        expect(data).toEqual([{ is_template: role === 'admin' }]);
      }
      for (const role of ['member', 'viewer'] as const) {
        const { data } = await clients[role]
          .from('boards')
          .update({ is_template: false })
          .eq('id', f.boardId)
          .select();
        expect(data, role).toEqual([]);
      }
      const { rows } = await t.backend.db.query(`select is_template from public.boards where id = $1`, [
        f.boardId,
      ]);
      expect(rows).toEqual([{ is_template: true }]);
    });
  });
}
