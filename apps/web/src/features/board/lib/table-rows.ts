import type { ViewGroup, ViewSort } from '@teamboard/sdk';
import type { CustomFieldView } from '@teamboard/ui';
import { groupField, optionIds } from './custom-fields';
import type { BoardCardView, BoardListView } from './view';

/** One line of the table: a card (under a group, when grouped) or a group's heading. */
export type TableLine =
  | { kind: 'card'; key: string; card: BoardCardView; listName: string }
  | { kind: 'group'; key: string; label: string; count: number };

/** What the grouping calls cards that have none of the thing grouped by. */
export interface GroupWords {
  noLabel: string;
  noAssignee: string;
  /** A select field's group of cards without any of its options. */
  noValue: string;
}

type SortValue = string | number | null;

function fieldSortValue(value: unknown): SortValue {
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (Array.isArray(value)) return value.join(',');
  return null;
}

function sortValue(card: BoardCardView, column: string, listOrder: ReadonlyMap<string, number>): SortValue {
  switch (column) {
    case 'title':
      return card.title;
    case 'list':
      return listOrder.get(card.listId) ?? null;
    case 'labels':
      return card.labels[0]?.name ?? null;
    case 'assignees':
      return card.assignees[0]?.name ?? null;
    case 'start':
      return card.startAt?.getTime() ?? null;
    case 'due':
      return card.dueAt?.getTime() ?? null;
    case 'created':
      return card.createdAt.getTime();
    case 'updated':
      return card.updatedAt.getTime();
    default:
      return column.startsWith('field:') ? fieldSortValue(card.fieldValues[column.slice(6)]) : null;
  }
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Sorted by the column; cards without a value go last either way; ties keep board order. */
export function sortCards(
  cards: readonly BoardCardView[],
  sort: ViewSort | null,
  listOrder: ReadonlyMap<string, number>,
): BoardCardView[] {
  if (sort === null) return [...cards];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = cards.map((card, index) => ({ card, index, value: sortValue(card, sort.column, listOrder) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null)
      return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
    const order =
      typeof a.value === 'number' && typeof b.value === 'number'
        ? a.value - b.value
        : collator.compare(String(a.value), String(b.value));
    return order === 0 ? a.index - b.index : sign * order;
  });
  return keyed.map((entry) => entry.card);
}

/**
 * The table's lines: every shown card in board order, sorted, and grouped by
 * list, label, assignee or a select field's options (a card with two labels,
 * or two options, appears under both). A `field.<id>` grouping whose field is
 * gone or not a select leaves the table ungrouped, as an unknown one would.
 */
export function tableLines(
  lists: readonly BoardListView[],
  sort: ViewSort | null,
  groupBy: ViewGroup | null,
  words: GroupWords,
  fields: readonly CustomFieldView[] = [],
): TableLine[] {
  const listOrder = new Map(lists.map((list, index) => [list.id, index]));
  const listNames = new Map(lists.map((list) => [list.id, list.name]));
  const cards = sortCards(
    lists.flatMap((list) => list.cards),
    sort,
    listOrder,
  );
  const line = (card: BoardCardView, group = ''): TableLine => ({
    kind: 'card',
    key: `${group}:${card.id}`,
    card,
    listName: listNames.get(card.listId) ?? '',
  });
  const field = groupField(groupBy, fields);
  if (groupBy === null || (groupBy.startsWith('field.') && field === null))
    return cards.map((card) => line(card));

  const groups = new Map<string, { label: string; cards: BoardCardView[] }>();
  const add = (key: string, label: string, card: BoardCardView) => {
    const group = groups.get(key);
    if (group) group.cards.push(card);
    else groups.set(key, { label, cards: [card] });
  };
  if (groupBy === 'list') for (const list of lists) groups.set(list.id, { label: list.name, cards: [] });
  // Every option heads a group, in the field's order, even an empty one: as every list does.
  for (const option of field?.options ?? []) groups.set(option.id, { label: option.label, cards: [] });
  for (const card of cards) {
    if (groupBy === 'list') add(card.listId, listNames.get(card.listId) ?? '', card);
    else if (field) {
      // An option since removed from the field counts as no value.
      const held = optionIds(card.fieldValues[field.id]).filter((id) => groups.has(id));
      if (held.length === 0) add('', words.noValue, card);
      for (const id of new Set(held)) add(id, '', card);
    } else if (groupBy === 'label') {
      if (card.labels.length === 0) add('', words.noLabel, card);
      for (const label of card.labels) add(label.id, label.name, card);
    } else {
      if (card.assignees.length === 0) add('', words.noAssignee, card);
      for (const person of card.assignees) add(person.id, person.name, card);
    }
  }
  // Labels and people by name, "none" last; lists and options keep their order ("no value" comes last).
  const ordered = [...groups.entries()];
  if (groupBy !== 'list' && !field)
    ordered.sort(([a, x], [b, y]) => (a === '' ? 1 : b === '' ? -1 : collator.compare(x.label, y.label)));
  return ordered.flatMap(([key, group]) => [
    { kind: 'group' as const, key: `group:${key}`, label: group.label, count: group.cards.length },
    ...group.cards.map((card) => line(card, key)),
  ]);
}
