import {
  useMutation,
  useQueryClient,
  type MutateOptions,
  type MutationKey,
  type QueryKey,
} from '@tanstack/react-query';
import {
  archiveList,
  restoreList,
  createList,
  isTeamboardError,
  moveList,
  setListDone,
  updateList,
  type BlockedMoveRule,
  type Card,
  type CreateCardInput,
  type CreateListInput,
  type SetListDoneInput,
  type UpdateListInput,
} from '@teamboard/sdk';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { applyCardMove, applyListMove, type CardMove, type ListMove } from '../lib/moves';
import { applyRowChange, mergeRow } from '@/shared/lib/row-changes';
import { summaryOf, type CardRow, type CardSummaryRow, type ListRow } from '@/shared/lib/rows';
import { boardKeys } from '@/shared/query-keys/board-keys';
import { queuedKeys } from '@/shared/query-keys/queued-keys';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useT } from '@/shared/i18n';
import { useUndoToast } from './use-undo-toast';
import { movesUnderWay, placeAfterMove } from '../lib/moves-under-way';

/**
 * Optimistic cache edit for one query: applied before the request, rolled
 * back on failure, replaced by the server's row on success.
 */
function useOptimistic<Row extends { id: string }, Input, Result extends Partial<Row> & { id: string }>(
  queryKey: QueryKey,
  /** The request, or the key of a queued kind whose request is registered (`registerQueuedMutations`). */
  request: ((input: Input) => Promise<Result>) | MutationKey,
  apply: (rows: readonly Row[], input: Input) => Row[],
  failure: string,
  /** Errors the caller answers itself (no toast); the cache is still rolled back. */
  handled: (error: unknown) => boolean = () => false,
  /** What of the server's row replaces the cached one (all of it unless said). */
  kept: (row: Result, input: Input) => Partial<Row> & { id: string } = (row) => row,
) {
  const queryClient = useQueryClient();
  const toastError = useToastError();
  return useMutation<Result, Error, Input, { previous: Row[] | undefined }>({
    ...(typeof request === 'function' ? { mutationFn: request } : { mutationKey: request }),
    onMutate: async (input: Input) => {
      // An older fetch landing after the edit would put the item back where it was.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Row[]>(queryKey);
      queryClient.setQueryData<Row[]>(queryKey, (rows) => rows && apply(rows, input));
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      if (!handled(error)) toastError(failure, error);
    },
    onSuccess: (row, input) => {
      queryClient.setQueryData<Row[]>(queryKey, (rows) => rows && mergeRow(rows, kept(row, input)));
    },
  });
}

/** A blocked card refused by a done list: confirm, or the board refuses it outright. */
export function isBlockedMove(error: unknown): boolean {
  return isTeamboardError(error) && error.reason === 'card_blocked';
}

export function useBoardMutations(boardId: string, blockedMove: BlockedMoveRule = 'confirm') {
  const { t } = useT();
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const undoToast = useUndoToast();
  const cardsKey = boardKeys.cards(boardId);
  const listsKey = boardKeys.lists(boardId);

  const moveCardMutation = useOptimistic<CardSummaryRow, CardMove, CardRow>(
    cardsKey,
    queuedKeys.moveCard(boardId),
    applyCardMove,
    t('card.move.failed'),
    // The board asks before a blocked card goes into a done list (BlockedMoveDialog).
    (error) => isBlockedMove(error) && blockedMove === 'confirm',
    // Only where the card went: the row the move answers with predates what the board's
    // automation rules did to the card in the same transaction (completed it, say). Realtime
    // brings the card's final row, possibly before this answer, which must not undo it. Nothing,
    // while a later move of the card is under way: the board shows that one.
    (row, move) => {
      if (movesUnderWay(queryClient, boardId, row.id, move) > 0) return { id: row.id };
      const { list_id, position } = placeAfterMove(row);
      return { id: row.id, list_id, position };
    },
  );
  const moveListMutation = useOptimistic<ListRow, ListMove, ListRow>(
    listsKey,
    (move) => moveList(client, move),
    applyListMove,
    t('board.list.moveFailed'),
  );
  const updateListMutation = useOptimistic<ListRow, UpdateListInput, ListRow>(
    listsKey,
    (input) => updateList(client, input),
    (lists, input) =>
      lists.map((list) =>
        list.id === input.listId
          ? {
              ...list,
              name: input.name ?? list.name,
              wip_limit: input.wipLimit === undefined ? list.wip_limit : input.wipLimit,
            }
          : list,
      ),
    t('board.list.saveFailed'),
  );
  const setListDoneMutation = useOptimistic<ListRow, SetListDoneInput, ListRow>(
    listsKey,
    (input) => setListDone(client, input),
    (lists, input) =>
      lists.map((list) => (list.id === input.listId ? { ...list, is_done: input.done } : list)),
    t('board.list.doneListFailed'),
  );
  const archiveListMutation = useOptimistic<ListRow, string, ListRow>(
    listsKey,
    (listId) => archiveList(client, listId),
    (lists, listId) => lists.filter((list) => list.id !== listId),
    t('board.list.archiveFailed'),
  );
  const archiveListWithUndo = (listId: string) =>
    archiveListMutation.mutate(listId, {
      onSuccess: (list) => {
        undoToast({
          title: t('board.list.archived', { name: list.name }),
          description: t('board.list.archivedHint'),
          altText: t('card.archive.undoHint'),
          undo: () => {
            restoreList(client, list.id)
              .then(() => queryClient.invalidateQueries({ queryKey: boardKeys.all(boardId) }))
              .catch((error: unknown) => toastError(t('board.list.restoreFailed'), error));
          },
        });
      },
    });
  // Creations run one after another, so items typed in a row land in the order they were typed.
  const createListMutation = useMutation({
    scope: { id: 'board:create-list' },
    mutationFn: (input: CreateListInput) => createList(client, input),
    onSuccess: (list) => {
      queryClient.setQueryData<ListRow[]>(
        listsKey,
        (lists) => lists && applyRowChange(lists, { type: 'INSERT', row: list }),
      );
    },
    onError: (error) => toastError(t('board.list.addFailed'), error),
  });
  // Offline, TanStack Query pauses it (networkMode 'online') and keeps it in the local copy; once back
  // it is sent, with the id chosen here, so a second send (its answer lost) never adds a second card.
  const createCardMutation = useMutation<Card, Error, CreateCardInput>({
    mutationKey: queuedKeys.createCard(boardId),
    onSuccess: (card) => {
      const summary = summaryOf(card);
      queryClient.setQueryData<CardSummaryRow[]>(
        cardsKey,
        (cards) => cards && applyRowChange(cards, { type: 'INSERT', row: summary }),
      );
    },
    onError: (error) => toastError(t('board.card.addFailed'), error),
  });

  return {
    moveCard: moveCardMutation.mutate,
    moveList: moveListMutation.mutate,
    updateList: updateListMutation.mutate,
    setListDone: setListDoneMutation.mutate,
    archiveList: archiveListWithUndo,
    createList: createListMutation.mutate,
    creatingList: createListMutation.isPending,
    createCard: (input: Omit<CreateCardInput, 'id'>, options?: MutateOptions<Card, Error, CreateCardInput>) =>
      createCardMutation.mutate({ ...input, id: crypto.randomUUID() }, options),
  };
}
