import { describe, expect, it } from 'vitest';
import { nextCell } from './grid-keys';

const headingAt = (rows: readonly number[]) => (row: number) => rows.includes(row);

describe('nextCell', () => {
  it('moves by arrows and stops at the edges', () => {
    const none = headingAt([]);
    expect(nextCell({ row: 0, col: 0 }, 'ArrowDown', 3, 4, none)).toEqual({ row: 1, col: 0 });
    expect(nextCell({ row: 0, col: 0 }, 'ArrowUp', 3, 4, none)).toEqual({ row: 0, col: 0 });
    expect(nextCell({ row: 2, col: 3 }, 'ArrowRight', 3, 4, none)).toEqual({ row: 2, col: 3 });
    expect(nextCell({ row: 2, col: 3 }, 'Home', 3, 4, none)).toEqual({ row: 2, col: 0 });
    expect(nextCell({ row: 2, col: 0 }, 'End', 3, 4, none)).toEqual({ row: 2, col: 3 });
    expect(nextCell({ row: 0, col: 1 }, 'PageDown', 30, 4, none)).toEqual({ row: 10, col: 1 });
    expect(nextCell({ row: 0, col: 1 }, 'Enter', 3, 4, none)).toBeNull();
  });

  it('lands on a group heading’s only cell and leaves it in the column it came from', () => {
    const heading = headingAt([1]);
    expect(nextCell({ row: 0, col: 2 }, 'ArrowDown', 3, 4, heading)).toEqual({ row: 1, col: 0 });
    expect(nextCell({ row: 1, col: 0 }, 'ArrowRight', 3, 4, heading)).toEqual({ row: 1, col: 0 });
    expect(nextCell({ row: 1, col: 0 }, 'ArrowDown', 3, 4, heading)).toEqual({ row: 2, col: 0 });
  });
});
