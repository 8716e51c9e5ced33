import { describe, expect, it } from 'vitest';
import { applyCardMove, applyListMove } from './moves';
import { sortByPosition } from './ordering';

const cards = [
  { id: 'a', list_id: 'todo', position: 1024 },
  { id: 'b', list_id: 'todo', position: 2048 },
  { id: 'c', list_id: 'todo', position: 3072 },
  { id: 'd', list_id: 'done', position: 1024 },
];

const order = (rows: typeof cards, listId: string) =>
  sortByPosition(rows.filter((card) => card.list_id === listId)).map((card) => card.id);

describe('applyCardMove', () => {
  it('moves a card between two others in its list', () => {
    const moved = applyCardMove(cards, { cardId: 'c', listId: 'todo', beforeId: 'a', afterId: 'b' });
    expect(order(moved, 'todo')).toEqual(['a', 'c', 'b']);
  });

  it('moves a card to the top of another list', () => {
    const moved = applyCardMove(cards, { cardId: 'a', listId: 'done', beforeId: null, afterId: 'd' });
    expect(order(moved, 'done')).toEqual(['a', 'd']);
    expect(order(moved, 'todo')).toEqual(['b', 'c']);
  });

  it('appends to the end and into an empty list', () => {
    expect(
      order(applyCardMove(cards, { cardId: 'a', listId: 'todo', beforeId: 'c', afterId: null }), 'todo'),
    ).toEqual(['b', 'c', 'a']);
    const empty = applyCardMove(cards, { cardId: 'a', listId: 'new', beforeId: null, afterId: null });
    expect(empty.find((card) => card.id === 'a')).toMatchObject({ list_id: 'new', position: 1024 });
  });

  it('leaves the input untouched', () => {
    applyCardMove(cards, { cardId: 'c', listId: 'done', beforeId: null, afterId: null });
    expect(cards[2]).toEqual({ id: 'c', list_id: 'todo', position: 3072 });
  });
});

describe('applyListMove', () => {
  it('moves a list to the front', () => {
    const lists = [
      { id: 'x', position: 1 },
      { id: 'y', position: 2 },
      { id: 'z', position: 3 },
    ];
    const moved = applyListMove(lists, { listId: 'z', beforeId: null, afterId: 'x' });
    expect(sortByPosition(moved).map((list) => list.id)).toEqual(['z', 'x', 'y']);
  });
});
