import { describe, expect, it } from 'vitest';
import { containerOf, moveInOrder, moveListInOrder } from './drag-preview';

const order = { todo: ['a', 'b', 'c'], done: ['d'] };

describe('moveInOrder', () => {
  it('reorders within a list', () => {
    expect(moveInOrder(order, 'c', 'todo', 0)).toEqual({ todo: ['c', 'a', 'b'], done: ['d'] });
  });

  it('moves across lists and clamps the index', () => {
    expect(moveInOrder(order, 'a', 'done', 9)).toEqual({ todo: ['b', 'c'], done: ['d', 'a'] });
  });

  it('creates the target when it had no entry', () => {
    expect(moveInOrder(order, 'd', 'new', 0)).toMatchObject({ done: [], new: ['d'] });
  });
});

describe('containerOf and moveListInOrder', () => {
  it('finds the list holding a card', () => {
    expect(containerOf(order, 'd')).toBe('done');
    expect(containerOf(order, 'x')).toBeNull();
  });

  it('moves a list to a new index', () => {
    expect(moveListInOrder(['x', 'y', 'z'], 'x', 2)).toEqual(['y', 'z', 'x']);
  });
});
