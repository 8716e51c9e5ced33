import { randomUUID } from 'node:crypto';
import { REALTIME_SUBSCRIBE_STATES, type SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startBackend, serverVariant, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// Card dependencies (issue 32) through the real supabase-js against the local
// backend: who may link what, loops refused however long the chain, the card
// nobody may see kept as "a card you cannot see", the open-blocker count kept
// by the database and heard live on the blocked card's board, and done lists.
type Who = 'owner' | 'admin' | 'member' | 'viewer' | 'outsider';

for (const variant of variants) {
  describe(`card dependencies on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let db: LocalSupabase['db'];
    let f: Fixture;
    let secretBoard: string;
    let secretCard: string;
    let foreignCard: string;
    const clients = new Map<Who, SupabaseClient>();
    const client = (who: Who) => clients.get(who)!;

    const card = async (title: string, boardId = f.boardId, listId = f.listIds[0]) =>
      (
        await db.query<{ id: string }>(
          `insert into public.cards (board_id, list_id, title) values ($1, $2, $3) returning id`,
          [boardId, listId, title],
        )
      ).rows[0]!.id;
    const block = (who: Who, blocked: string, blocker: string) =>
      client(who)
        .from('card_dependencies')
        .insert({ blocked_card_id: blocked, blocker_card_id: blocker })
        .select('blocked_card_id');
    const count = async (id: string) =>
      (await db.query<{ n: number }>(`select open_blocker_count as n from public.cards where id = $1`, [id]))
        .rows[0]!.n;
    const activity = async (cardId: string, kind: string) =>
      (
        await db.query<{ payload: Record<string, unknown> }>(
          `select payload from public.activity where card_id = $1 and kind = $2 order by created_at`,
          [cardId, kind],
        )
      ).rows.map((r) => r.payload);

    beforeAll(async () => {
      t = await startBackend(variant);
      db = t.backend.db;
      f = await createFixture(db);
      // A private board only the admin is on (the owner sees every board).
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
      const secretList = (
        await db.query<{ id: string }>(
          `insert into public.lists (board_id, name) values ($1, 'Talks') returning id`,
          [secretBoard],
        )
      ).rows[0]!.id;
      secretCard = await card('Buy the quokka farm', secretBoard, secretList);
      // Another workspace, which the owner has joined too.
      const other = await createUser(db, `other-${randomUUID()}@example.test`);
      const ws = (
        await db.query<{ id: string }>(
          `insert into public.workspaces (name, slug, created_by) values ('Elsewhere', $1, $2) returning id`,
          [`elsewhere-${randomUUID().slice(0, 8)}`, other],
        )
      ).rows[0]!.id;
      await db.query(
        `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'owner'), ($1, $3, 'member')`,
        [ws, other, f.users.owner],
      );
      const board = (
        await db.query<{ id: string }>(
          `insert into public.boards (workspace_id, name) values ($1, 'B') returning id`,
          [ws],
        )
      ).rows[0]!.id;
      const list = (
        await db.query<{ id: string }>(
          `insert into public.lists (board_id, name) values ($1, 'L') returning id`,
          [board],
        )
      ).rows[0]!.id;
      foreignCard = await card('Elsewhere card', board, list);
      for (const who of ['owner', 'admin', 'member', 'viewer', 'outsider'] as const)
        clients.set(who, await clientFor(t.backend, f.users[who]));
    });
    afterAll(async () => {
      for (const c of clients.values()) await c.removeAllChannels();
      await t?.stop();
    });

    it('lets an editor block a card, counts open blockers without touching the card’s version, and records it', async () => {
      const x = await card('Ship the release');
      const y = await card('Write the notes');
      const before = (
        await db.query<{ version: number }>(`select version from public.cards where id = $1`, [x])
      ).rows[0]!.version;
      expect((await block('member', x, y)).error).toBeNull();
      expect(await count(x)).toBe(1);
      const after = (
        await db.query<{ version: number }>(`select version from public.cards where id = $1`, [x])
      ).rows[0]!.version;
      expect(after).toBe(before);
      expect(await activity(x, 'dependency.added')).toEqual([{ blocker_card_id: y }]);
      const loaded: unknown = (await client('viewer').rpc('load_board', { target_board_id: f.boardId })).data;
      const tile = (loaded as { cards: { id: string; open_blocker_count: number }[] }).cards.find(
        (c) => c.id === x,
      );
      expect(tile?.open_blocker_count).toBe(1);
      // Completed, reopened, archived, restored, deleted: the count follows.
      const member = client('member');
      await member.from('cards').update({ completed_at: new Date().toISOString() }).eq('id', y);
      expect(await count(x)).toBe(0);
      await member.from('cards').update({ completed_at: null }).eq('id', y);
      expect(await count(x)).toBe(1);
      await member.from('cards').update({ archived_at: new Date().toISOString() }).eq('id', y);
      expect(await count(x)).toBe(0);
      await member.from('cards').update({ archived_at: null }).eq('id', y);
      expect(await count(x)).toBe(1);
      // Nobody writes the count by hand.
      await member.from('cards').update({ open_blocker_count: 0, title: 'Ship it' }).eq('id', x);
      expect(await count(x)).toBe(1);
      expect((await client('member').from('cards').delete().eq('id', y).select('id')).data).toHaveLength(0);
      await db.query(`delete from public.cards where id = $1`, [y]);
      expect(await count(x)).toBe(0);
      const removed = await member.from('card_dependencies').select('*').eq('blocked_card_id', x);
      expect(removed.data).toEqual([]);
    });

    it('refuses a card blocking itself, a loop of any length, another workspace’s card, and malformed ids', async () => {
      const a = await card('A');
      expect((await block('member', a, a)).error?.details).toBe('dependency_self');
      // A chain of 300: c0 is blocked by c1, which is blocked by c2, …
      const chain = (
        await db.query<{ id: string }>(
          `insert into public.cards (board_id, list_id, title)
           select $1, $2, 'Step ' || i from generate_series(0, 299) i returning id`,
          [f.boardId, f.listIds[0]],
        )
      ).rows.map((r) => r.id);
      await db.query(
        `insert into public.card_dependencies (blocked_card_id, blocker_card_id)
         select ids[i], ids[i + 1] from (select $1::uuid[] as ids) s, generate_series(1, 299) i`,
        [chain],
      );
      const loop = await block('member', chain.at(-1)!, chain[0]!);
      expect(loop.error).toMatchObject({ hint: 'teamboard:conflict', details: 'dependency_cycle' });
      expect((await block('member', chain[1]!, chain[0]!)).error?.details).toBe('dependency_cycle');
      // A loop through a board the member cannot see is still a loop, and says nothing of it.
      const b = await card('B');
      await db.query(
        `insert into public.card_dependencies (blocked_card_id, blocker_card_id) values ($1, $2), ($2, $3)`,
        [secretCard, b, a],
      );
      const hiddenLoop = await client('owner')
        .from('card_dependencies')
        .insert({ blocked_card_id: b, blocker_card_id: secretCard });
      expect(hiddenLoop.error?.details).toBe('dependency_cycle');
      // Not a loop: a fork is fine.
      expect((await block('member', chain[5]!, a)).error).toBeNull();
      expect((await block('owner', a, foreignCard)).error?.details).toBe('dependency_workspace');
      const sql = await client('member')
        .from('card_dependencies')
        .insert({ blocked_card_id: a, blocker_card_id: `'; drop table public.cards; --` });
      expect(sql.error?.code).toBe('22P02');
      const twice = await block('member', chain[5]!, a);
      expect(twice.error?.code).toBe('23505');
      const edited = await client('member')
        .from('card_dependencies')
        .update({ blocker_card_id: b })
        .eq('blocked_card_id', chain[5]!);
      expect(edited.error?.code).toBe('42501');
    });

    it('refuses a 51st blocker of one card, and lets a card block more than 50', async () => {
      const waiting = await card('Waiting');
      const blockers = (
        await db.query<{ id: string }>(
          `insert into public.cards (board_id, list_id, title)
           select $1, $2, 'Blocker ' || i from generate_series(1, 51) i returning id`,
          [f.boardId, f.listIds[0]],
        )
      ).rows.map((r) => r.id);
      await db.query(
        `insert into public.card_dependencies (blocked_card_id, blocker_card_id) select $1, unnest($2::uuid[])`,
        [waiting, blockers.slice(0, 50)],
      );
      const over = await block('member', waiting, blockers[50]!);
      expect(over.error).toMatchObject({ hint: 'teamboard:limit-reached', details: 'blockersPerCard' });
      expect(await count(waiting)).toBe(50);
      // The other way round is not limited: one card blocks all 51.
      const milestone = await card('Milestone');
      await db.query(
        `insert into public.card_dependencies (blocked_card_id, blocker_card_id) select unnest($1::uuid[]), $2`,
        [blockers, milestone],
      );
      expect(await count(blockers[50]!)).toBe(1);
    });

    it('adds and removes links only with edit rights on the blocked card and sight of the blocker', async () => {
      const x = await card('Launch');
      const y = await card('Press kit');
      expect((await block('viewer', x, y)).error?.hint).toBe('teamboard:forbidden');
      expect((await block('outsider', x, y)).error?.hint).toBe('teamboard:not-found');
      // The member cannot see the secret card: "not found", as if it did not exist.
      const unseen = await block('member', x, secretCard);
      expect(unseen.error).toMatchObject({ hint: 'teamboard:not-found', message: 'Card not found.' });
      expect((await block('member', x, randomUUID())).error?.hint).toBe('teamboard:not-found');
      const forged = await client('member')
        .from('card_dependencies')
        .insert({ blocked_card_id: x, blocker_card_id: y, created_by: f.users.owner });
      expect(forged.error?.code).toBe('42501');
      expect((await block('admin', x, secretCard)).error).toBeNull();
      expect((await block('member', x, y)).error).toBeNull();
      // Readers of the blocked card read its links; nobody else does.
      const links = (who: Who) =>
        client(who).from('card_dependencies').select('blocker_card_id').eq('blocked_card_id', x);
      expect((await links('viewer')).data).toHaveLength(2);
      expect((await links('outsider')).data).toEqual([]);
      // The member may not remove the link to the card they cannot see; the admin may.
      const remove = (who: Who, blocker: string) =>
        client(who)
          .from('card_dependencies')
          .delete()
          .eq('blocked_card_id', x)
          .eq('blocker_card_id', blocker)
          .select('blocked_card_id');
      expect((await remove('viewer', y)).data).toEqual([]);
      expect((await remove('member', secretCard)).data).toEqual([]);
      expect((await remove('member', y)).data).toHaveLength(1);
      expect(await activity(x, 'dependency.removed')).toEqual([{ blocker_card_id: y }]);
      expect((await remove('admin', secretCard)).data).toHaveLength(1);
      expect(await count(x)).toBe(0);
    });

    it('lists both directions, a card on a board the caller cannot see only as hidden', async () => {
      const x = await card('Roadmap review');
      const z = await card('Retro');
      await db.query(
        `insert into public.card_dependencies (blocked_card_id, blocker_card_id) values ($1, $2), ($3, $1)`,
        [x, secretCard, z],
      );
      expect(await count(x)).toBe(1);
      const member = await client('member').rpc('list_card_dependencies', { card_id: x });
      expect(member.error).toBeNull();
      expect(member.data).toEqual([
        expect.objectContaining({
          direction: 'blocked_by',
          linked_card_id: null,
          title: null,
          board_id: null,
          board_name: null,
          is_open: true,
          hidden: true,
        }),
        expect.objectContaining({
          direction: 'blocks',
          linked_card_id: z,
          title: 'Retro',
          board_name: 'Roadmap',
          hidden: false,
        }),
      ]);
      expect(JSON.stringify(member.data)).not.toContain('quokka');
      const admin = await client('admin').rpc('list_card_dependencies', { card_id: x });
      expect((admin.data as unknown[] | null)?.[0]).toMatchObject({
        linked_card_id: secretCard,
        title: 'Buy the quokka farm',
        board_name: 'Acquisition',
        hidden: false,
      });
      // The secret card's own links are not the member's to list.
      const refused = await client('member').rpc('list_card_dependencies', { card_id: secretCard });
      expect(refused.error?.hint).toBe('teamboard:not-found');
      expect((await client('outsider').rpc('list_card_dependencies', { card_id: x })).error?.hint).toBe(
        'teamboard:not-found',
      );
    });

    it('tells the blocked card’s board live when a blocker on another board is completed', async () => {
      const x = await card('Sign the lease');
      await db.query(
        `insert into public.card_dependencies (blocked_card_id, blocker_card_id) values ($1, $2)`,
        [x, secretCard],
      );
      const counts: number[] = [];
      const channel = client('viewer')
        .channel(`cards-${randomUUID()}`)
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'cards', filter: `board_id=eq.${f.boardId}` },
          (change) => {
            const row = change.new as { id: string; open_blocker_count: number };
            if (row.id === x) counts.push(row.open_blocker_count);
          },
        );
      await new Promise<void>((resolve, reject) =>
        channel.subscribe((state, error) =>
          state === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED
            ? resolve()
            : state !== REALTIME_SUBSCRIBE_STATES.CLOSED && reject(error ?? new Error(state)),
        ),
      );
      const done = await client('admin')
        .from('cards')
        .update({ completed_at: new Date().toISOString() })
        .eq('id', secretCard)
        .select('id');
      expect(done.data).toHaveLength(1);
      // The link's own recount (to 1) may arrive first on a server's replication stream.
      await expect.poll(() => counts.at(-1)).toBe(0);
      await client('viewer').removeChannel(channel);
      await db.query(`update public.cards set completed_at = null where id = $1`, [secretCard]);
    });

    it('keeps a blocked card out of a done list unless confirmed, or always when the board refuses', async () => {
      const [todo, done] = f.listIds;
      expect(
        (await client('member').from('lists').update({ is_done: true }).eq('id', done).select('id')).error
          ?.details,
      ).toBe('not_board_admin');
      expect(
        (await client('admin').from('lists').update({ is_done: true }).eq('id', done).select('id')).error,
      ).toBeNull();
      const x = await card('Blocked one');
      const y = await card('Blocker');
      await block('member', x, y);
      const move = (moveBlocked?: boolean) =>
        client('member').rpc('move_card', {
          card_id: x,
          list_id: done,
          ...(moveBlocked === undefined ? {} : { move_blocked: moveBlocked }),
        });
      expect((await move()).error).toMatchObject({ hint: 'teamboard:conflict', details: 'card_blocked' });
      const plain = await client('member').from('cards').update({ list_id: done }).eq('id', x).select('id');
      expect(plain.error?.details).toBe('card_blocked');
      expect((await move(true)).error).toBeNull();
      expect(await activity(x, 'card.moved_blocked')).toEqual([{ to_list_id: done, open_blockers: 1 }]);
      // The override was for that move only.
      const z = await card('Another blocked');
      await block('member', z, y);
      expect(
        (await client('member').from('cards').update({ list_id: done }).eq('id', z)).error?.details,
      ).toBe('card_blocked');
      expect(
        (
          await client('member')
            .from('boards')
            .update({ blocked_move: 'refuse' })
            .eq('id', f.boardId)
            .select('id')
        ).data,
      ).toEqual([]);
      await client('admin').from('boards').update({ blocked_move: 'refuse' }).eq('id', f.boardId);
      expect(
        (await client('member').rpc('move_card', { card_id: z, list_id: done, move_blocked: true })).error
          ?.details,
      ).toBe('card_blocked');
      // Unblocked, it moves; moves that are not into a done list never ask.
      expect((await client('member').rpc('move_card', { card_id: x, list_id: todo })).error).toBeNull();
      await client('member').from('cards').update({ completed_at: new Date().toISOString() }).eq('id', y);
      expect((await client('member').rpc('move_card', { card_id: z, list_id: done })).error).toBeNull();
      await client('admin').from('boards').update({ blocked_move: 'confirm' }).eq('id', f.boardId);
    });
  });
}
