import { describe, expect, it } from 'vitest';
import { nextCardPosition } from './card-focus';

describe('nextCardPosition', () => {
  const lengths = [3, 0, 2];

  it('moves within a column and stops at its ends', () => {
    expect(nextCardPosition(lengths, 0, 0, 'down')).toEqual({ column: 0, row: 1 });
    expect(nextCardPosition(lengths, 0, 2, 'down')).toBeNull();
    expect(nextCardPosition(lengths, 0, 0, 'up')).toBeNull();
  });

  it('skips empty columns and keeps the row within the target', () => {
    expect(nextCardPosition(lengths, 0, 2, 'right')).toEqual({ column: 2, row: 1 });
    expect(nextCardPosition(lengths, 2, 0, 'left')).toEqual({ column: 0, row: 0 });
    expect(nextCardPosition(lengths, 2, 0, 'right')).toBeNull();
  });
});
