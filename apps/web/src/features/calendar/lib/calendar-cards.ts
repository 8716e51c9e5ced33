import { dayKey, type CalendarCard } from '@teamboard/ui';

interface DatedCard {
  id: string;
  title: string;
  start_at: string | null;
  due_at: string | null;
  completed_at: string | null;
}

/**
 * The cards with a due date, placed on their local due day; a start on an
 * earlier day makes the card a span (cards with only a start stay off the
 * calendar, which is laid out by due day).
 */
export function calendarCards(cards: readonly DatedCard[]): CalendarCard[] {
  return cards.flatMap((card) => {
    if (card.due_at === null) return [];
    const day = dayKey(new Date(card.due_at));
    const startDay = card.start_at === null ? undefined : dayKey(new Date(card.start_at));
    return [
      {
        id: card.id,
        title: card.title,
        day,
        ...(startDay !== undefined && startDay < day ? { startDay } : {}),
        done: card.completed_at !== null,
      },
    ];
  });
}

/** `at` moved to the local day `day` (`YYYY-MM-DD`), keeping its local time of day. */
export function movedDueAt(at: string, day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const from = new Date(at);
  return new Date(
    year,
    month - 1,
    date,
    from.getHours(),
    from.getMinutes(),
    from.getSeconds(),
    from.getMilliseconds(),
  ).toISOString();
}

/**
 * The dates of a card moved to the local day `day`: the due date moves there
 * and a start date moves by as many days, so the span keeps its length and
 * never ends up after the due date.
 */
export function movedDates(card: Pick<DatedCard, 'start_at' | 'due_at'> & { due_at: string }, day: string) {
  const dueAt = movedDueAt(card.due_at, day);
  if (card.start_at === null) return { dueAt };
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const from = new Date(card.due_at);
  // Whole local days between the old and the new due day (DST-safe: both at local noon).
  const days = Math.round(
    (new Date(year, month - 1, date, 12).getTime() -
      new Date(from.getFullYear(), from.getMonth(), from.getDate(), 12).getTime()) /
      86_400_000,
  );
  const start = new Date(card.start_at);
  const startDay = dayKey(new Date(start.getFullYear(), start.getMonth(), start.getDate() + days));
  return { dueAt, startAt: movedDueAt(card.start_at, startDay) };
}
