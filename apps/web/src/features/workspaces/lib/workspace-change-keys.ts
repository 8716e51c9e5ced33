import type { WorkspaceChange } from '@teamboard/sdk';
import { boardRoleKeys } from '@/shared/query-keys/board-keys';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';

/**
 * Every query a workspace channel keeps live: read again when the channel
 * (re)joins, as changes in between reached no one.
 */
export const liveWorkspaceKeys: readonly (readonly unknown[])[] = [
  ['workspace'],
  workspaceKeys.mine(),
  boardRoleKeys.all,
];

/**
 * The queries a workspace change makes stale. A membership change may be the
 * viewer's own (their role shows everywhere), and a workspace change renames
 * it in every list, so those reach every workspace query. Both a board change
 * (it may have gone private) and a membership change may change the viewer's
 * role on a board, which the board screen then asks again.
 */
export function staleKeysOf(change: WorkspaceChange, workspaceId: string): readonly (readonly unknown[])[] {
  switch (change.table) {
    case 'invitations':
      return [workspaceKeys.invitations(workspaceId)];
    case 'boards':
      return [workspaceKeys.allBoards(workspaceId), boardRoleKeys.all];
    case 'workspace_members':
      return liveWorkspaceKeys;
    case 'workspaces':
      return [['workspace'], workspaceKeys.mine()];
  }
}
