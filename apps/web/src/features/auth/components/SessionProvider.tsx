import type { SessionEvent } from '@teamboard/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useServices } from '@/shared/services';
import { useEndedSession } from '../hooks/use-ended-session';
import { loadSessionCalls, type SessionCalls } from '../lib/load-session-calls';
import { recoveryFlag } from '../lib/recovery-flag';
import { SessionContext, type SessionContextValue, type SessionState } from '../lib/session-context';

/**
 * The root of the route tree: follows every session event of PRODUCT.md §4
 * and provides the session to the screens below. Events from other tabs
 * arrive here too (supabase-js relays them over a BroadcastChannel).
 *
 * With no session stored, nobody is signed in before supabase-js has even loaded; otherwise
 * the session is `loading` until the data services have loaded and supabase-js has restored it.
 */
export function SessionProvider() {
  const { services, sessionMayBeStored } = useServices();
  const navigate = useNavigate();
  const [state, setState] = useState<SessionState>(
    sessionMayBeStored ? { status: 'loading' } : { status: 'signed-out', reason: 'none' },
  );
  // Set while this tab signs out, so its own sign-out is not announced as an ended session.
  const signingOut = useRef(false);

  useEffect(() => {
    if (services === undefined) return undefined;
    const { client, queryClient } = services;
    let stop: (() => void) | undefined;
    let active = true;
    const handle = (event: SessionEvent, closeRealtime: SessionCalls['closeRealtime']) => {
      switch (event.type) {
        case 'INITIAL_SESSION':
          if (event.session === undefined) recoveryFlag.clear();
          setState(
            event.session === undefined
              ? { status: 'signed-out', reason: 'none' }
              : { status: 'signed-in', session: event.session, recovering: recoveryFlag.get() },
          );
          return;
        case 'SIGNED_IN':
        case 'TOKEN_REFRESHED':
          // Screens that wait for a session (sign-in, the guards) move on by themselves.
          setState({ status: 'signed-in', session: event.session, recovering: recoveryFlag.get() });
          return;
        case 'USER_UPDATED':
          setState({ status: 'signed-in', session: event.session, recovering: recoveryFlag.get() });
          void queryClient.invalidateQueries({ queryKey: ['profile'] });
          return;
        case 'PASSWORD_RECOVERY':
          recoveryFlag.set();
          setState({ status: 'signed-in', session: event.session, recovering: true });
          void navigate('/reset-password', { replace: true });
          return;
        case 'SIGNED_OUT': {
          const ownSignOut = signingOut.current;
          signingOut.current = false;
          recoveryFlag.clear();
          queryClient.clear();
          // Ended in another tab or expired: no signOut() ran here to close the channels.
          void closeRealtime(client);
          // RequireSession then leaves for /sign-in; public screens stay where they are.
          setState({ status: 'signed-out', reason: ownSignOut ? 'user' : 'ended' });
          return;
        }
      }
    };
    void loadSessionCalls().then(({ onSessionChange, closeRealtime }) => {
      if (active) stop = onSessionChange(client, (event) => handle(event, closeRealtime));
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [services, navigate]);

  // A session ended elsewhere ends here too, whether a request is refused or the server is asked.
  useEndedSession(state.status === 'signed-in' ? services : undefined);

  const signOut = useCallback(
    async (scope: 'local' | 'global' = 'local') => {
      // Signed in means the services have loaded: the session came from them.
      if (services === undefined) return;
      signingOut.current = true;
      try {
        const { signOut: sdkSignOut } = await loadSessionCalls();
        await sdkSignOut(services.client, { scope });
      } catch (error) {
        signingOut.current = false;
        throw error;
      }
    },
    [services],
  );

  const finishRecovery = useCallback(() => {
    recoveryFlag.clear();
    setState((current) => (current.status === 'signed-in' ? { ...current, recovering: false } : current));
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({ state, signOut, finishRecovery, isRecovering: recoveryFlag.get }),
    [state, signOut, finishRecovery],
  );

  return (
    <SessionContext value={value}>
      <Outlet />
    </SessionContext>
  );
}
