import { describe, expect, it } from 'vitest';
import { dueGroupOf, groupByDue, groupOf } from './due-groups';

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
        { id: 'a', start_at: null, due_at: at(20), completed_at: null },
        { id: 'b', start_at: null, due_at: at(27), completed_at: null },
        { id: 'c', start_at: null, due_at: null, completed_at: null },
        { id: 'd', start_at: at(19), due_at: at(21), completed_at: null },
        { id: 'e', start_at: at(24), due_at: at(27), completed_at: null },
      ],
      now,
    );
    expect(groups.map((g) => [g.id, g.cards.map((c) => c.id)])).toEqual([
      ['overdue', ['a', 'd']],
      ['progress', ['e']],
      ['today', []],
      ['week', ['b']],
      ['later', []],
      ['none', ['c']],
    ]);
  });
});

describe('groupOf', () => {
  it('puts a started card that is not done in progress, whatever its due date, unless it is overdue', () => {
    const card = { start_at: at(24), due_at: null, completed_at: null };
    expect(groupOf(card, now)).toBe('progress');
    expect(groupOf({ ...card, due_at: at(30) }, now)).toBe('progress');
    expect(groupOf({ ...card, due_at: at(25, 9) }, now)).toBe('overdue');
    // Not started yet, or done: by the due date as before.
    expect(groupOf({ ...card, start_at: at(25, 11) }, now)).toBe('none');
    expect(groupOf({ ...card, completed_at: at(25, 8), due_at: at(26) }, now)).toBe('week');
  });
});
