/** A link: `blockedCardId` waits until `blockerCardId` is completed or archived. */
export interface CardDependency {
  readonly blockedCardId: string;
  readonly blockerCardId: string;
  readonly createdBy: string | null;
  readonly createdAt: string;
}

/** A link between two cards of one board, as the timeline draws it. */
export interface BoardDependency {
  readonly blockedCardId: string;
  readonly blockerCardId: string;
}

/** A card at the other end of a link, on a board the caller can see. */
export interface VisibleLinkedCard {
  readonly hidden: false;
  readonly cardId: string;
  readonly title: string;
  readonly boardId: string;
  readonly boardName: string;
  /** Neither completed nor archived: as a blocker, it still blocks. */
  readonly isOpen: boolean;
}

/** "A card you cannot see": on a board the caller may not open, so no id, title or board. */
export interface HiddenLinkedCard {
  readonly hidden: true;
  readonly isOpen: boolean;
}

export type LinkedCard = VisibleLinkedCard | HiddenLinkedCard;

/** Both directions of one card's links, visible cards first, oldest link first. */
export interface CardDependencies {
  /** The cards this one waits on. */
  readonly blockedBy: readonly LinkedCard[];
  /** The cards waiting on this one. */
  readonly blocks: readonly LinkedCard[];
}
