import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { LIMITS } from '@teamboard/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startBackend, serverVariant, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// move_cards (issue 33, the table's bulk move) through the real supabase-js:
// every card passes move_card's own checks, one bad move leaves every card
// where it was, and malformed or oversized requests are refused before
// anything is touched.
type Who = 'member' | 'viewer' | 'anon';

for (const variant of variants) {
  describe(`move_cards on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let db: LocalSupabase['db'];
    let f: Fixture;
    let foreignCard: string;
    let foreignList: string;
    let secretCard: string;
    const clients = new Map<Who, SupabaseClient>();
    const moveAs = async (who: Who, moves: unknown) => {
      const result = await clients.get(who)!.rpc('move_cards', { moves: moves as never });
      return { data: result.data as { id: string; list_id: string }[] | null, error: result.error };
    };

    const card = async (title: string, listId = f.listIds[0], boardId = f.boardId) =>
      (
        await db.query<{ id: string }>(
          `insert into public.cards (board_id, list_id, title) values ($1, $2, $3) returning id`,
          [boardId, listId, title],
        )
      ).rows[0]!.id;
    const places = async (ids: string[]) =>
      (
        await db.query<{ id: string; list_id: string; position: string }>(
          `select id, list_id, position::text from public.cards where id = any ($1::uuid[]) order by id`,
          [ids],
        )
      ).rows;
    const lastPosition = async (listId: string, except: string[]) =>
      Number(
        (
          await db.query<{ p: string | null }>(
            `select max(position)::text as p from public.cards where list_id = $1 and not (id = any ($2::uuid[]))`,
            [listId, except],
          )
        ).rows[0]!.p ?? 0,
      );

    beforeAll(async () => {
      t = await startBackend(variant);
      db = t.backend.db;
      f = await createFixture(db);
      const other = await createUser(db, `other-${randomUUID()}@example.test`);
      const ws = (
        await db.query<{ id: string }>(
          `insert into public.workspaces (name, slug, created_by) values ('Elsewhere', $1, $2) returning id`,
          [`elsewhere-${randomUUID().slice(0, 8)}`, other],
        )
      ).rows[0]!.id;
      await db.query(
        `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'owner')`,
        [ws, other],
      );
      const board = (
        await db.query<{ id: string }>(
          `insert into public.boards (workspace_id, name) values ($1, 'B') returning id`,
          [ws],
        )
      ).rows[0]!.id;
      foreignList = (
        await db.query<{ id: string }>(
          `insert into public.lists (board_id, name) values ($1, 'L') returning id`,
          [board],
        )
      ).rows[0]!.id;
      foreignCard = await card('Someone else’s card', foreignList, board);
      // A private board of the same workspace the member is not on.
      const secretBoard = (
        await db.query<{ id: string }>(
          `insert into public.boards (workspace_id, name, visibility) values ($1, 'Secret', 'private') returning id`,
          [f.workspaceId],
        )
      ).rows[0]!.id;
      await db.query(`insert into public.board_members (board_id, user_id, role) values ($1, $2, 'admin')`, [
        secretBoard,
        f.users.admin,
      ]);
      const secretList = (
        await db.query<{ id: string }>(
          `insert into public.lists (board_id, name) values ($1, 'S') returning id`,
          [secretBoard],
        )
      ).rows[0]!.id;
      secretCard = await card('Secret card', secretList, secretBoard);
      clients.set('member', await clientFor(t.backend, f.users.member));
      clients.set('viewer', await clientFor(t.backend, f.users.viewer));
      clients.set('anon', await clientFor(t.backend));
    });
    afterAll(async () => t?.stop());

    it('moves every card after the target list’s last card in the given order, or to a given position', async () => {
      const ids = [await card('One'), await card('Two'), await card('Three')];
      const end = await lastPosition(f.listIds[1], ids);
      const { data, error } = await moveAs('member', [
        { card_id: ids[0], list_id: f.listIds[1] },
        { card_id: ids[1], list_id: f.listIds[1], position: null },
        { card_id: ids[2], list_id: f.listIds[0], position: 12.5 },
      ]);
      expect(error).toBeNull();
      expect((data ?? []).map((c) => [c.id, c.list_id])).toEqual([
        [ids[0], f.listIds[1]],
        [ids[1], f.listIds[1]],
        [ids[2], f.listIds[0]],
      ]);
      const after = new Map((await places(ids)).map((c) => [c.id, c]));
      expect(Number(after.get(ids[0]!)!.position)).toBe(end + 1024);
      expect(Number(after.get(ids[1]!)!.position)).toBe(end + 2048);
      expect(Number(after.get(ids[2]!)!.position)).toBe(12.5);
      // An empty request moves nothing and is no error.
      expect(await moveAs('member', [])).toMatchObject({ data: [], error: null });
    });

    it('moves nothing when one move names a card that does not exist', async () => {
      const ids = [await card('Stay 1'), await card('Stay 2')];
      const before = await places(ids);
      const { error } = await moveAs('member', [
        { card_id: ids[0], list_id: f.listIds[1] },
        { card_id: randomUUID(), list_id: f.listIds[1] },
        { card_id: ids[1], list_id: f.listIds[1] },
      ]);
      expect(error).toMatchObject({ hint: 'teamboard:not-found' });
      expect(await places(ids)).toEqual(before);
    });

    it('refuses a viewer and an anonymous caller', async () => {
      const id = await card('Viewer tries');
      const before = await places([id]);
      expect((await moveAs('viewer', [{ card_id: id, list_id: f.listIds[1] }])).error).toMatchObject({
        hint: 'teamboard:forbidden',
      });
      expect((await moveAs('anon', [{ card_id: id, list_id: f.listIds[1] }])).error).not.toBeNull();
      expect(await places([id])).toEqual(before);
    });

    it('refuses cards and lists the caller cannot edit, and lists of another board', async () => {
      const id = await card('Mine');
      const before = await places([id, foreignCard, secretCard]);
      const refused = async (moves: unknown) => (await moveAs('member', moves)).error;
      // Another workspace's card, into the member's own list.
      expect(
        await refused([
          { card_id: id, list_id: f.listIds[1] },
          { card_id: foreignCard, list_id: f.listIds[1] },
        ]),
      ).toMatchObject({ hint: 'teamboard:not-found' });
      // A private board's card the member is not on.
      expect(await refused([{ card_id: secretCard, list_id: f.listIds[1] }])).toMatchObject({
        hint: 'teamboard:not-found',
      });
      // The member's card into another workspace's list.
      expect(await refused([{ card_id: id, list_id: foreignList }])).toMatchObject({
        hint: 'teamboard:validation',
        details: 'list_id',
      });
      // A list that does not exist.
      expect(await refused([{ card_id: id, list_id: randomUUID() }])).toMatchObject({
        hint: 'teamboard:validation',
        details: 'list_id',
      });
      expect(await places([id, foreignCard, secretCard])).toEqual(before);
    });

    it('refuses malformed moves with a validation error naming `moves`, touching nothing', async () => {
      const id = await card('Shapes');
      const before = await places([id]);
      const shapes: unknown[] = [
        { card_id: id, list_id: f.listIds[1] },
        'not a list',
        42,
        [null],
        ['a string'],
        [[id, f.listIds[1]]],
        [{ card_id: id }],
        [{ list_id: f.listIds[1] }],
        [{ card_id: 7, list_id: f.listIds[1] }],
        [{ card_id: id, list_id: 'not-a-uuid' }],
        [{ card_id: id, list_id: f.listIds[1], position: 'first' }],
        [{ card_id: id, list_id: f.listIds[1], board_id: f.boardId }],
        [
          { card_id: id, list_id: f.listIds[1] },
          { card_id: id, list_id: f.listIds[0] },
        ],
      ];
      for (const moves of shapes) {
        const { error } = await moveAs('member', moves);
        expect(error, JSON.stringify(moves)).toMatchObject({
          hint: 'teamboard:validation',
          details: 'moves',
        });
      }
      expect(await places([id])).toEqual(before);
    });

    it('refuses more than LIMITS.cardsPerBulkMove moves with limit-reached', async () => {
      const id = await card('Over the limit');
      const before = await places([id]);
      const moves: { card_id: string; list_id: string }[] = Array.from(
        { length: LIMITS.cardsPerBulkMove + 1 },
        () => ({
          card_id: randomUUID(),
          list_id: f.listIds[1],
        }),
      );
      moves[0] = { card_id: id, list_id: f.listIds[1] };
      const { error } = await moveAs('member', moves);
      expect(error).toMatchObject({ hint: 'teamboard:limit-reached', details: 'cardsPerBulkMove' });
      expect(error?.message).toContain(String(LIMITS.cardsPerBulkMove));
      expect(await places([id])).toEqual(before);
    });

    it('treats SQL-looking strings as data: refused as malformed, the table intact', async () => {
      const id = await card('Bobby');
      const before = await places([id]);
      for (const evil of ["'; drop table public.cards; --", "x' or '1'='1", `${id}'::uuid) or (true`]) {
        for (const moves of [
          [{ card_id: evil, list_id: f.listIds[1] }],
          [{ card_id: id, list_id: evil }],
          [{ card_id: id, list_id: f.listIds[1], [evil]: 1 }],
        ]) {
          expect((await moveAs('member', moves)).error).toMatchObject({
            hint: 'teamboard:validation',
            details: 'moves',
          });
        }
      }
      expect(await places([id])).toEqual(before);
      const count = await db.query<{ n: number }>(`select count(*)::int as n from public.cards`);
      expect(count.rows[0]!.n).toBeGreaterThan(0);
    });
  });
}
