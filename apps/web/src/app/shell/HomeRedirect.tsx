import { Navigate } from 'react-router';
import { useSignedInSession } from '@/features/auth';
import { fromHomeState, lastWorkspace } from '@/features/workspaces';

/** `/`: back to the workspace last opened on this device, else the list of workspaces. */
export function HomeRedirect() {
  const { user } = useSignedInSession();
  const slug = lastWorkspace.get(user.id);
  if (slug === undefined) return <Navigate to="/workspaces" replace />;
  // Marked, so a workspace that is gone since (left, deleted, renamed) falls back to the list, not a 404.
  return <Navigate to={`/w/${encodeURIComponent(slug)}`} replace state={fromHomeState} />;
}
