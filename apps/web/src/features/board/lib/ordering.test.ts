import { describe, expect, it } from 'vitest';
import { neighboursAt, positionBetween, sortByPosition } from './ordering';

describe('neighboursAt', () => {
  const ids = ['a', 'b', 'c'];

  it('names both neighbours in the middle', () => {
    expect(neighboursAt(ids, 'x', 1)).toEqual({ beforeId: 'a', afterId: 'b' });
  });

  it('leaves the open end null at the top and at the bottom', () => {
    expect(neighboursAt(ids, 'x', 0)).toEqual({ beforeId: null, afterId: 'a' });
    expect(neighboursAt(ids, 'x', 3)).toEqual({ beforeId: 'c', afterId: null });
  });

  it('ignores the moving item itself when it is still among the siblings', () => {
    expect(neighboursAt(ids, 'a', 2)).toEqual({ beforeId: 'c', afterId: null });
    expect(neighboursAt(ids, 'b', 0)).toEqual({ beforeId: null, afterId: 'a' });
  });

  it('clamps an index past the end and lands alone in an empty list', () => {
    expect(neighboursAt(ids, 'x', 99)).toEqual({ beforeId: 'c', afterId: null });
    expect(neighboursAt([], 'x', 0)).toEqual({ beforeId: null, afterId: null });
  });
});

describe('positionBetween', () => {
  it('matches the database: 1024 apart at the ends, the midpoint between two', () => {
    expect(positionBetween(null, null)).toBe(1024);
    expect(positionBetween(null, 100)).toBe(-924);
    expect(positionBetween(100, null)).toBe(1124);
    expect(positionBetween(100, 200)).toBe(150);
  });
});

describe('sortByPosition', () => {
  it('orders by position, then by id for equal positions', () => {
    const sorted = sortByPosition([
      { id: 'b', position: 2 },
      { id: 'c', position: 1 },
      { id: 'a', position: 2 },
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });
});
