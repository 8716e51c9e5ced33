import { useQuery } from '@tanstack/react-query';
import { listMembers } from '@teamboard/sdk';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';

/** A workspace's members: read by the workspace page, its settings and a board's share dialog. */
export function useMembers(workspaceId: string, enabled = true) {
  const client = useTeamboardClient();
  return useQuery({
    queryKey: workspaceKeys.members(workspaceId),
    queryFn: () => listMembers(client, workspaceId),
    enabled,
  });
}
