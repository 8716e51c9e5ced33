import { describe, expect, it } from 'vitest';
import { calendarCards, movedDueAt } from './calendar-cards';

describe('calendarCards', () => {
  it('places dated cards on their local day and leaves undated ones out', () => {
    const due = new Date(2026, 10, 23, 17, 30).toISOString();
    expect(
      calendarCards([
        { id: 'a', title: 'A', due_at: due, completed_at: null },
        { id: 'b', title: 'B', due_at: null, completed_at: null },
        { id: 'c', title: 'C', due_at: due, completed_at: due },
      ]),
    ).toEqual([
      { id: 'a', title: 'A', day: '2026-11-23', done: false },
      { id: 'c', title: 'C', day: '2026-11-23', done: true },
    ]);
  });
});

describe('movedDueAt', () => {
  it('changes the day and keeps the local time of day', () => {
    const moved = new Date(movedDueAt(new Date(2026, 10, 23, 17, 30).toISOString(), '2026-12-02'));
    expect([
      moved.getFullYear(),
      moved.getMonth(),
      moved.getDate(),
      moved.getHours(),
      moved.getMinutes(),
    ]).toEqual([2026, 11, 2, 17, 30]);
  });
});
