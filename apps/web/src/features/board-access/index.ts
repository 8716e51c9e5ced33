/**
 * Who may open a board and with which role: the Share dialog (visibility, board members, guests),
 * the signed-in user's board role that drives every editing control, and losing a board live.
 */
export { ShareBoardDialog } from './components/ShareBoardDialog';
export { useBoardPermissions } from './hooks/use-board-access';
export { useLostBoardAccess } from './hooks/use-lost-board-access';
