import type { ViewGroup } from '@teamboard/sdk';
import type { AvatarPerson, CardLabel, CustomFieldView } from '@teamboard/ui';
import { groupField, optionIds } from './custom-fields';
import type { BoardCardView, BoardListView } from './view';

/**
 * Swimlanes of the columns view (`group=assignee`, `group=label` or
 * `group=field.<id>` for a select field): one row per person, label or option,
 * each showing the board's lists with only that lane's cards, and a last lane
 * for cards with no one / no label / no value. A card with two assignees (or
 * labels, or options of a multi select) shows in each of their lanes: it is
 * theirs as much as the other's, and hiding it from one lane would hide work.
 */
export type LaneGroup = { by: 'assignee' } | { by: 'label' } | { by: 'field'; field: CustomFieldView };

/** The lane of cards with no assignee / no label / no value. */
export const NO_LANE = '';

export interface Lane {
  /** The person's, label's or option's id, or `NO_LANE`. */
  key: string;
  name: string;
  person?: AvatarPerson;
  label?: CardLabel;
  /** The board's lists in order, each with only this lane's cards. */
  lists: BoardListView[];
  cardCount: number;
}

/**
 * The columns view groups by person, label or a select field the board has; `list` is the columns
 * themselves, and a field since deleted (a link kept from before) groups nothing.
 */
export function laneGroupOf(groupBy: ViewGroup | null, fields: readonly CustomFieldView[]): LaneGroup | null {
  if (groupBy === 'assignee' || groupBy === 'label') return { by: groupBy };
  const field = groupField(groupBy, fields);
  return field ? { by: 'field', field } : null;
}

/** The grouping as the URL and the saved views name it. */
export const laneGroupName = (group: LaneGroup): ViewGroup =>
  group.by === 'field' ? `field.${group.field.id}` : group.by;

type LaneCard = Pick<BoardCardView, 'assigneeIds' | 'labelIds' | 'fieldValues'>;

/** The people, labels or options a card holds of the grouping; an option since removed is none. */
function heldBy(card: LaneCard, group: LaneGroup): readonly string[] {
  if (group.by === 'assignee') return card.assigneeIds;
  if (group.by === 'label') return card.labelIds;
  const { field } = group;
  return [...new Set(optionIds(card.fieldValues[field.id]))].filter((id) =>
    field.options.some((option) => option.id === id),
  );
}

/** The lanes a card shows in. */
export function laneKeysOf(card: LaneCard, group: LaneGroup): string[] {
  const ids = heldBy(card, group);
  return ids.length === 0 ? [NO_LANE] : [...ids];
}

