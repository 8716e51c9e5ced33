import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importBackup, type BackupArchive, type CreateWorkspaceInput } from '@teamboard/sdk';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';

/** A backup (with its attachments' files, when it came as an archive) restored as a new workspace with the name and slug the user chose. */
export function useRestoreWorkspace() {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ backup, files, workspace }: BackupArchive & { workspace: CreateWorkspaceInput }) =>
      importBackup(client, backup, { workspace }, { files }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.mine() }),
  });
}
