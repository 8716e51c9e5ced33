import { useMutation, useQueryClient } from '@tanstack/react-query';
import { archiveBoard, createBoard, restoreBoard, type CreateBoardInput } from '@teamboard/sdk';
import { useToast } from '@teamboard/ui';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { errorMessage } from '@/shared/lib/error-message';
import { boardKeys } from '@/shared/query-keys/board-keys';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';
import { useT } from '@/shared/i18n';
import { creatorTimeZone } from '../lib/creator-time-zone';

/** Board changes made from the workspace screen; both tabs refresh after each. */
export function useWorkspaceBoardMutations(workspaceId: string) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useT();
  const refresh = () => queryClient.invalidateQueries({ queryKey: workspaceKeys.allBoards(workspaceId) });

  const create = useMutation({
    mutationFn: (input: Omit<CreateBoardInput, 'workspaceId'>) =>
      createBoard(client, { ...creatorTimeZone(), ...input, workspaceId }),
    // The new board opens at once with its row already known; the list refreshes behind it, unawaited.
    onSuccess: (board) => {
      queryClient.setQueryData(boardKeys.board(board.id), board);
      void refresh();
    },
  });
  const archive = useMutation({
    mutationFn: (boardId: string) => archiveBoard(client, boardId),
    onSuccess: (board) => {
      toast({ variant: 'success', title: t('workspaces.boards.archived', { name: board.name }) });
      return refresh();
    },
    onError: (error) =>
      toast({
        variant: 'error',
        title: t('workspaces.boards.archiveFailed'),
        description: errorMessage(error),
      }),
  });
  const restore = useMutation({
    mutationFn: (boardId: string) => restoreBoard(client, boardId),
    onSuccess: (board) => {
      toast({ variant: 'success', title: t('workspaces.boards.restored', { name: board.name }) });
      return refresh();
    },
    onError: (error) =>
      toast({
        variant: 'error',
        title: t('workspaces.boards.restoreFailed'),
        description: errorMessage(error),
      }),
  });
  return { create, archive, restore };
}
