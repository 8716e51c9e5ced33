import {
  fieldChips,
  type AvatarPerson,
  type CardLabel,
  type CustomFieldView,
  type FieldValueWords,
} from '@teamboard/ui';
import { matchesFilters, type BoardFilters } from './filters';
import { cardLabelsOf, isLabelColor } from '@/shared/lib/labels';
import { sortByPosition } from './ordering';
import type { CardSummaryRow, ListRow } from '@/shared/lib/rows';
import type { BoardCardView, BoardListView } from './view';

export interface BoardSource {
  lists: readonly ListRow[];
  cards: readonly CardSummaryRow[];
  labels: ReadonlyMap<string, CardLabel>;
  people: ReadonlyMap<string, AvatarPerson>;
  /** The board's custom fields, in order. */
  fields: readonly CustomFieldView[];
  /** How values are written on tiles: the reader's language and its words for yes, no and unknown. */
  fieldText: { locale: string; words: FieldValueWords };
}

export interface BuiltBoard {
  lists: BoardListView[];
  shown: number;
  total: number;
}

function cardView(card: CardSummaryRow, source: BoardSource): BoardCardView {
  return {
    id: card.id,
    listId: card.list_id,
    position: card.position,
    title: card.title,
    description: card.description,
    startAt: card.start_at === null ? null : new Date(card.start_at),
    dueAt: card.due_at === null ? null : new Date(card.due_at),
    completed: card.completed_at !== null,
    labelIds: card.label_ids,
    labels: cardLabelsOf(card.label_ids, source.labels),
    assigneeIds: card.assignee_ids,
    assignees: card.assignee_ids.flatMap((id) => {
      const person = source.people.get(id);
      return person ? [person] : [];
    }),
    commentCount: card.comment_count,
    attachmentCount: card.attachment_count,
    checklist: card.checklist_total > 0 ? { done: card.checklist_done, total: card.checklist_total } : null,
    blockedCount: card.open_blocker_count,
    coverAttachmentId: card.cover_attachment_id,
    coverColor: isLabelColor(card.cover_color) ? card.cover_color : null,
    fieldValues: card.field_values,
    fields: fieldChips(
      source.fields,
      card.field_values,
      [...source.people.values()],
      source.fieldText.locale,
      source.fieldText.words,
    ),
    createdAt: new Date(card.created_at),
    updatedAt: new Date(card.updated_at),
    version: card.version,
  };
}

/** The active lists in order, each with its active cards in order, filtered. */
export function buildBoard(source: BoardSource, filters: BoardFilters, now: Date): BuiltBoard {
  const byList = new Map<string, BoardCardView[]>();
  for (const card of sortByPosition(source.cards)) {
    if (card.archived_at !== null) continue;
    const view = cardView(card, source);
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
        isDone: list.is_done,
        cardCount: all.length,
        cards,
      };
    });
  return { lists, shown, total };
}
