/** The workspace list, one workspace's boards and members, and the gate that resolves `/w/:slug`. */
import { lazyScreen } from '@/shared/lib/lazy-screen';

export { useCurrentWorkspace } from './lib/workspace-context';
export { useLiveMembership } from './hooks/use-live-membership';
export { useBoards, useInvitations, useWorkspaceBySlug } from './hooks/use-workspace-queries';
export { WorkspaceSwitcher } from './components/WorkspaceSwitcher';
export { MembersLoadState } from './components/MembersLoadState';
export { memberView, type MemberView } from './lib/member-view';
export { fromHomeState, isFromHome, lastWorkspace } from './lib/last-workspace';

export const loadWorkspacesPage = lazyScreen(
  () => import('./components/WorkspacesPage'),
  (m) => m.WorkspacesPage,
);
export const loadWorkspaceGate = lazyScreen(
  () => import('./components/WorkspaceGate'),
  (m) => m.WorkspaceGate,
);
export const loadWorkspacePage = lazyScreen(
  () => import('./components/WorkspacePage'),
  (m) => m.WorkspacePage,
);
