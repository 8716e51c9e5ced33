/** A workspace's settings: general, members and roles, invitations, leaving and deleting. */
import { lazyScreen } from '@/shared/lib/lazy-screen';

export const loadWorkspaceSettingsPage = lazyScreen(
  () => import('./components/WorkspaceSettingsPage'),
  (m) => m.WorkspaceSettingsPage,
);
