import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addChecklist,
  addChecklistItem,
  convertChecklistItem,
  deleteChecklist,
  deleteChecklistItem,
  listChecklistItems,
  listChecklists,
  moveChecklist,
  moveChecklistItem,
  renameChecklist,
  updateChecklistItem,
  type ChecklistItem,
} from '@teamboard/sdk';
import { useEffect } from 'react';
import { ErrorState, Skeleton } from '@teamboard/ui';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { errorMessage } from '@/shared/lib/error-message';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { applyRowChange, mergeRow } from '@/shared/lib/row-changes';
import { applyListMove, neighboursAt, sortByPosition } from '@/features/board';
import { boardKeys } from '@/shared/query-keys/board-keys';
import { cardKeys } from '@/shared/query-keys/card-keys';
import { queuedKeys } from '@/shared/query-keys/queued-keys';
import type { CheckItemInput } from '@/shared/offline-queue';
import { ChecklistEditor, type ChecklistHeading, type ItemDetails } from './ChecklistEditor';
import { useT } from '@/shared/i18n';

export interface CardChecklistSectionProps {
  boardId: string;
  cardId: string;
  readOnly: boolean;
  /** The people who can see the board: an item's possible owners. */
  people: readonly { id: string; name: string }[];
  cardTitleOf: (cardId: string) => string | undefined;
  cardPath: (cardId: string) => string;
}

/**
 * The card's checklists: tick, edit and reorder items optimistically (the common cases), add and
 * delete them, give them an owner and a date or turn them into cards; add, rename, reorder and
 * delete checklists.
 */
export function CardChecklistSection({
  boardId,
  cardId,
  readOnly,
  people,
  cardTitleOf,
  cardPath,
}: CardChecklistSectionProps) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const { t } = useT();
  const key = cardKeys.checklist(cardId);
  const items = useQuery({ queryKey: key, queryFn: () => listChecklistItems(client, cardId) });
  const listsKey = cardKeys.checklists(cardId);
  // The checklists without their items: the items query (patched live) holds those.
  const checklists = useQuery({
    queryKey: listsKey,
    queryFn: async (): Promise<ChecklistHeading[]> =>
      (await listChecklists(client, cardId)).map(({ id, name }) => ({ id, name })),
  });
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: listsKey });
  // An item of a checklist not known here (added by someone else, or made by adding the first
  // item) means the checklists changed: read them again.
  const known = new Set((checklists.data ?? []).map((checklist) => checklist.id));
  const unknownChecklist =
    checklists.isSuccess && (items.data ?? []).some((item) => !known.has(item.checklist_id));
  useEffect(() => {
    if (unknownChecklist) void queryClient.invalidateQueries({ queryKey: listsKey });
  }, [unknownChecklist, queryClient, listsKey]);
  const add = useMutation({
    mutationFn: ({ checklistId, body }: { checklistId: string | undefined; body: string }) =>
      addChecklistItem(client, { cardId, checklistId, body }),
    onSuccess: (item) =>
      queryClient.setQueryData<ChecklistItem[]>(
        key,
        (rows) => rows && applyRowChange(rows, { type: 'INSERT', row: item }),
      ),
    onError: (error) => toastError(t('checklist.addFailed'), error),
  });
  const details = useMutation({
    mutationFn: ({ itemId, ...patch }: ItemDetails & { itemId: string }) =>
      updateChecklistItem(client, { itemId, ...patch }),
    onSuccess: (item) =>
      queryClient.setQueryData<ChecklistItem[]>(key, (rows) => rows && mergeRow(rows, item)),
    onError: (error) => toastError(t('checklists.detailsFailed'), error),
  });
  const convert = useMutation({
    mutationFn: (itemId: string) => convertChecklistItem(client, itemId),
    // The item now links to the card, which the board (and so its title here) has from now on.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: boardKeys.cards(boardId) }),
      ]),
    onError: (error) => toastError(t('checklists.convertFailed'), error),
  });
  const addList = useMutation({
    mutationFn: (name: string) => addChecklist(client, { cardId, name }),
    onSuccess: refreshLists,
    onError: (error) => toastError(t('checklists.addFailed'), error),
  });
  const renameList = useMutation({
    mutationFn: (input: { checklistId: string; name: string }) => renameChecklist(client, input),
    onSuccess: refreshLists,
    onError: (error) => toastError(t('checklists.renameFailed'), error),
  });
  const moveList = useMutation({
    mutationFn: (input: { checklistId: string; beforeId: string | null; afterId: string | null }) =>
      moveChecklist(client, input),
    onSuccess: refreshLists,
    onError: (error) => toastError(t('checklists.moveFailed'), error),
  });
  const removeList = useMutation({
    mutationFn: (checklistId: string) => deleteChecklist(client, checklistId),
    onSuccess: async () => {
      await refreshLists();
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toastError(t('checklists.deleteFailed'), error),
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
  if (items.isPending || checklists.isPending) return <Skeleton lines={2} />;
  if (checklists.data === undefined)
    return (
      <ErrorState
        size="sm"
        headingLevel={4}
        title={t('checklist.loadError')}
        message={errorMessage(checklists.error)}
        onRetry={() => void checklists.refetch()}
      />
    );
  if (items.data === undefined)
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
      checklists={checklists.data}
      items={ordered}
      people={people}
      cardTitleOf={cardTitleOf}
      cardPath={cardPath}
      readOnly={readOnly}
      onToggle={(itemId, done) => check.mutate({ itemId, done })}
      onEdit={(itemId, body) => rename.mutate({ itemId, body })}
      onAdd={(checklistId, body) => add.mutate({ checklistId, body })}
      onDelete={(itemId) => remove.mutate(itemId)}
      onMove={(itemId, by) => {
        // Among the items of its own checklist.
        const home = ordered.find((item) => item.id === itemId)?.checklist_id;
        const ids = ordered.filter((item) => item.checklist_id === home).map((item) => item.id);
        const index = ids.indexOf(itemId) + by;
        move.mutate({ itemId, ...neighboursAt(ids, itemId, index) });
      }}
      onDetails={(itemId, patch) => details.mutate({ itemId, ...patch })}
      onConvert={(itemId) => convert.mutate(itemId)}
      onAddChecklist={(name) => addList.mutate(name)}
      onRenameChecklist={(checklistId, name) => renameList.mutate({ checklistId, name })}
      onMoveChecklist={(checklistId, by) => {
        const ids = checklists.data.map((checklist) => checklist.id);
        const index = ids.indexOf(checklistId) + by;
        moveList.mutate({ checklistId, ...neighboursAt(ids, checklistId, index) });
      }}
      onDeleteChecklist={(checklistId) => removeList.mutate(checklistId)}
    />
  );
}
