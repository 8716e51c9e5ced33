import { describe, expect, it } from 'vitest';
import { calendarCards, movedDates, movedDueAt } from './calendar-cards';

describe('calendarCards', () => {
  it('places dated cards on their local day and leaves undated ones out', () => {
    const due = new Date(2026, 10, 23, 17, 30).toISOString();
    expect(
      calendarCards([
        { id: 'a', title: 'A', start_at: null, due_at: due, completed_at: null },
        { id: 'b', title: 'B', start_at: due, due_at: null, completed_at: null },
        { id: 'c', title: 'C', start_at: null, due_at: due, completed_at: due },
      ]),
    ).toEqual([
      { id: 'a', title: 'A', day: '2026-11-23', done: false },
      { id: 'c', title: 'C', day: '2026-11-23', done: true },
    ]);
  });
});

describe('calendarCards with start dates', () => {
  it('spans from the start day to the due day, and not for a start on the due day', () => {
    const start = new Date(2026, 10, 20, 9).toISOString();
    const due = new Date(2026, 10, 23, 17, 30).toISOString();
    const sameDay = new Date(2026, 10, 23, 8).toISOString();
    expect(
      calendarCards([
        { id: 'a', title: 'A', start_at: start, due_at: due, completed_at: null },
        { id: 'b', title: 'B', start_at: sameDay, due_at: due, completed_at: null },
      ]),
    ).toEqual([
      { id: 'a', title: 'A', day: '2026-11-23', startDay: '2026-11-20', done: false },
      { id: 'b', title: 'B', day: '2026-11-23', done: false },
    ]);
  });
});

describe('movedDates', () => {
  it('moves a start by as many days as the due date, keeping both times of day, across a DST change', () => {
    const moved = movedDates(
      {
        start_at: new Date(2026, 9, 20, 9).toISOString(),
        due_at: new Date(2026, 9, 23, 17, 30).toISOString(),
      },
      '2026-11-02',
    );
    const start = new Date(moved.startAt!);
    expect([start.getMonth(), start.getDate(), start.getHours()]).toEqual([9, 30, 9]);
    const dueAt = new Date(moved.dueAt);
    expect([dueAt.getMonth(), dueAt.getDate(), dueAt.getHours(), dueAt.getMinutes()]).toEqual([
      10, 2, 17, 30,
    ]);
    expect(movedDates({ start_at: null, due_at: new Date(2026, 9, 23).toISOString() }, '2026-10-01')).toEqual(
      {
        dueAt: new Date(2026, 9, 1).toISOString(),
      },
    );
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
