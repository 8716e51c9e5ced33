import { useQuery } from '@tanstack/react-query';
import { listMyGuestBoards, listWorkspaceBoardMemberships } from '@teamboard/sdk';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';
import { boardsByPerson } from '../lib/board-memberships';

/** Each person of a workspace with the boards they were added to, guests included (its settings). */
export function useBoardsByPerson(workspaceId: string) {
  const client = useTeamboardClient();
  return useQuery({
    queryKey: workspaceKeys.boardMemberships(workspaceId),
    queryFn: () => listWorkspaceBoardMemberships(client, workspaceId),
    select: boardsByPerson,
  });
}

/** The boards the user is a guest on: their way back, as they have no workspace to start from. */
export function useMyGuestBoards() {
  const client = useTeamboardClient();
  return useQuery({ queryKey: workspaceKeys.guestBoards(), queryFn: () => listMyGuestBoards(client) });
}
