import { describe, expect, it } from 'vitest';
import { addDays, dayKey, monthGrid } from './month-grid';

describe('monthGrid', () => {
  it('fills whole weeks from Monday around the month', () => {
    const weeks = monthGrid(new Date(2026, 10, 23), 1);
    expect(weeks).toHaveLength(6);
    expect(dayKey(weeks[0]![0]!)).toBe('2026-10-26');
    expect(dayKey(weeks[0]![6]!)).toBe('2026-11-01');
    expect(dayKey(weeks.at(-1)!.at(-1)!)).toBe('2026-12-06');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('starts on Sunday when asked, and needs only four weeks for a tidy February', () => {
    const weeks = monthGrid(new Date(2026, 1, 10), 0);
    expect(weeks).toHaveLength(4);
    expect(dayKey(weeks[0]![0]!)).toBe('2026-02-01');
  });
});

describe('addDays', () => {
  it('moves across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-23', 7)).toBe('2026-11-30');
  });
});
