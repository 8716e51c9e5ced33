import { dueStateOf } from '@teamboard/ui';

export const DUE_FILTERS = ['overdue', 'soon', 'none'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

/** The board's filters, kept in the URL so a filtered board can be shared and survives a reload. */
export interface BoardFilters {
  assignees: readonly string[];
  labels: readonly string[];
  due: DueFilter | null;
  text: string;
}

export const NO_FILTERS: BoardFilters = { assignees: [], labels: [], due: null, text: '' };

/** The URL parameter of each filter kind. */
const PARAM = { assignees: 'assignee', labels: 'label', due: 'due', text: 'q' } as const;

function isDueFilter(value: string | null): value is DueFilter {
  return (DUE_FILTERS as readonly (string | null)[]).includes(value);
}

export function readFilters(params: URLSearchParams): BoardFilters {
  const due = params.get(PARAM.due);
  return {
    assignees: params.getAll(PARAM.assignees),
    labels: params.getAll(PARAM.labels),
    due: isDueFilter(due) ? due : null,
    text: params.get(PARAM.text) ?? '',
  };
}

/** Writes the filters into a copy of `params`, leaving unrelated parameters alone. */
export function writeFilters(params: URLSearchParams, filters: BoardFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(PARAM)) next.delete(key);
  for (const id of filters.assignees) next.append(PARAM.assignees, id);
  for (const id of filters.labels) next.append(PARAM.labels, id);
  if (filters.due) next.set(PARAM.due, filters.due);
  if (filters.text.trim()) next.set(PARAM.text, filters.text);
  return next;
}

/**
 * Drops label and person ids the board no longer knows (a label deleted since
 * the link was shared), so they neither hide every card nor count as picked.
 * A kind whose ids are `null` (still loading) is left as it is.
 */
export function withKnownIds(
  filters: BoardFilters,
  known: { labels: ReadonlySet<string> | null; people: ReadonlySet<string> | null },
): BoardFilters {
  const { labels, people } = known;
  const keptLabels = labels === null ? filters.labels : filters.labels.filter((id) => labels.has(id));
  const keptPeople = people === null ? filters.assignees : filters.assignees.filter((id) => people.has(id));
  if (keptLabels.length === filters.labels.length && keptPeople.length === filters.assignees.length)
    return filters;
  return { ...filters, labels: keptLabels, assignees: keptPeople };
}

/** `ids` with `id` switched on or off, in the order the user picked them. */
export function toggleId(ids: readonly string[], id: string, on: boolean): string[] {
  const without = ids.filter((candidate) => candidate !== id);
  return on ? [...without, id] : without;
}

/** What a multi-pick filter button reads: "Labels", or "Labels · 2" once some are picked. */
export function pickedText(name: string, count: number): string {
  return count === 0 ? name : `${name} · ${String(count)}`;
}

export function hasFilters(filters: BoardFilters): boolean {
  return (
    filters.assignees.length > 0 ||
    filters.labels.length > 0 ||
    filters.due !== null ||
    filters.text.trim() !== ''
  );
}

/** What the filters look at on a card. */
export interface FilterableCard {
  title: string;
  description: string;
  dueAt: Date | null;
  completed: boolean;
  assigneeIds: readonly string[];
  labelIds: readonly string[];
}

/**
 * Filters combine with AND across kinds and OR within one kind (any of the
 * chosen people, any of the chosen labels), as on most boards.
 */
export function matchesFilters(card: FilterableCard, filters: BoardFilters, now: Date): boolean {
  if (filters.assignees.length > 0 && !filters.assignees.some((id) => card.assigneeIds.includes(id)))
    return false;
  if (filters.labels.length > 0 && !filters.labels.some((id) => card.labelIds.includes(id))) return false;
  if (filters.due !== null) {
    const state = dueStateOf(card.dueAt, card.completed, now);
    if (filters.due === 'overdue' && state !== 'overdue') return false;
    if (filters.due === 'soon' && state !== 'due-soon') return false;
    if (filters.due === 'none' && card.dueAt !== null) return false;
  }
  const text = filters.text.trim().toLocaleLowerCase();
  if (text && !`${card.title}\n${card.description}`.toLocaleLowerCase().includes(text)) return false;
  return true;
}
