/**
 * Who may open a board and with which role: the Share dialog (visibility, board members, guests),
 * the signed-in user's board role that drives every editing control, and losing a board live;
 * seen from the workspace too (each person's boards, its guests) and from a guest's home.
 */
import { lazyPart } from '@/shared/lib/lazy-screen';

/** Its code loads when it is first opened (render it inside a `PartBoundary`). */
export const ShareBoardDialog = lazyPart(
  () => import('./components/ShareBoardDialog'),
  (m) => m.ShareBoardDialog,
);
export { SharedWithYou } from './components/SharedWithYou';
export { WorkspaceGuestsSection } from './components/WorkspaceGuestsSection';
export { useBoardPermissions } from './hooks/use-board-access';
export { useBoardsByPerson } from './hooks/use-board-memberships';
export { useLostBoardAccess } from './hooks/use-lost-board-access';
