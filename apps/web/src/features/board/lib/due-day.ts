/** The local day of a date as `YYYY-MM-DD` (what a date input shows), or '' for none. */
export function dayOf(date: Date | null): string {
  if (date === null) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The due date for a day picked in the table: the same time of day as before
 * (a card due at 17:00 stays due at 17:00), local midnight for a card that had
 * none; '' clears it.
 */
export function dueOnDay(previous: Date | null, day: string): string | null {
  if (day === '') return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const base = previous ?? new Date(year, 0, 1);
  return new Date(
    year,
    month - 1,
    date,
    previous ? base.getHours() : 0,
    previous ? base.getMinutes() : 0,
  ).toISOString();
}
