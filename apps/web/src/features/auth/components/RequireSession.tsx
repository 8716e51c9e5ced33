import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../hooks/use-session';
import { signInPath, type SignInNotice } from '../lib/auth-links';
import { needsSecondFactor, TwoFactorStep } from '../two-factor';
import { SessionPending } from './SessionPending';

/** Guards the signed-in routes; a user in password recovery goes nowhere but /reset-password. */
export function RequireSession() {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <SessionPending />;
  if (state.status === 'signed-out') {
    // Signing out on purpose starts afresh; otherwise the user comes back here after signing in.
    if (state.reason === 'user') return <Navigate to="/sign-in" replace />;
    const notice: SignInNotice | undefined =
      state.reason === 'ended' ? { notice: 'session-ended' } : undefined;
    return (
      <Navigate
        to={signInPath(`${location.pathname}${location.search}${location.hash}`)}
        replace
        state={notice}
      />
    );
  }
  if (state.recovering) return <Navigate to="/reset-password" replace />;
  if (needsSecondFactor(state.session)) return <TwoFactorStep />;
  return <Outlet />;
}
