import { Navigate } from 'react-router';
import { useSignedInSession } from '../hooks/use-signed-in-session';
import { lastWorkspace } from '../lib/last-workspace';

/** `/`: back to the workspace last opened on this device, else the list of workspaces. */
export function HomeRedirect() {
  const { user } = useSignedInSession();
  const slug = lastWorkspace.get(user.id);
  return <Navigate to={slug === undefined ? '/workspaces' : `/w/${encodeURIComponent(slug)}`} replace />;
}
