import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { duplicateBoard, importBoard, listTemplates } from '@teamboard/sdk';
import { useT } from '@/shared/i18n';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { boardKeys } from '@/shared/query-keys/board-keys';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';
import { builtInTemplateExport, type BuiltInTemplateId } from '../lib/built-in-templates';
import { creatorTimeZone } from '../lib/creator-time-zone';

/**
 * The workspace's board templates, "new board from template" (a duplicate with its cards) and
 * "new board from a built-in template" (an import of the template written in the active language).
 */
export function useBoardTemplates(workspaceId: string, enabled: boolean) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const { t } = useT();
  const refreshBoards = () =>
    queryClient.invalidateQueries({ queryKey: workspaceKeys.allBoards(workspaceId) });
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
      void refreshBoards();
    },
  });
  const fromBuiltIn = useMutation({
    mutationFn: (input: { template: BuiltInTemplateId; name: string }) =>
      importBoard(client, {
        ...creatorTimeZone(),
        workspaceId,
        format: 'teamboard',
        name: input.name,
        file: builtInTemplateExport(input.template, t, input.name),
      }),
    onSuccess: () => void refreshBoards(),
  });
  return { templates, fromTemplate, fromBuiltIn };
}
