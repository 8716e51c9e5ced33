/**
 * "1.4 MB" style sizes in 1024-byte steps, written KB / MB / GB. The product's
 * limits are binary (25 MB is 25 × 1024² bytes), so a file's size and the limit
 * it is measured against read in the same units, and "25 MB" means what the hint says.
 */
export function formatBytes(bytes: number, locale?: string): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "5 minutes ago", "in 2 days": `now` is a parameter so stories and tests stay deterministic. */
export function formatRelativeTime(date: Date, now: Date, locale?: string): string {
  let value = (date.getTime() - now.getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}

/** A short absolute date ("12 Mar", with the year only when it isn't this year's). */
export function formatShortDate(date: Date, now: Date, locale?: string): string {
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}

export type DueState = 'none' | 'done' | 'overdue' | 'due-soon' | 'upcoming';

/** How far ahead "due soon" starts. */
export const dueSoonMs = 48 * 60 * 60 * 1000;

/** Where a card stands against its due date; a completed card is "done" whatever the date. */
export function dueStateOf(dueAt: Date | null, completed: boolean, now: Date): DueState {
  if (completed) return dueAt ? 'done' : 'none';
  if (!dueAt) return 'none';
  const left = dueAt.getTime() - now.getTime();
  if (left < 0) return 'overdue';
  if (left <= dueSoonMs) return 'due-soon';
  return 'upcoming';
}
