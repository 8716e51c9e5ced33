import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { duplicateBoard, listTemplates } from '@teamboard/sdk';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { boardKeys } from '@/shared/query-keys/board-keys';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';

/** The workspace's board templates, and "new board from template" (a duplicate with its cards). */
export function useBoardTemplates(workspaceId: string, enabled: boolean) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const templates = useQuery({
    queryKey: [...workspaceKeys.all(workspaceId), 'boards', 'templates'] as const,
    queryFn: () => listTemplates(client, workspaceId),
    enabled,
  });
  const fromTemplate = useMutation({
    mutationFn: (input: { templateId: string; name: string }) =>
      duplicateBoard(client, { boardId: input.templateId, name: input.name, withCards: true }),
    onSuccess: (board) => {
      queryClient.setQueryData(boardKeys.board(board.id), board);
      void queryClient.invalidateQueries({ queryKey: [...workspaceKeys.all(workspaceId), 'boards'] });
    },
  });
  return { templates, fromTemplate };
}
