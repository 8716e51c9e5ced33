import type { WorkspaceChange } from '@teamboard/sdk';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';

/**
 * The queries a workspace change makes stale. A membership change may be the
 * viewer's own (their role shows everywhere), and a workspace change renames
 * it in every list, so those reach every workspace query.
 */
export function staleKeysOf(change: WorkspaceChange, workspaceId: string): readonly (readonly unknown[])[] {
  switch (change.table) {
    case 'invitations':
      return [workspaceKeys.invitations(workspaceId)];
    case 'boards':
      return [[...workspaceKeys.all(workspaceId), 'boards']];
    case 'workspace_members':
    case 'workspaces':
      return [['workspace'], workspaceKeys.mine()];
  }
}
