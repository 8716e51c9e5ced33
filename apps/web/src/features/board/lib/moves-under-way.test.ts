import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queuedKeys } from '@/shared/query-keys/queued-keys';
import type { CardMove } from './moves';
import type { BoardChange } from '@teamboard/sdk';
import { summaryOf, type CardRow } from '@/shared/lib/rows';
import { holdPlace, keepPlaceWhileMoving, movesUnderWay, placeAfterMove } from './moves-under-way';

const place = (id: string, list: string, version: number) => ({
  id,
  list_id: list,
  position: version * 1000,
  version,
});

describe('placeAfterMove', () => {
  it('keeps where the move put the card when nothing newer was held', () => {
    expect(placeAfterMove(place('card-a', 'doing', 3))).toEqual(place('card-a', 'doing', 3));
  });

  it('ignores a held place older than the move (its own earlier echo)', () => {
    holdPlace(place('card-b', 'doing', 2));
    expect(placeAfterMove(place('card-b', 'backlog', 3))).toEqual(place('card-b', 'backlog', 3));
  });

  it('takes a held place made after the move (someone else moved the card since)', () => {
    holdPlace(place('card-c', 'doing', 2));
    holdPlace(place('card-c', 'done', 5));
    holdPlace(place('card-c', 'doing', 4));
    expect(placeAfterMove(place('card-c', 'backlog', 3))).toEqual(place('card-c', 'done', 5));
    // Weighed once: the next move starts afresh.
    expect(placeAfterMove(place('card-c', 'backlog', 6))).toEqual(place('card-c', 'backlog', 6));
  });
});

describe('movesUnderWay', () => {
  it('counts the card’s moves still pending on this board, but the one named', async () => {
    const queryClient = new QueryClient();
    const never = () => new Promise<never>(() => undefined);
    const start = (boardId: string, move: CardMove) =>
      void queryClient
        .getMutationCache()
        .build(queryClient, { mutationKey: queuedKeys.moveCard(boardId), mutationFn: never })
        .execute(move);
    const first: CardMove = { cardId: 'a', listId: 'l', beforeId: null, afterId: null };
    const second: CardMove = { cardId: 'a', listId: 'm', beforeId: null, afterId: null };
    start('board', first);
    start('board', second);
    start('board', { cardId: 'b', listId: 'l', beforeId: null, afterId: null });
    start('other-board', { cardId: 'a', listId: 'l', beforeId: null, afterId: null });
    await Promise.resolve();
    expect(movesUnderWay(queryClient, 'board', 'a')).toBe(2);
    expect(movesUnderWay(queryClient, 'board', 'a', first)).toBe(1);
    expect(movesUnderWay(queryClient, 'board', 'c')).toBe(0);
  });
});

describe('keepPlaceWhileMoving', () => {
  const row = (list: string, version: number, title = 'One') =>
    ({ id: 'card-d', list_id: list, position: version * 1000, version, title }) as unknown as CardRow;
  const update = (next: CardRow): BoardChange =>
    ({ table: 'cards', type: 'UPDATE', row: next, old: {} }) as unknown as BoardChange;
  const shown = [summaryOf(row('backlog', 3))];

  it('applies a change to a card being moved where the board shows it, and holds its place', () => {
    const kept = keepPlaceWhileMoving(update(row('doing', 2, 'One, renamed')), shown, () => true);
    expect(kept.row).toMatchObject({ list_id: 'backlog', position: 3000, title: 'One, renamed' });
    expect(placeAfterMove(row('backlog', 4))).toMatchObject({ list_id: 'backlog', version: 4 });
  });

  it('leaves changes to cards not being moved, and cards the board does not show, as they are', () => {
    const change = update(row('doing', 5));
    expect(keepPlaceWhileMoving(change, shown, () => false)).toBe(change);
    expect(keepPlaceWhileMoving(change, [], () => true)).toBe(change);
  });
});
