import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, startBackend, serverVariant, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// The event stream (issue 34): the `events` view over the activity table, read
// through the real supabase-js. An event exists exactly when its change
// committed, has the documented version-1 shape, and is read only by those who
// see its board.
for (const variant of variants) {
  describe(`event stream on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let db: LocalSupabase['db'];
    let f: Fixture;
    let secretBoard: string;
    let secretCard: string;
    const clients = new Map<'admin' | 'member' | 'outsider', SupabaseClient>();

    beforeAll(async () => {
      t = await startBackend(variant);
      db = t.backend.db;
      f = await createFixture(db);
      // A private board only the admin is on.
      secretBoard = (
        await db.query<{ id: string }>(
          `insert into public.boards (workspace_id, name, visibility) values ($1, 'Acquisition', 'private') returning id`,
          [f.workspaceId],
        )
      ).rows[0]!.id;
      await db.query(`insert into public.board_members (board_id, user_id, role) values ($1, $2, 'admin')`, [
        secretBoard,
        f.users.admin,
      ]);
      const list = (
        await db.query<{ id: string }>(
          `insert into public.lists (board_id, name) values ($1, 'Talks') returning id`,
          [secretBoard],
        )
      ).rows[0]!.id;
      secretCard = (
        await db.query<{ id: string }>(
          `insert into public.cards (board_id, list_id, title) values ($1, $2, 'Buy the farm') returning id`,
          [secretBoard, list],
        )
      ).rows[0]!.id;
      for (const who of ['admin', 'member', 'outsider'] as const)
        clients.set(who, await clientFor(t.backend, f.users[who]));
    });
    afterAll(async () => t?.stop());

    it('turns a card move into a version-1 event with its actor and details', async () => {
      const member = clients.get('member')!;
      expect(
        (await member.from('cards').update({ list_id: f.listIds[1] }).eq('id', f.cardId)).error,
      ).toBeNull();
      const { data, error } = await member
        .from('events')
        .select('*')
        .eq('card_id', f.cardId)
        .eq('type', 'card.moved');
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
      const [event] = data as { id: string; occurred_at: string }[];
      expect(new Date(event!.occurred_at).getTime()).not.toBeNaN();
      expect(event).toEqual({
        id: event!.id,
        type: 'card.moved',
        version: 1,
        occurred_at: event!.occurred_at,
        workspace_id: f.workspaceId,
        board_id: f.boardId,
        card_id: f.cardId,
        actor: { type: 'user', id: f.users.member },
        data: {
          from_list_id: f.listIds[0],
          to_list_id: f.listIds[1],
          from_list_name: 'Todo',
          to_list_name: 'Done',
        },
      });
    });

    it('has no event for a change that rolled back', async () => {
      const title = 'Never saved';
      await expect(
        as(db, { userId: f.users.member }, async (tx) => {
          await tx.query(`update public.cards set title = $1 where id = $2`, [title, f.cardId]);
          const { rows } = await tx.query(
            `select 1 from public.events where card_id = $1 and data->>'title' = $2`,
            [f.cardId, title],
          );
          expect(rows).toHaveLength(1);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      const { rows } = await db.query(
        `select 1 from public.events where card_id = $1 and data->>'title' = $2`,
        [f.cardId, title],
      );
      expect(rows).toEqual([]);
    });

    it('shows a private board’s events only to those on the board', async () => {
      const read = async (who: 'admin' | 'member' | 'outsider') =>
        (await clients.get(who)!.from('events').select('id').eq('card_id', secretCard)).data;
      expect(await read('admin')).toHaveLength(1);
      expect(await read('member')).toEqual([]);
      expect(await read('outsider')).toEqual([]);
      // Workspace events go to members only.
      const joined = async (who: 'member' | 'outsider') =>
        (
          await clients
            .get(who)!
            .from('events')
            .select('id')
            .eq('workspace_id', f.workspaceId)
            .eq('type', 'member.joined')
        ).data;
      expect(await joined('member')).toHaveLength(4);
      expect(await joined('outsider')).toEqual([]);
    });

    it('cannot be written through the API', async () => {
      const { error } = await clients
        .get('admin')!
        .from('events')
        .insert({ type: 'card.created', workspace_id: f.workspaceId });
      expect(error).not.toBeNull();
    });
  });
}
