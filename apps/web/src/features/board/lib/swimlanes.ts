import type { ViewGroup } from '@teamboard/sdk';
import type { AvatarPerson, CardLabel } from '@teamboard/ui';
import type { BoardCardView, BoardListView } from './view';

/**
 * Swimlanes of the columns view (`group=assignee` or `group=label`): one row
 * per person or label, each showing the board's lists with only that lane's
 * cards, and a last lane for cards with no one / no label. A card with two
 * assignees (or labels) shows in each of their lanes: it is theirs as much as
 * the other's, and hiding it from one lane would hide work.
 */
export type LaneGroup = 'assignee' | 'label';

/** The lane of cards with no assignee / no label. */
export const NO_LANE = '';

export interface Lane {
  /** The person's or label's id, or `NO_LANE`. */
  key: string;
  name: string;
  person?: AvatarPerson;
  label?: CardLabel;
  /** The board's lists in order, each with only this lane's cards. */
  lists: BoardListView[];
  cardCount: number;
}

/** The columns view groups by person or label only; `list` is the columns themselves. */
export function laneGroupOf(groupBy: ViewGroup | null): LaneGroup | null {
  return groupBy === 'assignee' || groupBy === 'label' ? groupBy : null;
}

/** The lanes a card shows in. */
export function laneKeysOf(
  card: Pick<BoardCardView, 'assigneeIds' | 'labelIds'>,
  group: LaneGroup,
): string[] {
  const ids = group === 'assignee' ? card.assigneeIds : card.labelIds;
  return ids.length === 0 ? [NO_LANE] : [...ids];
}

export interface LaneChoices {
  /** The board's people (every one gets a lane, so a card can be dragged to them). */
  people: readonly AvatarPerson[];
  /** The board's labels. */
  labels: readonly CardLabel[];
  words: { noAssignee: string; noLabel: string; formerMember: string };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The lanes in order: people or labels by name, then the "none" lane. Every
 * person or label of the board has a lane, with cards or not; an id a card
 * names that the board no longer knows (a former member) gets one too.
 */
export function buildLanes(lists: readonly BoardListView[], group: LaneGroup, choices: LaneChoices): Lane[] {
  const heads = new Map<string, Pick<Lane, 'key' | 'name' | 'person' | 'label'>>();
  if (group === 'assignee')
    for (const person of choices.people) heads.set(person.id, { key: person.id, name: person.name, person });
  else for (const label of choices.labels) heads.set(label.id, { key: label.id, name: label.name, label });
  for (const list of lists)
    for (const card of list.cards)
      for (const key of laneKeysOf(card, group)) {
        if (key === NO_LANE || heads.has(key)) continue;
        const person = card.assignees.find((candidate) => candidate.id === key);
        const label = card.labels.find((candidate) => candidate.id === key);
        heads.set(
          key,
          group === 'assignee'
            ? { key, name: person?.name ?? choices.words.formerMember, ...(person ? { person } : {}) }
            : { key, name: label?.name ?? '', ...(label ? { label } : {}) },
        );
      }
  const ordered = [...heads.values()].sort((a, b) => collator.compare(a.name, b.name));
  ordered.push({
    key: NO_LANE,
    name: group === 'assignee' ? choices.words.noAssignee : choices.words.noLabel,
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
  /** Ids (people or labels) to take off the card. */
  remove: string[];
  /** Ids to put on it. */
  add: string[];
}

/**
 * What moving a card from one lane to another changes: the source lane's
 * person or label goes and the target's comes (a card already in the target
 * lane only leaves the source). Into the "none" lane every one goes, so the
 * card lands where it was dropped; out of it, only the target's comes.
 */
export function laneChange(
  card: Pick<BoardCardView, 'assigneeIds' | 'labelIds'>,
  group: LaneGroup,
  from: string,
  to: string,
): LaneChange {
  const ids = group === 'assignee' ? card.assigneeIds : card.labelIds;
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

export const laneId = (group: LaneGroup, key: string) => `${group}:${key}`;

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
