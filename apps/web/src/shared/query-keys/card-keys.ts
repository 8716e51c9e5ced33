/** Query keys of the open card; realtime patches or invalidates them per table. */
export const cardKeys = {
  all: (cardId: string) => ['card', cardId] as const,
  card: (cardId: string) => ['card', cardId, 'card'] as const,
  checklist: (cardId: string) => ['card', cardId, 'checklist'] as const,
  /** The card's named checklists (without items: those are `checklist`). */
  checklists: (cardId: string) => ['card', cardId, 'checklists'] as const,
  comments: (cardId: string) => ['card', cardId, 'comments'] as const,
  /** Everyone's reactions to the card's comments. */
  reactions: (cardId: string) => ['card', cardId, 'reactions'] as const,
  attachments: (cardId: string) => ['card', cardId, 'attachments'] as const,
  /** The signed link an image attachment's thumbnail shows. */
  attachmentPreview: (cardId: string, attachmentId: string) =>
    ['card', cardId, 'attachment-preview', attachmentId] as const,
  activity: (cardId: string) => ['card', cardId, 'activity'] as const,
  /**
   * The signed thumbnail link a cover image shows on tiles. By attachment, not under
   * `['card', id]`: an attachment's path never changes, so every tile showing it shares
   * one link, and refreshing the card does not sign it again.
   */
  coverThumbnail: (attachmentId: string) => ['cover-thumbnail', attachmentId] as const,
  /** Keyed by the open-blocker count too, so a blocker done elsewhere refreshes the list. */
  dependencies: (cardId: string, openBlockers: number) =>
    ['card', cardId, 'dependencies', openBlockers] as const,
  recurrence: (cardId: string) => ['card', cardId, 'recurrence'] as const,
  /**
   * A title edit refused because the card changed meanwhile, until the person picks a version.
   * Not under `['card', id]`: it is no server data, and refreshing the card must not touch it.
   */
  titleConflict: (cardId: string) => ['title-conflict', cardId] as const,
};

/** Whether a query key is some card's attachment list: a deletion may not say which card it was on. */
export const isAttachmentsKey = (key: readonly unknown[]): boolean =>
  key[0] === 'card' && key[2] === 'attachments';

/** Whether a query key is some card's reactions: a removal names only the comment. */
export const isReactionsKey = (key: readonly unknown[]): boolean =>
  key[0] === 'card' && key[2] === 'reactions';

/**
 * Whether a query key is a card's checklists or their items (of `cardId`, or of any card):
 * a checklist's deletion may not say which card it was on.
 */
export const isChecklistKey = (key: readonly unknown[], cardId?: string): boolean =>
  key[0] === 'card' &&
  (cardId === undefined || key[1] === cardId) &&
  (key[2] === 'checklists' || key[2] === 'checklist');
