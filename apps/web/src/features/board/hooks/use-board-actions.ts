import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  archiveBoard,
  duplicateBoard,
  exportBoard,
  setBlockedMoveRule,
  setBoardTemplate,
  setBoardTimeZone,
  updateBoard,
  type BlockedMoveRule,
  type Board,
  type ExportFormat,
} from '@teamboard/sdk';
import { useToast } from '@teamboard/ui';
import { useNavigate } from 'react-router';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useT } from '@/shared/i18n';
import { downloadText, fileNameOf } from '../lib/download';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { boardKeys } from '@/shared/query-keys/board-keys';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';

const MIME: Record<ExportFormat, string> = { json: 'application/json', csv: 'text/csv' };

/**
 * What the board menu does to the board itself: details, the blocked-move rule, the time zone,
 * archive, export,
 * duplicate, template.
 */
export function useBoardActions(board: Board | undefined, slug: string) {
  const { t } = useT();
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const toastError = useToastError();
  const boardsOfWorkspace = () =>
    board === undefined
      ? Promise.resolve()
      : queryClient.invalidateQueries({ queryKey: workspaceKeys.allBoards(board.workspace_id) });

  const details = useMutation({
    mutationFn: (input: { name?: string; description?: string }) =>
      updateBoard(client, { boardId: board?.id ?? '', ...input }),
    onSuccess: (updated) => {
      queryClient.setQueryData(boardKeys.board(updated.id), updated);
      void boardsOfWorkspace();
    },
  });
  const archive = useMutation({
    mutationFn: () => archiveBoard(client, board?.id ?? ''),
    onSuccess: (archived) => {
      toast({ variant: 'success', title: t('board.archiveBoard.done', { name: archived.name }) });
      void boardsOfWorkspace();
      void navigate(`/w/${slug}`);
    },
    onError: (error) => toastError(t('board.archiveBoard.failed'), error),
  });
  const exporting = useMutation({
    mutationFn: async (format: ExportFormat) => {
      const data = await exportBoard(client, board?.id ?? '', format);
      return { format, text: typeof data === 'string' ? data : JSON.stringify(data, null, 2) };
    },
    onSuccess: ({ format, text }) => {
      downloadText(fileNameOf(board?.name ?? 'board', format), text, MIME[format]);
    },
    onError: (error) => toastError(t('board.export.failed'), error),
  });
  const duplicate = useMutation({
    mutationFn: (input: { name: string; withCards: boolean }) =>
      duplicateBoard(client, { boardId: board?.id ?? '', ...input }),
    onSuccess: (copy) => {
      queryClient.setQueryData(boardKeys.board(copy.id), copy);
      toast({ variant: 'success', title: t('board.duplicate.done', { name: copy.name }) });
      void boardsOfWorkspace();
      void navigate(`/w/${slug}/b/${copy.id}`);
    },
  });
  const template = useMutation({
    mutationFn: (isTemplate: boolean) => setBoardTemplate(client, { boardId: board?.id ?? '', isTemplate }),
    onSuccess: (updated) => {
      queryClient.setQueryData(boardKeys.board(updated.id), updated);
      toast({
        variant: 'success',
        title: updated.is_template
          ? t('board.template.on', { name: updated.name })
          : t('board.template.off', { name: updated.name }),
      });
      void boardsOfWorkspace();
    },
    onError: (error) => toastError(t('board.template.failed'), error),
  });
  const blockedMove = useMutation({
    mutationFn: (rule: BlockedMoveRule) => setBlockedMoveRule(client, { boardId: board?.id ?? '', rule }),
    onSuccess: (updated) => queryClient.setQueryData(boardKeys.board(updated.id), updated),
    onError: (error) => toastError(t('board.blockedMoveRule.failed'), error),
  });
  const timeZone = useMutation({
    mutationFn: (zone: string) => setBoardTimeZone(client, { boardId: board?.id ?? '', timeZone: zone }),
    onSuccess: (updated) => queryClient.setQueryData(boardKeys.board(updated.id), updated),
    onError: (error) => toastError(t('board.timeZone.failed'), error),
  });
  return { details, archive, exporting, duplicate, template, blockedMove, timeZone };
}
