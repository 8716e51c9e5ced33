import { useQuery } from '@tanstack/react-query';
import { getWorkspaceBySlug, listBoards, listInvitations, listMyWorkspaces } from '@teamboard/sdk';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';

export function useMyWorkspaces() {
  const client = useTeamboardClient();
  return useQuery({ queryKey: workspaceKeys.mine(), queryFn: () => listMyWorkspaces(client) });
}

export function useWorkspaceBySlug(slug: string) {
  const client = useTeamboardClient();
  return useQuery({
    queryKey: workspaceKeys.bySlug(slug),
    queryFn: () => getWorkspaceBySlug(client, slug),
    // A missing workspace stays missing; retrying only delays the not-found page.
    retry: (count, error) => count < 1 && !('code' in error && error.code === 'not-found'),
  });
}

export function useBoards(workspaceId: string, archived: boolean) {
  const client = useTeamboardClient();
  return useQuery({
    queryKey: workspaceKeys.boards(workspaceId, archived),
    queryFn: () => listBoards(client, workspaceId, { archived }),
  });
}

/** Pending invitations; only owners and admins can read them, so others do not ask. */
export function useInvitations(workspaceId: string, enabled: boolean) {
  const client = useTeamboardClient();
  return useQuery({
    queryKey: workspaceKeys.invitations(workspaceId),
    queryFn: () => listInvitations(client, workspaceId),
    enabled,
  });
}
