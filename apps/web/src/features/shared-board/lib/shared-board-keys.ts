/** Query keys of the public board page; one per link token. */
export const sharedBoardKeys = {
  board: (token: string) => ['shared-board', token] as const,
};
