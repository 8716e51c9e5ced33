import type { TimelineScale } from '@teamboard/sdk';

/**
 * The timeline's arithmetic, kept apart from React: a card's dates as a span
 * of local days, the range of columns a board's spans need on a scale, where
 * a bar sits in pixels, and the dates a move or a resize by whole days gives.
 * Days are counted in the viewer's time zone, like the calendar's.
 */

/** Pixels one day takes on each scale: a day column, a week column of seven, a month of about thirty. */
export const DAY_WIDTH: Readonly<Record<TimelineScale, number>> = { day: 40, week: 14, month: 4 };

/** Days shown before the first and after the last bar, so a bar can be dragged past the ends. */
const PADDING_DAYS: Readonly<Record<TimelineScale, number>> = { day: 7, week: 14, month: 31 };

/** A local day as a count of days, so whole days add and subtract across summer time. */
export type DayNumber = number;

const MS_PER_DAY = 86_400_000;

/** The local day of a date, as a day number. */
export function dayNumber(date: Date): DayNumber {
  return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / MS_PER_DAY);
}

/** Local midnight of a day number. */
export function dayDate(day: DayNumber): Date {
  const utc = new Date(day * MS_PER_DAY);
  return new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
}

/** The days a card covers, first and last included; a card with one date is a one-day span. */
export interface DaySpan {
  start: DayNumber;
  end: DayNumber;
}

/** The span of a card's dates, or null for a card without any (listed beside the timeline). */
export function cardSpan(startAt: Date | null, dueAt: Date | null): DaySpan | null {
  const first = startAt ?? dueAt;
  const last = dueAt ?? startAt;
  if (first === null || last === null) return null;
  return { start: dayNumber(first), end: Math.max(dayNumber(first), dayNumber(last)) };
}

/** The first day of the column a day falls in: the day, its week's Monday, or its month's first. */
export function columnStart(day: DayNumber, scale: TimelineScale): DayNumber {
  if (scale === 'day') return day;
  const date = dayDate(day);
  if (scale === 'week') return day - ((date.getDay() + 6) % 7);
  return dayNumber(new Date(date.getFullYear(), date.getMonth(), 1));
}

/** The first day of the column after the one starting on `start`. */
function nextColumn(start: DayNumber, scale: TimelineScale): DayNumber {
  if (scale === 'day') return start + 1;
  if (scale === 'week') return start + 7;
  const date = dayDate(start);
  return dayNumber(new Date(date.getFullYear(), date.getMonth() + 1, 1));
}

export interface TimelineColumn {
  /** The column's first day. */
  start: DayNumber;
  /** How many days it spans (1, 7, or the month's length). */
  days: number;
  /** Pixels from the range's left edge. */
  left: number;
  width: number;
}

export interface TimelineRange {
  scale: TimelineScale;
  /** The first day shown (the first column's start). */
  start: DayNumber;
  /** The day after the last one shown. */
  end: DayNumber;
  columns: TimelineColumn[];
  /** The whole range in pixels. */
  width: number;
}

/** The columns that show every span and today, with room to drag past both ends. */
export function timelineRange(spans: readonly DaySpan[], scale: TimelineScale, today: Date): TimelineRange {
  const now = dayNumber(today);
  let first = now;
  let last = now;
  for (const span of spans) {
    first = Math.min(first, span.start);
    last = Math.max(last, span.end);
  }
  const start = columnStart(first - PADDING_DAYS[scale], scale);
  const stop = last + PADDING_DAYS[scale];
  const columns: TimelineColumn[] = [];
  let column = start;
  while (column <= stop) {
    const next = nextColumn(column, scale);
    columns.push({
      start: column,
      days: next - column,
      left: (column - start) * DAY_WIDTH[scale],
      width: (next - column) * DAY_WIDTH[scale],
    });
    column = next;
  }
  return { scale, start, end: column, columns, width: (column - start) * DAY_WIDTH[scale] };
}

/** Where a span's bar sits in the range, in pixels. */
export function barPlacement(span: DaySpan, range: TimelineRange): { left: number; width: number } {
  const dayWidth = DAY_WIDTH[range.scale];
  return { left: (span.start - range.start) * dayWidth, width: (span.end - span.start + 1) * dayWidth };
}

/** Whole days a drag of `pixels` covers on a scale (the nearest, so a short wobble moves nothing). */
export function daysFromPixels(pixels: number, scale: TimelineScale): number {
  return Math.round(pixels / DAY_WIDTH[scale]) || 0;
}

/** What a change of a bar does: move it, or move one of its ends. */
export type BarEdit = 'move' | 'start' | 'end';

/** The same local time of day, `days` later (earlier for negative days). */
export function shiftDays(date: Date, days: number): Date {
  return new Date(
    date.getFullYear(),
    date.getMonth(),
    date.getDate() + days,
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
    date.getMilliseconds(),
  );
}

/**
 * A card's new dates after an edit by whole days, or null when nothing
 * changes. A move shifts both dates; an end never passes the other (a start
 * dragged past the due date stops on its day). A card with only a due date
 * gains a start at local midnight when its start is dragged; one with only a
 * start gains a due date at the end of its day.
 */
export function editDates(
  dates: { startAt: Date | null; dueAt: Date | null },
  edit: BarEdit,
  days: number,
): { startAt: Date | null; dueAt: Date | null } | null {
  const { startAt, dueAt } = dates;
  if (days === 0 || (startAt === null && dueAt === null)) return null;
  if (edit === 'move')
    return {
      startAt: startAt && shiftDays(startAt, days),
      dueAt: dueAt && shiftDays(dueAt, days),
    };
  const span = cardSpan(startAt, dueAt)!;
  if (edit === 'start') {
    const day = Math.min(span.start + days, span.end);
    if (startAt === null && day === span.start) return null;
    const base = startAt ?? dayDate(span.start);
    const moved = shiftDays(base, day - span.start);
    // On the due day itself a start after the due time would be refused: it stops at the due time.
    const next = dueAt !== null && moved > dueAt ? dueAt : moved;
    return startAt !== null && next.getTime() === startAt.getTime() ? null : { startAt: next, dueAt };
  }
  const day = Math.max(span.end + days, span.start);
  if (dueAt === null && day === span.end) return null;
  const base = dueAt ?? new Date(dayDate(span.end).setHours(23, 59));
  const moved = shiftDays(base, day - span.end);
  const next = startAt !== null && moved < startAt ? startAt : moved;
  return dueAt !== null && next.getTime() === dueAt.getTime() ? null : { startAt, dueAt: next };
}
