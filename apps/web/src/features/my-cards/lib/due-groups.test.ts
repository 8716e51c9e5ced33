import { describe, expect, it } from 'vitest';
import { dueGroupOf, groupByDue } from './due-groups';

// Wednesday 25 November 2026, 10:00 local time.
const now = new Date(2026, 10, 25, 10, 0);
const at = (day: number, hour = 12) => new Date(2026, 10, day, hour).toISOString();

describe('dueGroupOf', () => {
  it('sorts due dates into overdue, today, this week, later and none', () => {
    expect(dueGroupOf(at(24), now)).toBe('overdue');
    expect(dueGroupOf(at(25, 9), now)).toBe('overdue');
    expect(dueGroupOf(at(25, 23), now)).toBe('today');
    expect(dueGroupOf(at(26), now)).toBe('week');
    expect(dueGroupOf(at(29, 23), now)).toBe('week');
    expect(dueGroupOf(at(30, 0), now)).toBe('later');
    expect(dueGroupOf(null, now)).toBe('none');
  });

  it('on a Sunday, this week ends that night', () => {
    const sunday = new Date(2026, 10, 29, 8);
    expect(dueGroupOf(at(29, 20), sunday)).toBe('today');
    expect(dueGroupOf(at(30, 9), sunday)).toBe('later');
  });
});

describe('groupByDue', () => {
  it('keeps every section, in order, with the cards in the order given', () => {
    const groups = groupByDue(
      [
        { id: 'a', due_at: at(20) },
        { id: 'b', due_at: at(27) },
        { id: 'c', due_at: null },
        { id: 'd', due_at: at(21) },
      ],
      now,
    );
    expect(groups.map((g) => [g.id, g.cards.map((c) => c.id)])).toEqual([
      ['overdue', ['a', 'd']],
      ['today', []],
      ['week', ['b']],
      ['later', []],
      ['none', ['c']],
    ]);
  });
});
