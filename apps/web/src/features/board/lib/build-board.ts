import type { AvatarPerson, CardLabel, ChecklistProgress } from '@teamboard/ui';
import { matchesFilters, type BoardFilters } from './filters';
import { sortByPosition } from './ordering';
import type { CardRow, ListRow } from './rows';
import type { BoardCardView, BoardListView } from './view';

/** What a card tile shows beyond the card row itself. */
export interface CardExtras {
  labelIds: readonly string[];
  assigneeIds: readonly string[];
  commentCount: number;
  attachmentCount: number;
  checklist: ChecklistProgress | null;
}

export const NO_EXTRAS: CardExtras = {
  labelIds: [],
  assigneeIds: [],
  commentCount: 0,
  attachmentCount: 0,
  checklist: null,
};

export interface BoardSource {
  lists: readonly ListRow[];
  cards: readonly CardRow[];
  extras: ReadonlyMap<string, CardExtras>;
  labels: ReadonlyMap<string, CardLabel>;
  people: ReadonlyMap<string, AvatarPerson>;
}

export interface BuiltBoard {
  lists: BoardListView[];
  shown: number;
  total: number;
}

function cardView(card: CardRow, extras: CardExtras, source: BoardSource): BoardCardView {
  return {
    id: card.id,
    listId: card.list_id,
    position: card.position,
    title: card.title,
    description: card.description,
    dueAt: card.due_at === null ? null : new Date(card.due_at),
    completed: card.completed_at !== null,
    labelIds: extras.labelIds,
    labels: extras.labelIds.flatMap((id) => {
      const label = source.labels.get(id);
      return label ? [label] : [];
    }),
    assigneeIds: extras.assigneeIds,
    assignees: extras.assigneeIds.flatMap((id) => {
      const person = source.people.get(id);
      return person ? [person] : [];
    }),
    commentCount: extras.commentCount,
    attachmentCount: extras.attachmentCount,
    checklist: extras.checklist,
  };
}

/** The active lists in order, each with its active cards in order, filtered. */
export function buildBoard(source: BoardSource, filters: BoardFilters, now: Date): BuiltBoard {
  const byList = new Map<string, BoardCardView[]>();
  for (const card of sortByPosition(source.cards)) {
    if (card.archived_at !== null) continue;
    const view = cardView(card, source.extras.get(card.id) ?? NO_EXTRAS, source);
    const bucket = byList.get(card.list_id);
    if (bucket) bucket.push(view);
    else byList.set(card.list_id, [view]);
  }
  let shown = 0;
  let total = 0;
  const lists = sortByPosition(source.lists)
    .filter((list) => list.archived_at === null)
    .map((list): BoardListView => {
      const all = byList.get(list.id) ?? [];
      const cards = all.filter((card) => matchesFilters(card, filters, now));
      shown += cards.length;
      total += all.length;
      return {
        id: list.id,
        name: list.name,
        position: list.position,
        wipLimit: list.wip_limit,
        cardCount: all.length,
        cards,
      };
    });
  return { lists, shown, total };
}
