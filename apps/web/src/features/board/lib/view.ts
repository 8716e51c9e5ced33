import type {
  AvatarPerson,
  CardFieldChip,
  CardLabel,
  CardTileProps,
  ChecklistProgress,
  LabelColor,
} from '@teamboard/ui';

/** A card as the board draws it, built from the cached rows. */
export interface BoardCardView {
  id: string;
  listId: string;
  position: number;
  title: string;
  description: string;
  startAt: Date | null;
  dueAt: Date | null;
  completed: boolean;
  labels: readonly CardLabel[];
  labelIds: readonly string[];
  assignees: readonly AvatarPerson[];
  assigneeIds: readonly string[];
  commentCount: number;
  attachmentCount: number;
  checklist: ChecklistProgress | null;
  /** Open cards blocking this one (the database keeps the count, live). */
  blockedCount: number;
  /** The image attachment shown as the tile's cover (its thumbnail is signed by the tile: useTileCover). */
  coverAttachmentId: string | null;
  /** A palette colour shown as the tile's cover instead of an image. */
  coverColor: LabelColor | null;
  /** Custom field values by field id (filters read them). */
  fieldValues: Readonly<Record<string, unknown>>;
  /** The "show on card" values, in words. */
  fields: readonly CardFieldChip[];
  createdAt: Date;
  updatedAt: Date;
  /** What an edit must name to succeed (the drawer's optimistic concurrency). */
  version: number;
}

export interface BoardListView {
  id: string;
  name: string;
  position: number;
  wipLimit: number | null;
  /** Marked done by a board admin: a blocked card enters only when confirmed. */
  isDone: boolean;
  /** Every card of the list, in order; `cardCount` counts these, filters or not. */
  cardCount: number;
  /** The cards left by the filters, in order. */
  cards: readonly BoardCardView[];
}

/** What a card tile shows of a card, the same in every view that draws tiles (columns and lanes). */
export function tileContentOf(
  card: BoardCardView,
): Pick<
  CardTileProps,
  | 'title'
  | 'labels'
  | 'assignees'
  | 'startAt'
  | 'dueAt'
  | 'completed'
  | 'commentCount'
  | 'attachmentCount'
  | 'checklist'
  | 'blockedCount'
  | 'fields'
> {
  return {
    title: card.title,
    labels: card.labels,
    assignees: card.assignees,
    startAt: card.startAt,
    dueAt: card.dueAt,
    completed: card.completed,
    commentCount: card.commentCount,
    attachmentCount: card.attachmentCount,
    checklist: card.checklist,
    blockedCount: card.blockedCount,
    fields: card.fields,
  };
}
