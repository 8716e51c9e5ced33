import { describe, expect, it } from 'vitest';
import { dayOf, dueOnDay } from './due-day';

describe('due days in the table', () => {
  it('keeps the time of day and clears on an empty day', () => {
    const due = new Date(2026, 10, 23, 17, 30);
    expect(dayOf(due)).toBe('2026-11-23');
    expect(new Date(dueOnDay(due, '2026-11-25')!)).toEqual(new Date(2026, 10, 25, 17, 30));
    expect(new Date(dueOnDay(null, '2026-11-25')!)).toEqual(new Date(2026, 10, 25));
    expect(dueOnDay(due, '')).toBeNull();
    expect(dayOf(null)).toBe('');
  });
});
