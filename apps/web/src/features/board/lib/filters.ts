import { VIEW_DUE_FILTERS, type ViewDueFilter } from '@teamboard/sdk';
import { dueStateOf } from '@teamboard/ui';
import { valueHasOption } from './custom-fields';

/** The SDK's, so a saved view's due filter is the URL's. */
export const DUE_FILTERS = VIEW_DUE_FILTERS;
export type DueFilter = ViewDueFilter;

/** The board's filters, kept in the URL so a filtered board can be shared and survives a reload. */
export interface BoardFilters {
  assignees: readonly string[];
  labels: readonly string[];
  due: DueFilter | null;
  text: string;
  /** Custom select fields: field id → the option ids a card's value must include one of. */
  fields: Readonly<Record<string, readonly string[]>>;
}

export const NO_FILTERS: BoardFilters = { assignees: [], labels: [], due: null, text: '', fields: {} };

/** A custom field's filter is `field.<field id>=<option id>` (repeated for several options). */
const FIELD_PARAM_PREFIX = 'field.';

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
    fields: Object.fromEntries(
      [...new Set(params.keys())]
        .filter((key) => key.startsWith(FIELD_PARAM_PREFIX))
        .map((key) => [key.slice(FIELD_PARAM_PREFIX.length), params.getAll(key)]),
    ),
  };
}

/** Writes the filters into a copy of `params`, leaving unrelated parameters alone. */
export function writeFilters(params: URLSearchParams, filters: BoardFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(PARAM)) next.delete(key);
  for (const key of [...next.keys()]) if (key.startsWith(FIELD_PARAM_PREFIX)) next.delete(key);
  for (const id of filters.assignees) next.append(PARAM.assignees, id);
  for (const id of filters.labels) next.append(PARAM.labels, id);
  if (filters.due) next.set(PARAM.due, filters.due);
  if (filters.text.trim()) next.set(PARAM.text, filters.text);
  for (const [fieldId, optionIds] of Object.entries(filters.fields))
    for (const id of optionIds) next.append(`${FIELD_PARAM_PREFIX}${fieldId}`, id);
  return next;
}

/**
 * Drops label and person ids the board no longer knows (a label deleted since
 * the link was shared), so they neither hide every card nor count as picked.
 * A kind whose ids are `null` (still loading) is left as it is.
 */
export function withKnownIds(
  filters: BoardFilters,
  known: {
    labels: ReadonlySet<string> | null;
    people: ReadonlySet<string> | null;
    /** The board's custom fields (ids). */
    fields?: ReadonlySet<string> | null;
  },
): BoardFilters {
  const { labels, people, fields = null } = known;
  const keptLabels = labels === null ? filters.labels : filters.labels.filter((id) => labels.has(id));
  const keptPeople = people === null ? filters.assignees : filters.assignees.filter((id) => people.has(id));
  const fieldIds = Object.keys(filters.fields);
  const keptFields = fields === null ? fieldIds : fieldIds.filter((id) => fields.has(id));
  if (
    keptLabels.length === filters.labels.length &&
    keptPeople.length === filters.assignees.length &&
    keptFields.length === fieldIds.length
  )
    return filters;
  return {
    ...filters,
    labels: keptLabels,
    assignees: keptPeople,
    fields: Object.fromEntries(keptFields.map((id) => [id, filters.fields[id] ?? []])),
  };
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
    filters.text.trim() !== '' ||
    Object.keys(filters.fields).length > 0
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
  /** Custom field values by field id. */
  fieldValues: Readonly<Record<string, unknown>>;
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
  for (const [fieldId, optionIds] of Object.entries(filters.fields)) {
    const value = card.fieldValues[fieldId];
    if (optionIds.length > 0 && !optionIds.some((id) => valueHasOption(value, id))) return false;
  }
  const text = filters.text.trim().toLocaleLowerCase();
  if (text && !`${card.title}\n${card.description}`.toLocaleLowerCase().includes(text)) return false;
  return true;
}
