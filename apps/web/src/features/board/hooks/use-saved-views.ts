import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createSavedView,
  deleteSavedView,
  listSavedViews,
  updateSavedView,
  type CreateSavedViewInput,
  type SavedView,
  type UpdateSavedViewInput,
} from '@teamboard/sdk';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { boardKeys } from '@/shared/query-keys/board-keys';
import { useT } from '@/shared/i18n';

/**
 * The user's views of a board and the board's shared ones. The board's
 * realtime subscription invalidates the list when anyone changes one.
 */
export function useSavedViews(boardId: string) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const { t } = useT();
  const key = boardKeys.savedViews(boardId);
  const views = useQuery({ queryKey: key, queryFn: () => listSavedViews(client, boardId) });
  const settle = (view: SavedView) =>
    queryClient.setQueryData<SavedView[]>(key, (rows) =>
      rows
        ? [...rows.filter((row) => row.id !== view.id), view].sort((a, b) => a.name.localeCompare(b.name))
        : rows,
    );
  const create = useMutation({
    mutationFn: (input: CreateSavedViewInput) => createSavedView(client, input),
    onSuccess: settle,
  });
  const update = useMutation({
    mutationFn: (input: UpdateSavedViewInput) => updateSavedView(client, input),
    onSuccess: settle,
    onError: (error) => toastError(t('views.saveFailed'), error),
  });
  const remove = useMutation({
    mutationFn: (viewId: string) => deleteSavedView(client, viewId),
    onSuccess: (_, viewId) =>
      queryClient.setQueryData<SavedView[]>(key, (rows) => rows?.filter((row) => row.id !== viewId)),
    onError: (error) => toastError(t('views.deleteFailed'), error),
  });
  return { views: views.data ?? [], create, update, remove };
}
