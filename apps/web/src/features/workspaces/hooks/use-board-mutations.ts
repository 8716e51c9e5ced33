import { useMutation, useQueryClient } from '@tanstack/react-query';
import { archiveBoard, createBoard, restoreBoard, type CreateBoardInput } from '@teamboard/sdk';
import { useToast } from '@teamboard/ui';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { errorMessage } from '@/shared/lib/error-message';
import { boardKeys } from '@/shared/query-keys/board-keys';

/** Board changes made from the workspace screen; both tabs refresh after each. */
export function useBoardMutations(workspaceId: string) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['workspace', workspaceId, 'boards'] });

  const create = useMutation({
    mutationFn: (input: Omit<CreateBoardInput, 'workspaceId'>) =>
      createBoard(client, { ...input, workspaceId }),
    // The new board opens at once with its row already known; the list refreshes behind it, unawaited.
    onSuccess: (board) => {
      queryClient.setQueryData(boardKeys.board(board.id), board);
      void refresh();
    },
  });
  const archive = useMutation({
    mutationFn: (boardId: string) => archiveBoard(client, boardId),
    onSuccess: (board) => {
      toast({ variant: 'success', title: `“${board.name}” archived.` });
      return refresh();
    },
    onError: (error) =>
      toast({ variant: 'error', title: 'Could not archive the board', description: errorMessage(error) }),
  });
  const restore = useMutation({
    mutationFn: (boardId: string) => restoreBoard(client, boardId),
    onSuccess: (board) => {
      toast({ variant: 'success', title: `“${board.name}” restored.` });
      return refresh();
    },
    onError: (error) =>
      toast({ variant: 'error', title: 'Could not restore the board', description: errorMessage(error) }),
  });
  return { create, archive, restore };
}
