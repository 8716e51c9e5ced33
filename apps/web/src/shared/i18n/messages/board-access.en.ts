/**
 * The board-access messages in English: the Share button, what a commenter or viewer is told,
 * the notice of being removed from a board, and the access errors. The dialog's own texts come
 * from the component library (`ui.boardMembers.*`).
 */
export const boardAccessMessages = {
  'boardAccess.share': 'Share',
  'boardAccess.commenterNote': 'You are a commenter on this board: you can read and comment, nothing else.',
  'boardAccess.removed.title': 'You no longer have access to {name}',
  'boardAccess.removed.description': 'Someone removed you or made the board private.',
  'boardAccess.guests.heading': 'Guests ({count, number})',
  'boardAccess.guests.list': 'Guests',
  'boardAccess.guests.none':
    'No guests. A board’s admins can invite someone to that board alone from its Share dialog.',
  'boardAccess.sharedWithYou.heading': 'Boards shared with you',
  'boardAccess.sharedWithYou.in': 'in {workspace}',
  'error.lastBoardAdmin': 'A board needs at least one admin: make someone else admin of it first.',
  'error.alreadyWorkspaceMember':
    'This person is already in the workspace: add them from the workspace instead of inviting them as a guest.',
  'error.notOnBoard': 'You can only mention people who can open this board.',
} satisfies Record<string, string>;
