import { getUser, isTeamboardError, signOut } from '@teamboard/sdk';
import type { ConnectionStore } from '@/shared/connection';
import type { AppServices } from '@/shared/services';
import { watchSession } from './session-watch';

/**
 * Ends this device's session once the evidence says it ended elsewhere (see `useEndedSession`).
 * Returns the function that stops watching.
 */
export function watchForEndedSession(
  { client, queryClient }: AppServices,
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
