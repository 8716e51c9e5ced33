/** Query keys of the board screen; everything under `['board', boardId]` is dropped when leaving it. */
export const boardKeys = {
  all: (boardId: string) => ['board', boardId] as const,
  board: (boardId: string) => ['board', boardId, 'board'] as const,
  lists: (boardId: string) => ['board', boardId, 'lists'] as const,
  cards: (boardId: string) => ['board', boardId, 'cards'] as const,
  labels: (boardId: string) => ['board', boardId, 'labels'] as const,
  /** The board's custom fields with their options. */
  fields: (boardId: string) => ['board', boardId, 'fields'] as const,
  cardLabels: (boardId: string) => ['board', boardId, 'card-labels'] as const,
  cardAssignees: (boardId: string) => ['board', boardId, 'card-assignees'] as const,
  counts: (boardId: string) => ['board', boardId, 'counts'] as const,
  /** The Archived panel: archived lists and archived cards of the board. */
  archived: (boardId: string) => ['board', boardId, 'archived'] as const,
  /** The board's public links (owners and admins). */
  shares: (boardId: string) => ['board', boardId, 'shares'] as const,
  /** Everyone who can open the board, with their board roles (the Share dialog). */
  members: (boardId: string) => ['board', boardId, 'members'] as const,
  /** The board's automation rules, in the order they run. */
  automationRules: (boardId: string) => ['board', boardId, 'automation-rules'] as const,
  /** The user's own saved views of the board and the board's shared ones. */
  savedViews: (boardId: string) => ['board', boardId, 'saved-views'] as const,
  /** The board's card templates, kept apart from its cards (listCardTemplates). */
  cardTemplates: (boardId: string) => ['board', boardId, 'card-templates'] as const,
  /** Links between the board's cards (the timeline's arrows). */
  dependencies: (boardId: string) => ['board', boardId, 'dependencies'] as const,
};

/**
 * The signed-in user's effective role on each board: drives every editing control. Kept outside
 * `['board', boardId]` so a workspace change (a board made private, the user's workspace role)
 * can refetch them all at once.
 */
export const boardRoleKeys = {
  all: ['board-role'] as const,
  of: (boardId: string) => ['board-role', boardId] as const,
};