export interface LaneChoices {
  /** The board's people (every one gets a lane, so a card can be dragged to them). */
  people: readonly AvatarPerson[];
  /** The board's labels. */
  labels: readonly CardLabel[];
  words: { noAssignee: string; noLabel: string; noValue: string; formerMember: string };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The lanes in order: people or labels by name, a field's options in the
 * field's own order, then the "none" lane. Every person, label or option of
 * the board has a lane, with cards or not; an id a card names that the board
 * no longer knows (a former member) gets one too.
 */
export function buildLanes(lists: readonly BoardListView[], group: LaneGroup, choices: LaneChoices): Lane[] {
  const heads = new Map<string, Pick<Lane, 'key' | 'name' | 'person' | 'label'>>();
  if (group.by === 'assignee')
    for (const person of choices.people) heads.set(person.id, { key: person.id, name: person.name, person });
  else if (group.by === 'label')
    for (const label of choices.labels) heads.set(label.id, { key: label.id, name: label.name, label });
  else
    for (const { id, label: name, color } of group.field.options)
      heads.set(id, { key: id, name, label: { id, name, color } });
  for (const list of lists)
    for (const card of list.cards)
      for (const key of laneKeysOf(card, group)) {
        if (key === NO_LANE || heads.has(key)) continue;
        const person = card.assignees.find((candidate) => candidate.id === key);
        const label = card.labels.find((candidate) => candidate.id === key);
        heads.set(
          key,
          group.by === 'assignee'
            ? { key, name: person?.name ?? choices.words.formerMember, ...(person ? { person } : {}) }
            : { key, name: label?.name ?? '', ...(label ? { label } : {}) },
        );
      }
  const ordered = [...heads.values()];
  if (group.by !== 'field') ordered.sort((a, b) => collator.compare(a.name, b.name));
  ordered.push({
    key: NO_LANE,
    name: { assignee: choices.words.noAssignee, label: choices.words.noLabel, field: choices.words.noValue }[
      group.by
    ],
  });
  return ordered.map((head) => {
    let cardCount = 0;
    const laneLists = lists.map((list) => {
      const cards = list.cards.filter((card) => laneKeysOf(card, group).includes(head.key));
      cardCount += cards.length;
      return { ...list, cards };
    });
    return { ...head, lists: laneLists, cardCount };
  });
}

export interface LaneChange {
  /** Ids (people, labels or options) to take off the card. */
  remove: string[];
  /** Ids to put on it. */
  add: string[];
}

/**
 * What moving a card from one lane to another changes: the source lane's
 * person, label or option goes and the target's comes (a card already in the
 * target lane only leaves the source). Into the "none" lane every one goes, so
 * the card lands where it was dropped; out of it, only the target's comes. A
 * single select holds one option, so moving it is always "this one for that".
 */
export function laneChange(card: LaneCard, group: LaneGroup, from: string, to: string): LaneChange {
  const ids = heldBy(card, group);
  if (from === to) return { remove: [], add: [] };
  if (to === NO_LANE) return { remove: [...ids], add: [] };
  return {
    remove: from !== NO_LANE && ids.includes(from) ? [from] : [],
    add: ids.includes(to) ? [] : [to],
  };
}

/**
 * Collapsed lanes as `localStorage` keeps them per board: a JSON array of
 * `<group>:<lane key>` (the "none" lanes of both groupings differ).
 */
export const collapsedLanesKey = (boardId: string) => `teamboard.collapsed-lanes.${boardId}`;

export const laneId = (group: LaneGroup, key: string) => `${laneGroupName(group)}:${key}`;

/** The ids a card holds after a lane change: removals first, then what it did not hold yet. */
export const afterLaneChange = (ids: readonly string[], change: LaneChange) => [
  ...ids.filter((id) => !change.remove.includes(id)),
  ...change.add.filter((id) => !ids.includes(id)),
];

/**
 * A select field's value after a lane change, as the card stores it: one option id for a single
 * select, the list for a multi select, `null` for none (the value is cleared).
 */
export function fieldValueAfter(
  card: LaneCard,
  field: CustomFieldView,
  change: LaneChange,
): string | string[] | null {
  const [first, ...rest] = afterLaneChange(heldBy(card, { by: 'field', field }), change);
  if (first === undefined) return null;
  return field.type === 'multi_select' ? [first, ...rest] : first;
}

/** The stored collapsed lanes; anything unreadable is none. */
export function readCollapsedLanes(raw: string | null): Set<string> {
  if (raw === null) return new Set();
  try {
    const parsed: unknown = JSON.parse(raw);
    return new Set(
      Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [],
    );
  } catch {
    return new Set();
  }
}

export function withLaneCollapsed(collapsed: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(collapsed);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** dnd-kit ids: a card shows once per lane, so its draggable and each lane's list cell are lane-scoped. */
const SEPARATOR = '|';
export const laneCardId = (laneKey: string, cardId: string) => `lane-card:${laneKey}${SEPARATOR}${cardId}`;
export const laneCellId = (laneKey: string, listId: string) => `lane-cell:${laneKey}${SEPARATOR}${listId}`;

/** The lane and list a cell id names, or null for any other id. */
export function parseLaneCell(id: string): { laneKey: string; listId: string } | null {
  if (!id.startsWith('lane-cell:')) return null;
  const rest = id.slice('lane-cell:'.length);
  const at = rest.lastIndexOf(SEPARATOR);
  return at < 0 ? null : { laneKey: rest.slice(0, at), listId: rest.slice(at + 1) };
}
