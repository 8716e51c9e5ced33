import { describe, expect, it } from 'vitest';
import {
  DAY_WIDTH,
  barPlacement,
  cardSpan,
  columnStart,
  dayDate,
  dayNumber,
  daysFromPixels,
  editDates,
  timelineRange,
} from './timeline';

const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('day numbers', () => {
  it('counts local days and turns them back into local midnights', () => {
    const day = dayNumber(local(2026, 3, 10, 23, 30));
    expect(dayNumber(local(2026, 3, 11, 0, 30)) - day).toBe(1);
    expect(dayDate(day)).toEqual(local(2026, 3, 10));
  });
});

describe('cardSpan', () => {
  it('spans start to due, makes one date a one-day bar, and leaves undated cards out', () => {
    const span = cardSpan(local(2026, 3, 2, 9), local(2026, 3, 5, 17))!;
    expect(span.end - span.start).toBe(3);
    const due = cardSpan(null, local(2026, 3, 5, 17))!;
    expect(due.start).toBe(due.end);
    const start = cardSpan(local(2026, 3, 2), null)!;
    expect(start.start).toBe(start.end);
    expect(cardSpan(null, null)).toBeNull();
  });
});

describe('columnStart', () => {
  it('starts a week on Monday and a month on its first day', () => {
    const thursday = dayNumber(local(2026, 3, 12));
    expect(columnStart(thursday, 'day')).toBe(thursday);
    expect(dayDate(columnStart(thursday, 'week'))).toEqual(local(2026, 3, 9));
    expect(dayDate(columnStart(thursday, 'month'))).toEqual(local(2026, 3, 1));
  });
});

describe('timelineRange', () => {
  const today = local(2026, 3, 10);
  const spans = [cardSpan(local(2026, 3, 2), local(2026, 3, 5))!, cardSpan(null, local(2026, 4, 20))!];

  it('covers every span and today with room on both sides, in whole columns', () => {
    for (const scale of ['day', 'week', 'month'] as const) {
      const range = timelineRange(spans, scale, today);
      expect(range.start).toBeLessThan(dayNumber(local(2026, 3, 2)));
      expect(range.end).toBeGreaterThan(dayNumber(local(2026, 4, 20)));
      expect(range.columns[0]!.start).toBe(range.start);
      expect(range.width).toBe((range.end - range.start) * DAY_WIDTH[scale]);
      // Columns follow each other without a gap.
      for (const [i, column] of range.columns.entries())
        if (i > 0) expect(column.left).toBe(range.columns[i - 1]!.left + range.columns[i - 1]!.width);
    }
  });

  it('gives months their own lengths and weeks seven days from a Monday', () => {
    const months = timelineRange(spans, 'month', today).columns;
    expect(months.map((column) => column.days)).toEqual([31, 28, 31, 30, 31]);
    const weeks = timelineRange(spans, 'week', today).columns;
    expect(weeks.every((column) => column.days === 7 && dayDate(column.start).getDay() === 1)).toBe(true);
  });

  it('shows only today on a board without dated cards', () => {
    const range = timelineRange([], 'day', today);
    expect(range.columns).toHaveLength(15);
  });
});

describe('barPlacement', () => {
  it('places a bar from its first day to the end of its last', () => {
    const span = cardSpan(local(2026, 3, 2), local(2026, 3, 5))!;
    const range = timelineRange([span], 'day', local(2026, 3, 2));
    expect(barPlacement(span, range)).toEqual({ left: 7 * 40, width: 4 * 40 });
    const week = timelineRange([span], 'week', local(2026, 3, 2));
    expect(barPlacement(span, week).width).toBe(4 * 14);
  });
});

describe('daysFromPixels', () => {
  it('rounds a drag to the nearest whole day of the scale', () => {
    expect(daysFromPixels(125, 'day')).toBe(3);
    expect(daysFromPixels(-15, 'day')).toBe(0);
    expect(daysFromPixels(-22, 'week')).toBe(-2);
  });
});

describe('editDates', () => {
  const startAt = local(2026, 3, 2, 9);
  const dueAt = local(2026, 3, 5, 17);

  it('moves both dates by the same days, keeping their times', () => {
    expect(editDates({ startAt, dueAt }, 'move', 3)).toEqual({
      startAt: local(2026, 3, 5, 9),
      dueAt: local(2026, 3, 8, 17),
    });
    expect(editDates({ startAt: null, dueAt }, 'move', -1)).toEqual({
      startAt: null,
      dueAt: local(2026, 3, 4, 17),
    });
    expect(editDates({ startAt, dueAt }, 'move', 0)).toBeNull();
  });

  it('keeps whole days across a change to summer time', () => {
    // Europe moves its clocks on the last Sunday of March; the local hour stays.
    expect(editDates({ startAt: null, dueAt: local(2026, 3, 27, 10) }, 'move', 3)!.dueAt).toEqual(
      local(2026, 3, 30, 10),
    );
  });

  it('moves one end and never past the other', () => {
    expect(editDates({ startAt, dueAt }, 'start', 1)).toEqual({ startAt: local(2026, 3, 3, 9), dueAt });
    expect(editDates({ startAt, dueAt }, 'end', -1)).toEqual({ startAt, dueAt: local(2026, 3, 4, 17) });
    expect(editDates({ startAt, dueAt }, 'start', 10)).toEqual({ startAt: local(2026, 3, 5, 9), dueAt });
    expect(editDates({ startAt, dueAt }, 'end', -10)).toEqual({ startAt, dueAt: local(2026, 3, 2, 17) });
    // Already on the other end's day: nothing left to change.
    expect(editDates({ startAt: local(2026, 3, 5, 9), dueAt }, 'start', 1)).toBeNull();
  });

  it('gives a one-date card its missing end', () => {
    expect(editDates({ startAt: null, dueAt }, 'start', -2)).toEqual({ startAt: local(2026, 3, 3), dueAt });
    expect(editDates({ startAt: null, dueAt }, 'start', 1)).toBeNull();
    expect(editDates({ startAt, dueAt: null }, 'end', 2)).toEqual({
      startAt,
      dueAt: local(2026, 3, 4, 23, 59),
    });
    expect(editDates({ startAt: null, dueAt: null }, 'move', 1)).toBeNull();
  });

  it('stops a start dragged onto the due day at the due time', () => {
    const morning = local(2026, 3, 5, 8);
    expect(editDates({ startAt: local(2026, 3, 4, 9), dueAt: morning }, 'start', 1)).toEqual({
      startAt: morning,
      dueAt: morning,
    });
  });
});
