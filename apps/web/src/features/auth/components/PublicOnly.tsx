import { Navigate, Outlet } from 'react-router';
import { useNextPath } from '../hooks/use-next-path';
import { useSession } from '../hooks/use-session';
import { SessionPending } from './SessionPending';

/**
 * Sign-in, sign-up and forgot-password: a signed-in user is sent on to
 * `next`, whether they signed in here, from an email link, or in another tab.
 */
export function PublicOnly() {
  const { state } = useSession();
  const next = useNextPath();
  if (state.status === 'loading') return <SessionPending />;
  if (state.status === 'signed-in')
    return <Navigate to={state.recovering ? '/reset-password' : next} replace />;
  return <Outlet />;
}
