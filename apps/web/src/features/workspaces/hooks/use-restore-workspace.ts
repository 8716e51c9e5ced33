import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importBackup, type CreateWorkspaceInput, type TeamboardBackup } from '@teamboard/sdk';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';

/** A backup restored as a new workspace with the name and slug the user chose. */
export function useRestoreWorkspace() {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ backup, workspace }: { backup: TeamboardBackup; workspace: CreateWorkspaceInput }) =>
      importBackup(client, backup, { workspace }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.mine() }),
  });
}
