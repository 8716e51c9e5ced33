import { useQueryClient } from '@tanstack/react-query';
import { getUser, isTeamboardError, signOut } from '@teamboard/sdk';
import { useEffect } from 'react';
import { useConnectionStore } from '@/shared/connection';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { watchSession } from '../lib/session-watch';

const ended = (error: unknown) => isTeamboardError(error) && error.code === 'auth/session-expired';

/**
 * Notices a session that ended elsewhere ("sign out of all devices", a password change) and ends
 * it here too: this device signs out locally, and SessionProvider's SIGNED_OUT takes the user to
 * sign-in with a notice. The evidence is a refused request, or — for a tab that sends none — the
 * server's answer when asked after a lost channel, a return to the tab, or a slow timer. Other tabs
 * of this browser follow through supabase-js's own SIGNED_OUT broadcast.
 */
export function useEndedSession(signedIn: boolean): void {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const connection = useConnectionStore();

  useEffect(() => {
    if (!signedIn) return undefined;
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
  }, [client, queryClient, connection, signedIn]);
}
