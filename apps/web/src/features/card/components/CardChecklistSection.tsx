import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addChecklistItem,
  deleteChecklistItem,
  listChecklistItems,
  moveChecklistItem,
  updateChecklistItem,
  type ChecklistItem,
} from '@teamboard/sdk';
import { ErrorState, Skeleton } from '@teamboard/ui';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { errorMessage } from '@/shared/lib/error-message';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { applyRowChange, mergeRow } from '@/shared/lib/row-changes';
import { applyListMove, neighboursAt, sortByPosition } from '@/features/board';
import { cardKeys } from '@/shared/query-keys/card-keys';
import { queuedKeys } from '@/shared/query-keys/queued-keys';
import type { CheckItemInput } from '@/shared/offline-queue';
import { ChecklistEditor } from './ChecklistEditor';
import { useT } from '@/shared/i18n';

export interface CardChecklistSectionProps {
  cardId: string;
  readOnly: boolean;
}

/** The checklist: tick, edit and reorder optimistically (the common cases), add and delete. */
export function CardChecklistSection({ cardId, readOnly }: CardChecklistSectionProps) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const { t } = useT();
  const key = cardKeys.checklist(cardId);
  const items = useQuery({ queryKey: key, queryFn: () => listChecklistItems(client, cardId) });
  const add = useMutation({
    mutationFn: (body: string) => addChecklistItem(client, { cardId, body }),
    onSuccess: (item) =>
      queryClient.setQueryData<ChecklistItem[]>(
        key,
        (rows) => rows && applyRowChange(rows, { type: 'INSERT', row: item }),
      ),
    onError: (error) => toastError(t('checklist.addFailed'), error),
  });
  // Shown at once; rolled back if refused.
  const patchItem = (patch: Partial<ChecklistItem> & { id: string }) => {
    const previous = queryClient.getQueryData<ChecklistItem[]>(key);
    queryClient.setQueryData<ChecklistItem[]>(key, (rows) => rows && mergeRow(rows, patch));
    return { previous };
  };
  const rollBack = (error: Error, _input: unknown, context?: { previous?: ChecklistItem[] }) => {
    if (context?.previous) queryClient.setQueryData(key, context.previous);
    toastError(t('checklist.updateFailed'), error);
  };
  // Queued: a tick made offline waits in the local copy, also across a reload, and goes in order.
  const check = useMutation({
    mutationKey: queuedKeys.checkItem(cardId),
    onMutate: ({ itemId, done }: CheckItemInput) => patchItem({ id: itemId, done }),
    onSuccess: (item: ChecklistItem) =>
      queryClient.setQueryData<ChecklistItem[]>(key, (rows) => rows && mergeRow(rows, item)),
    onError: rollBack,
  });
  const rename = useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: string }) =>
      updateChecklistItem(client, { itemId, body }),
    onMutate: ({ itemId, body }) => patchItem({ id: itemId, body }),
    onError: rollBack,
  });
  const move = useMutation({
    mutationFn: (input: { itemId: string; beforeId: string | null; afterId: string | null }) =>
      moveChecklistItem(client, input),
    onMutate: (input) => {
      const previous = queryClient.getQueryData<ChecklistItem[]>(key);
      queryClient.setQueryData<ChecklistItem[]>(
        key,
        (rows) =>
          rows &&
          applyListMove(rows, { listId: input.itemId, beforeId: input.beforeId, afterId: input.afterId }),
      );
      return { previous };
    },
    onSuccess: (item) =>
      queryClient.setQueryData<ChecklistItem[]>(key, (rows) => rows && mergeRow(rows, item)),
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toastError(t('checklist.moveFailed'), error);
    },
  });
  const remove = useMutation({
    mutationFn: (itemId: string) => deleteChecklistItem(client, itemId),
    onSuccess: (_result, itemId) =>
      queryClient.setQueryData<ChecklistItem[]>(
        key,
        (rows) => rows && applyRowChange(rows, { type: 'DELETE', id: itemId }),
      ),
    onError: (error) => toastError(t('checklist.deleteFailed'), error),
  });
  if (items.isPending) return <Skeleton lines={2} />;
  if (items.error)
    return (
      <ErrorState
        size="sm"
        headingLevel={4}
        title={t('checklist.loadError')}
        message={errorMessage(items.error)}
        onRetry={() => void items.refetch()}
      />
    );
  const ordered = sortByPosition(items.data);
  return (
    <ChecklistEditor
      items={ordered}
      readOnly={readOnly}
      onToggle={(itemId, done) => check.mutate({ itemId, done })}
      onEdit={(itemId, body) => rename.mutate({ itemId, body })}
      onAdd={(body) => add.mutate(body)}
      onDelete={(itemId) => remove.mutate(itemId)}
      onMove={(itemId, by) => {
        const ids = ordered.map((item) => item.id);
        const index = ids.indexOf(itemId) + by;
        move.mutate({ itemId, ...neighboursAt(ids, itemId, index) });
      }}
    />
  );
}
