/** A local calendar day as `YYYY-MM-DD`: the key cards are placed by. */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local day `days` after the `YYYY-MM-DD` key (negative: before). */
export function addDays(key: string, days: number): string {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return dayKey(new Date(year, month - 1, day + days));
}

/**
 * The weeks shown for the month of `month`: whole weeks from the one holding
 * the 1st to the one holding the last day, starting on `weekStartsOn`
 * (0 Sunday, 1 Monday), so days of the neighbouring months fill the edges.
 */
export function monthGrid(month: Date, weekStartsOn: 0 | 1 = 1): Date[][] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const last = new Date(month.getFullYear(), month.getMonth() + 1, 0);
  const lead = (first.getDay() - weekStartsOn + 7) % 7;
  const start = new Date(first.getFullYear(), first.getMonth(), 1 - lead);
  const weeks: Date[][] = [];
  for (let cursor = start; cursor <= last || weeks.length === 0;) {
    const week: Date[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push(cursor);
      cursor = new Date(cursor.getFullYear(), cursor.getMonth(), cursor.getDate() + 1);
    }
    weeks.push(week);
  }
  return weeks;
}
