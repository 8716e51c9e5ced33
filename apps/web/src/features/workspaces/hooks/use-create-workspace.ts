import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createWorkspace, type CreateWorkspaceInput } from '@teamboard/sdk';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';

export function useCreateWorkspace() {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWorkspaceInput) => createWorkspace(client, input),
    onSuccess: (workspace) => {
      queryClient.setQueryData(workspaceKeys.bySlug(workspace.slug), workspace);
      return queryClient.invalidateQueries({ queryKey: workspaceKeys.mine() });
    },
  });
}
