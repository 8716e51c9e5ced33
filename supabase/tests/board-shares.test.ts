import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverVariant, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, ROLES, type Fixture } from './support/fixture';

interface SharedBoard {
  board: Record<string, unknown>;
  lists: Record<string, unknown>[];
  labels: Record<string, unknown>[];
  cards: (Record<string, unknown> & { checklist: Record<string, unknown>[] })[];
}

for (const variant of variants) {
  describe(`board share links on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    let anon: SupabaseClient;
    const clients = {} as Record<(typeof ROLES)[number] | 'outsider', SupabaseClient>;

    const createShare = async (client: SupabaseClient, boardId = f.boardId) => {
      const result = await client.rpc('create_board_share', { board_id: boardId });
      return { data: result.data as string | null, error: result.error };
    };
    const shared = async (client: SupabaseClient, token: string): Promise<SharedBoard | null> => {
      const result = await client.rpc('shared_board', { token });
      expect(result.error).toBeNull();
      return result.data as SharedBoard | null;
    };
    const newLink = async (): Promise<string> => {
      const { data, error } = await createShare(clients.owner);
      expect(error).toBeNull();
      return data!;
    };

    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
      anon = await clientFor(t.backend);
      for (const role of [...ROLES, 'outsider'] as const)
        clients[role] = await clientFor(t.backend, f.users[role]);
      // Everything a member sees that a link must not show.
      const db = t.backend.db;
      await db.query(
        `update public.cards set description = 'Public notes', due_at = '2030-01-02T03:04:05Z' where id = $1`,
        [f.cardId],
      );
      await db.query(`insert into public.card_labels (card_id, label_id) values ($1, $2)`, [
        f.cardId,
        f.labelId,
      ]);
      await db.query(
        `insert into public.checklist_items (card_id, body, done, position) values ($1, 'Step one', true, 1)`,
        [f.cardId],
      );
      await db.query(`insert into public.card_assignees (card_id, user_id) values ($1, $2)`, [
        f.cardId,
        f.users.member,
      ]);
      await db.query(
        `insert into public.comments (card_id, author_id, body) values ($1, $2, 'secret-comment')`,
        [f.cardId, f.users.member],
      );
      await db.query(
        `insert into public.cards (board_id, list_id, title, archived_at) values ($1, $2, 'secret-archived-card', now())`,
        [f.boardId, f.listIds[0]],
      );
    });
    afterAll(async () => t?.stop());

    it('lets owners and admins create a link and shows anon only lists, cards, labels and checklists', async () => {
      const { data: adminToken, error } = await createShare(clients.admin);
      expect(error).toBeNull();
      expect(adminToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const token = await newLink();
      const board = await shared(anon, token);
      expect(board).not.toBeNull();
      expect(Object.keys(board!).sort()).toEqual(['board', 'cards', 'labels', 'lists']);
      expect(board!.board).toEqual({ id: f.boardId, name: 'Roadmap', description: '' });
      expect(board!.lists.map((l) => l.name)).toEqual(['Todo', 'Done']);
      expect(Object.keys(board!.lists[0]!).sort()).toEqual(['id', 'name', 'position']);
      expect(board!.labels).toEqual([{ id: f.labelId, name: 'Bug', color: 'red' }]);
      expect(board!.cards).toHaveLength(1);
      const [card] = board!.cards;
      expect(Object.keys(card!).sort()).toEqual(
        [
          'checklist',
          'completed_at',
          'description',
          'due_at',
          'start_at',
          'id',
          'label_ids',
          'list_id',
          'position',
          'title',
        ].sort(),
      );
      expect(card).toMatchObject({
        id: f.cardId,
        title: 'First card',
        description: 'Public notes',
        label_ids: [f.labelId],
      });
      expect(card!.checklist).toMatchObject([{ body: 'Step one', done: true }]);
      const text = JSON.stringify(board);
      for (const secret of [
        'secret-comment',
        'secret-archived-card',
        f.workspaceId,
        f.users.member,
        f.emails.owner,
        '@',
      ]) {
        expect(text).not.toContain(secret);
      }
    });

    it('keeps mentions as mentions of nobody: never the mentioned person’s id', async () => {
      const db = t.backend.db;
      const mention = `@[Mia Member](${f.users.member})`;
      await db.query(`update public.boards set description = $2 where id = $1`, [
        f.boardId,
        `Ask ${mention}`,
      ]);
      await db.query(`update public.cards set description = $2 where id = $1`, [f.cardId, `For ${mention}.`]);
      await db.query(`update public.checklist_items set body = $2 where card_id = $1`, [
        f.cardId,
        `Tell ${mention}`,
      ]);
      try {
        const board = await shared(anon, await newLink());
        const nobody = '@[Mia Member](00000000-0000-0000-0000-000000000000)';
        expect(board!.board.description).toBe(`Ask ${nobody}`);
        expect(board!.cards[0]).toMatchObject({ description: `For ${nobody}.` });
        expect(board!.cards[0]!.checklist).toMatchObject([{ body: `Tell ${nobody}` }]);
        expect(JSON.stringify(board)).not.toContain(f.users.member);
      } finally {
        await db.query(`update public.boards set description = '' where id = $1`, [f.boardId]);
        await db.query(`update public.cards set description = 'Public notes' where id = $1`, [f.cardId]);
        await db.query(`update public.checklist_items set body = 'Step one' where card_id = $1`, [f.cardId]);
      }
    });

    it('keeps one active link per board: a new link ends the previous one', async () => {
      const first = await newLink();
      const second = await newLink();
      expect(await shared(anon, first)).toBeNull();
      expect(await shared(anon, second)).not.toBeNull();
      const { rows } = await t.backend.db.query(
        `select 1 from public.board_shares where board_id = $1 and revoked_at is null`,
        [f.boardId],
      );
      expect(rows).toHaveLength(1);
    });

    it('stores only the hash of the token', async () => {
      const token = await newLink();
      const { rows } = await t.backend.db.query<{ token_hash: string }>(
        `select token_hash from public.board_shares where board_id = $1 and revoked_at is null`,
        [f.boardId],
      );
      expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.token_hash).not.toContain(token);
    });

    it('shows nothing once the link is revoked, at once', async () => {
      const token = await newLink();
      expect(await shared(anon, token)).not.toBeNull();
      const revoked = await clients.admin.rpc('revoke_board_share', { board_id: f.boardId });
      expect(revoked.error).toBeNull();
      expect(revoked.data).toBe(true);
      expect(await shared(anon, token)).toBeNull();
      expect(await shared(clients.owner, token)).toBeNull();
      const again = await clients.owner.rpc('revoke_board_share', { board_id: f.boardId });
      expect(again.data).toBe(false);
    });

    it('shows nothing for an unknown, hostile or over-long token, or a link of an archived board', async () => {
      const known = await newLink();
      const { rows } = await t.backend.db.query<{ token_hash: string }>(
        `select token_hash from public.board_shares where board_id = $1 and revoked_at is null`,
        [f.boardId],
      );
      const hostile = [
        '',
        ' ',
        rows[0]!.token_hash,
        `${known} `,
        known.toUpperCase(),
        "' or 1=1 --",
        "'; update public.board_shares set revoked_at = null; --",
        '%',
        '../../etc/passwd',
        '😀'.repeat(50),
        'a'.repeat(257),
        'a'.repeat(100_000),
      ];
      for (const token of hostile) expect(await shared(anon, token)).toBeNull();
      expect(await shared(anon, known)).not.toBeNull();
      await t.backend.db.query(`update public.boards set archived_at = now() where id = $1`, [f.boardId]);
      try {
        expect(await shared(anon, known)).toBeNull();
      } finally {
        await t.backend.db.query(`update public.boards set archived_at = null where id = $1`, [f.boardId]);
      }
    });

    it('refuses members, viewers and other workspaces, and anon', async () => {
      for (const role of ['member', 'viewer'] as const) {
        for (const fn of ['create_board_share', 'revoke_board_share']) {
          const { error } = await clients[role].rpc(fn, { board_id: f.boardId });
          expect(error, `${role} ${fn}`).toMatchObject({ code: '42501', hint: 'teamboard:forbidden' });
        }
      }
      // The owner of another workspace administers nothing here.
      const other = await createFixture(t.backend.db);
      const stranger = await clientFor(t.backend, other.users.owner);
      for (const client of [clients.outsider, stranger]) {
        for (const fn of ['create_board_share', 'revoke_board_share']) {
          const { error } = await client.rpc(fn, { board_id: f.boardId });
          expect(error).toMatchObject({ hint: 'teamboard:not-found' });
        }
      }
      for (const fn of ['create_board_share', 'revoke_board_share']) {
        const { error } = await anon.rpc(fn, { board_id: f.boardId });
        expect(error, `anon ${fn}`).not.toBeNull();
      }
      for (const boardId of ["' or 1=1 --", 'not-a-uuid']) {
        const { error } = await clients.owner.rpc('create_board_share', { board_id: boardId });
        expect(error).not.toBeNull();
      }
    });

    it('lets owners and admins read when links were made, never their hash; others read nothing', async () => {
      await newLink();
      const listed = await clients.admin
        .from('board_shares')
        .select('id, board_id, created_by, created_at, revoked_at')
        .eq('board_id', f.boardId);
      expect(listed.error).toBeNull();
      expect(listed.data!.length).toBeGreaterThan(0);
      const hash = await clients.owner.from('board_shares').select('token_hash');
      expect(hash.error).not.toBeNull();
      for (const role of ['member', 'viewer', 'outsider'] as const) {
        const { data } = await clients[role].from('board_shares').select('id');
        expect(data, role).toEqual([]);
      }
      const anonRead = await anon.from('board_shares').select('id');
      expect(anonRead.data ?? []).toEqual([]);
      const write = await clients.owner
        .from('board_shares')
        .insert({ board_id: f.boardId, token_hash: 'a'.repeat(64) });
      expect(write.error).not.toBeNull();
    });
  });
}
