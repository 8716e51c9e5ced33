import { useQueryClient } from '@tanstack/react-query';
import { subscribeToWorkspace, type WorkspaceRole } from '@teamboard/sdk';
import { useEffect, useRef } from 'react';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { liveWorkspaceKeys, staleKeysOf } from '../lib/workspace-change-keys';

/**
 * Keeps a workspace's screens live: members, invitations and boards changed
 * elsewhere refetch (refetching, not patching: an invitation's row never
 * comes, and a member's row lacks the profile the list shows); after a
 * reconnect everything of the workspace does, and once after the first
 * join too: the workspace was read before the channel joined, and a change
 * in between (a demotion) reached no one. `undefined` while the
 * workspace is still loading: nothing to follow yet. A role change of the
 * user refetches the workspace (its role), so controls follow at once; their
 * removal calls `me.onRemoved`.
 */
export function useWorkspaceRealtime(
  workspaceId: string | undefined,
  me?: { userId: string; onRemoved: () => void; onRoleChanged: (role: WorkspaceRole) => void },
): void {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  // The latest callback, without re-subscribing when the screen re-renders.
  const removed = useRef(me);
  useEffect(() => {
    removed.current = me;
  });
  const userId = me?.userId;
  useEffect(() => {
    if (workspaceId === undefined) return;
    const resync = () => {
      for (const queryKey of liveWorkspaceKeys) void queryClient.invalidateQueries({ queryKey });
    };
    const subscription = subscribeToWorkspace(client, workspaceId, {
      onChange: (change) => {
        // Removed by someone else: this user can no longer read anything here (the
        // notice still reaches them, as the channel was authorised at join).
        if (
          change.table === 'workspace_members' &&
          change.type === 'DELETE' &&
          change.key.user_id === userId
        ) {
          removed.current?.onRemoved();
          return;
        }
        // Their own new role applies at once, before the refetch below confirms it.
        if (
          change.table === 'workspace_members' &&
          change.type === 'UPDATE' &&
          change.key.user_id === userId
        ) {
          removed.current?.onRoleChanged(change.row.role);
        }
        for (const queryKey of staleKeysOf(change, workspaceId))
          void queryClient.invalidateQueries({ queryKey });
      },
      onResync: resync,
    });
    // Rejects when the subscription closes first: nothing to read again then.
    subscription.ready.then(resync, () => undefined);
    return () => void subscription.unsubscribe();
  }, [client, queryClient, workspaceId, userId]);
}
