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

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One `Intl.DateTimeFormat` per language and options, made once: making one costs a few tenths of a
 * millisecond, which a timeline of 1,000 bars or a table scrolled through thousands of dates paid on
 * every render; formatting with a made one is about a hundred times cheaper.
 */
export function dateFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
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
  return dateFormat(locale, {
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

/** "14:30" in the viewer's clock (24 h or 12 h as the locale writes it); "" at midnight. */
function timeOfDay(date: Date, locale?: string): string {
  if (date.getHours() === 0 && date.getMinutes() === 0) return '';
  return dateFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
}

/**
 * A due date as a card shows it: the short date, and the time of day when one
 * was set ("12 Mar, 14:30"). Local midnight is what a date without a time is
 * stored as, so it shows no time.
 */
export function formatDueDate(date: Date, now: Date, locale?: string): string {
  const day = formatShortDate(date, now, locale);
  const time = timeOfDay(date, locale);
  return time === '' ? day : `${day}, ${time}`;
}

/** The `HH:MM` of a time input for `date`, in local time. */
export function toTimeInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * `day` at the local time `time` (`HH:MM`, as a time input gives it); an empty
 * or malformed time means midnight (a date without a time).
 */
export function atTimeOfDay(day: Date, time: string): Date {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  const at = new Date(day);
  at.setHours(match ? Number(match[1]) : 0, match ? Number(match[2]) : 0, 0, 0);
  return at;
}
