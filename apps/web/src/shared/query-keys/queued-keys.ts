/**
 * Mutation keys of the edits that wait offline and survive a reload (the durable queue). Their
 * request code is registered once per query client under `['queued', kind]`
 * (`registerQueuedMutations`): an edit restored after a reload has no component to take it from.
 */
export const queuedKeys = {
  all: ['queued'] as const,
  /** Pending (offline: paused) adds show in their lists. */
  createCard: (boardId: string) => ['queued', 'create-card', boardId] as const,
  moveCard: (boardId: string) => ['queued', 'move-card', boardId] as const,
  updateCard: (boardId: string) => ['queued', 'update-card', boardId] as const,
  /** Completing, reopening, archiving and restoring a card. */
  cardState: (boardId: string) => ['queued', 'card-state', boardId] as const,
  /** Ticking a checklist item or clearing it. */
  checkItem: (cardId: string) => ['queued', 'check-item', cardId] as const,
  /** Pending (offline: paused) comments show in the thread. */
  addComment: (cardId: string) => ['queued', 'add-comment', cardId] as const,
};
