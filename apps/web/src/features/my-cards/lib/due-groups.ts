/** The sections of "my cards", in the order they are shown (their titles: `myCards.group`). */
export const DUE_GROUPS = ['overdue', 'progress', 'today', 'week', 'later', 'none'] as const;

export type DueGroupId = (typeof DUE_GROUPS)[number];

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/**
 * Which section a due date falls in, seen at `now` in local time: before now
 * is overdue (even earlier today), the rest of today is today, up to the end
 * of this week (weeks start on Monday) is this week, anything after is later.
 */
export function dueGroupOf(dueAt: string | null, now: Date): DueGroupId {
  if (dueAt === null) return 'none';
  const due = new Date(dueAt);
  if (due.getTime() < now.getTime()) return 'overdue';
  const today = startOfDay(now);
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  if (due < tomorrow) return 'today';
  const daysToMonday = (8 - today.getDay()) % 7 || 7;
  const nextWeek = new Date(today.getFullYear(), today.getMonth(), today.getDate() + daysToMonday);
  return due < nextWeek ? 'week' : 'later';
}

interface GroupedCard {
  start_at: string | null;
  due_at: string | null;
  completed_at: string | null;
}

/**
 * A card's section: "in progress" once it has started and until it is done,
 * unless it is overdue (being late is the more urgent news); otherwise by
 * its due date.
 */
export function groupOf(card: GroupedCard, now: Date): DueGroupId {
  const due = dueGroupOf(card.due_at, now);
  const started = card.start_at !== null && new Date(card.start_at).getTime() <= now.getTime();
  return started && card.completed_at === null && due !== 'overdue' ? 'progress' : due;
}

/** Cards sorted into the sections, each keeping the order it came in (soonest first). */
export function groupByDue<C extends GroupedCard>(
  cards: readonly C[],
  now: Date,
): { id: DueGroupId; cards: C[] }[] {
  return DUE_GROUPS.map((id) => ({
    id,
    cards: cards.filter((card) => groupOf(card, now) === id),
  }));
}
