import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, type BoardFixture } from '../../test/storage-board';
import { rejection, signedInClients, type SignedInClient } from '../../test/data-fixture';
import { startBackend } from '../../test/local-backend';
import { listCards } from '../cards/list-cards';
import { listCardsPage } from '../cards/list-cards-page';
import { listComments } from '../comments/list-comments';
import { listCommentsPage } from '../comments/list-comments-page';
import { encodeCursor, paginate, type Page } from './paging';

let backend: LocalSupabase;
let member: SignedInClient;
let outsider: SignedInClient;
let board: BoardFixture;
let other: BoardFixture;

const CARDS_PER_LIST = 13;
const COMMENTS = 12;

beforeAll(async () => {
  backend = await startBackend();
  [member, outsider] = await signedInClients(backend, ['member', 'outsider']);
  board = await createBoard(backend, [[member, 'member']]);
  other = await createBoard(backend, [[member, 'member']]);
  // Two lists of 13 cards (plus the fixture's one) with repeated positions, so the
  // order needs every part of its key: list, position, id. Three archived cards.
  await backend.db.query(
    `insert into public.cards (board_id, list_id, title, position, archived_at)
     select $1, l.list_id, 'Card ' || l.n || '-' || g, (g % 5) + 1, case when g > $3 - 3 then now() end
     from (values ($2::uuid, 'a'), ($4::uuid, 'b')) as l(list_id, n), generate_series(1, $3) as g`,
    [board.boardId, board.listIds[0], CARDS_PER_LIST, board.listIds[1]],
  );
  // One statement: every comment has the same created_at, so id alone breaks the ties.
  await backend.db.query(
    `insert into public.comments (card_id, author_id, body)
     select $1, $2, 'Comment ' || g from generate_series(1, $3) as g`,
    [board.cardId, member.userId, COMMENTS],
  );
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

async function allPages<T>(load: (cursor: string | undefined) => Promise<Page<T>>): Promise<Page<T>[]> {
  const pages: Page<T>[] = [];
  let cursor: string | undefined;
  do {
    const page = await load(cursor);
    pages.push(page);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return pages;
}

describe('listCardsPage', () => {
  it('pages through more cards than one page holds, in listCards order, each card once', async () => {
    const whole = (await listCards(member.client, board.boardId)).map((card) => card.id);
    expect(whole).toHaveLength(1 + 2 * (CARDS_PER_LIST - 3));
    const pages = await allPages((cursor) =>
      listCardsPage(member.client, board.boardId, { limit: 7, cursor }),
    );
    expect(pages.map((page) => page.items.length)).toEqual([7, 7, 7]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(pages.flatMap((page) => page.items.map((card) => card.id))).toEqual(whole);
    const first = pages[0]?.items[0];
    expect(first).toMatchObject({ board_id: board.boardId, assignee_ids: [], label_ids: [] });
    expect(typeof first?.comment_count).toBe('number');
  });

  it('pages the archived cards on their own; the last page says so with a null cursor', async () => {
    const archived = (await listCards(member.client, board.boardId, { archived: true })).map((c) => c.id);
    expect(archived).toHaveLength(6);
    const pages = await allPages((cursor) =>
      listCardsPage(member.client, board.boardId, { archived: true, limit: 4, cursor }),
    );
    expect(pages.map((page) => page.items.length)).toEqual([4, 2]);
    expect(pages.flatMap((page) => page.items.map((card) => card.id))).toEqual(archived);
  });

  it('a page boundary stays put when cards are added before it', async () => {
    const first = await listCardsPage(member.client, board.boardId, { limit: 5 });
    const rest = await allPages((cursor) =>
      listCardsPage(member.client, board.boardId, { limit: 50, cursor: cursor ?? first.nextCursor }),
    );
    const before = [...first.items, ...rest.flatMap((p) => p.items)].map((c) => c.id);
    // A card inserted at the very start of the order lands before the boundary: the next page is unchanged.
    await backend.db.query(
      `insert into public.cards (board_id, list_id, title, position) values ($1, $2, 'Early', -1000)`,
      [board.boardId, board.listIds[0] < board.listIds[1] ? board.listIds[0] : board.listIds[1]],
    );
    const again = await listCardsPage(member.client, board.boardId, { limit: 50, cursor: first.nextCursor });
    expect(again.items.map((c) => c.id)).toEqual(before.slice(5));
    await backend.db.query(`delete from public.cards where board_id = $1 and title = 'Early'`, [
      board.boardId,
    ]);
  });

  it('paginate() iterates every card across pages', async () => {
    const seen: string[] = [];
    for await (const card of paginate((cursor) =>
      listCardsPage(member.client, board.boardId, { limit: 3, cursor }),
    )) {
      seen.push(card.id);
    }
    expect(seen).toEqual((await listCards(member.client, board.boardId)).map((card) => card.id));
  });

  it('a board the caller cannot see is one empty last page', async () => {
    expect(await listCardsPage(outsider.client, board.boardId, { limit: 5 })).toEqual({
      items: [],
      nextCursor: null,
    });
  });
});

describe('listCommentsPage', () => {
  it('pages comments written in one transaction by id, in listComments order', async () => {
    const whole = (await listComments(member.client, board.cardId)).map((comment) => comment.id);
    expect(whole).toHaveLength(COMMENTS);
    const pages = await allPages((cursor) =>
      listCommentsPage(member.client, board.cardId, { limit: 5, cursor }),
    );
    expect(pages.map((page) => page.items.length)).toEqual([5, 5, 2]);
    expect(pages.flatMap((page) => page.items.map((comment) => comment.id))).toEqual(whole);
    expect(pages[0]?.items[0]).toMatchObject({ deleted: false, author_id: member.userId });
  });
});

describe('hostile cursors and limits', () => {
  const garbage = [
    '',
    'not a cursor',
    '%%%',
    'x'.repeat(1001),
    btoa('{"v":1'),
    btoa(JSON.stringify({ v: 2, s: 'x', k: [] })),
    encodeCursor('cards:00000000-0000-4000-8000-000000000000:active', [
      "'); drop table public.cards; --",
      1,
      'x',
    ]),
  ];

  it('refuses garbage, altered and injected cursors with validation, before any request', async () => {
    for (const cursor of garbage) {
      const before = member.requests.length;
      const error = await rejection(listCardsPage(member.client, board.boardId, { cursor }));
      expect(error).toMatchObject({ code: 'validation' });
      expect(error.issues.map((issue) => issue.path)).toEqual([['cursor']]);
      expect(member.requests.length).toBe(before);
    }
    const { rows } = await backend.db.query(`select count(*) as n from public.cards where board_id = $1`, [
      board.boardId,
    ]);
    expect(Number((rows[0] as { n: string }).n)).toBe(1 + 2 * CARDS_PER_LIST);
  });

  it("refuses another board's, another list kind's, and the other filter's cursor", async () => {
    await backend.db.query(
      `insert into public.cards (board_id, list_id, title, position) select $1, $2, 'Other ' || g, g from generate_series(1, 3) as g`,
      [other.boardId, other.listIds[0]],
    );
    const foreign = (await listCardsPage(member.client, other.boardId, { limit: 1 })).nextCursor;
    expect(foreign).not.toBeNull();
    const comments = (await listCommentsPage(member.client, board.cardId, { limit: 1 })).nextCursor;
    const active = (await listCardsPage(member.client, board.boardId, { limit: 1 })).nextCursor;
    for (const [call, cursor] of [
      [() => listCardsPage(member.client, board.boardId, { cursor: foreign }), foreign],
      [() => listCardsPage(member.client, board.boardId, { cursor: comments }), comments],
      [() => listCardsPage(member.client, board.boardId, { archived: true, cursor: active }), active],
      [() => listCommentsPage(member.client, other.cardId, { cursor: comments }), comments],
    ] as const) {
      expect(cursor).not.toBeNull();
      expect(await rejection(call())).toMatchObject({ code: 'validation', reason: 'cursor' });
    }
  });

  it('refuses limits outside 1–100 and a malformed board id', async () => {
    for (const limit of [0, 101, 1.5, Number.NaN]) {
      expect(await rejection(listCardsPage(member.client, board.boardId, { limit }))).toMatchObject({
        code: 'validation',
      });
    }
    expect(await rejection(listCommentsPage(member.client, "1' or '1'='1"))).toMatchObject({
      code: 'validation',
    });
  });
});
