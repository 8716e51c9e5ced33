import { useQueryClient } from '@tanstack/react-query';
import { subscribeToWorkspace } from '@teamboard/sdk';
import { useEffect } from 'react';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { staleKeysOf } from '../lib/workspace-change-keys';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';

/**
 * Keeps a workspace's screens live: members, invitations and boards changed
 * elsewhere refetch (refetching, not patching: an invitation's row never
 * comes, and a member's row lacks the profile the list shows); after a
 * reconnect everything of the workspace does. `undefined` while the
 * workspace is still loading: nothing to follow yet.
 */
export function useWorkspaceRealtime(workspaceId: string | undefined): void {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (workspaceId === undefined) return;
    const subscription = subscribeToWorkspace(client, workspaceId, {
      onChange: (change) => {
        for (const queryKey of staleKeysOf(change, workspaceId))
          void queryClient.invalidateQueries({ queryKey });
      },
      onResync: () => {
        void queryClient.invalidateQueries({ queryKey: ['workspace'] });
        void queryClient.invalidateQueries({ queryKey: workspaceKeys.mine() });
      },
    });
    return () => void subscription.unsubscribe();
  }, [client, queryClient, workspaceId]);
}
