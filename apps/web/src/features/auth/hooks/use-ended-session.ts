import { useEffect } from 'react';
import { useConnectionStore, type ConnectionStore } from '@/shared/connection';
import type { AppServices } from '@/shared/services';
import { loadSessionCalls, type SessionCalls } from '../lib/load-session-calls';
import { watchSession } from '../lib/session-watch';

/**
 * Notices a session that ended elsewhere ("sign out of all devices", a password change) and ends
 * it here too: this device signs out locally, and SessionProvider's SIGNED_OUT takes the user to
 * sign-in with a notice. The evidence is a refused request, or — for a tab that sends none — the
 * server's answer when asked after a lost channel, a return to the tab, or a slow timer. Other tabs
 * of this browser follow through supabase-js's own SIGNED_OUT broadcast.
 *
 * `signedInWith`: the services of a signed-in session, undefined while nobody is.
 */
export function useEndedSession(signedInWith: AppServices | undefined): void {
  const connection = useConnectionStore();

  useEffect(() => {
    if (signedInWith === undefined) return undefined;
    let stop: (() => void) | undefined;
    let active = true;
    void loadSessionCalls().then((calls) => {
      if (active) stop = watchForEnd(signedInWith, calls, connection);
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [signedInWith, connection]);
}

/** Starts watching; returns the function that stops. */
function watchForEnd(
  { client, queryClient }: AppServices,
  { getUser, isTeamboardError, signOut }: SessionCalls,
  connection: ConnectionStore,
): () => void {
  const ended = (error: unknown) => isTeamboardError(error) && error.code === 'auth/session-expired';
  let ending = false;
  const endHere = () => {
    if (ending) return;
    ending = true;
    signOut(client, { scope: 'local' })
      .catch(() => undefined)
      .finally(() => {
        ending = false;
      });
  };
  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && ended(event.action.error)) endHere();
  });
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && ended(event.action.error)) endHere();
  });
  const stopWatching = watchSession(
    { onChannelLost: connection.onChannelLost, window, document },
    async () => {
      try {
        await getUser(client);
      } catch (error) {
        if (ended(error)) endHere();
      }
    },
  );
  return () => {
    unsubscribeQueries();
    unsubscribeMutations();
    stopWatching();
  };
}
