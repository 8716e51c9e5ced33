import { dayKey, type CalendarCard } from '@teamboard/ui';

/** The cards with a due date, placed on their local due day. */
export function calendarCards(
  cards: readonly { id: string; title: string; due_at: string | null; completed_at: string | null }[],
): CalendarCard[] {
  return cards.flatMap((card) =>
    card.due_at === null
      ? []
      : [
          {
            id: card.id,
            title: card.title,
            day: dayKey(new Date(card.due_at)),
            done: card.completed_at !== null,
          },
        ],
  );
}

/** `dueAt` moved to the local day `day` (`YYYY-MM-DD`), keeping its local time of day. */
export function movedDueAt(dueAt: string, day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const due = new Date(dueAt);
  return new Date(
    year,
    month - 1,
    date,
    due.getHours(),
    due.getMinutes(),
    due.getSeconds(),
    due.getMilliseconds(),
  ).toISOString();
}
