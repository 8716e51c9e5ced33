import { useQueryClient } from '@tanstack/react-query';
import { archiveCard, copyCard, deleteCard, moveCardToBoard, restoreCard, type Card } from '@teamboard/sdk';
import { useToast } from '@teamboard/ui';
import { useCallback } from 'react';
import { useCardState } from './use-card-state';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { applyRowChange } from '@/shared/lib/row-changes';
import type { CardSummaryRow } from '@/shared/lib/rows';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { commitAfterUndoWindow } from '@/shared/lib/undo';
import { type Neighbours, useUndoToast } from '@/features/board';
import { boardKeys } from '@/shared/query-keys/board-keys';
import { useT } from '@/shared/i18n';

export interface TransferTarget {
  boardId: string;
  boardName: string;
  listId: string;
  /** Within the card's own board: where in the list it lands. */
  neighbours?: Neighbours;
}

/**
 * The verbs of one card: archive, delete, move and copy to another board.
 * Each one that takes the card off the board offers Undo (its toast's button,
 * or Ctrl/Cmd+Z) for the undo window. Deleting archives at once (gone for everyone, restorable) and
 * deletes for good when the window closes without Undo, so closing the tab
 * meanwhile leaves an archived card, never a lost one.
 */
export function useCardActions(boardId: string) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const toastError = useToastError();
  const undoToast = useUndoToast();
  const { t } = useT();
  const cardsKey = boardKeys.cards(boardId);

  const dropFromBoard = useCallback(
    (cardId: string) =>
      queryClient.setQueryData<CardSummaryRow[]>(
        cardsKey,
        (cards) => cards && applyRowChange(cards, { type: 'DELETE', id: cardId }),
      ),
    [queryClient, cardsKey],
  );
  const refreshBoard = useCallback(
    () => queryClient.invalidateQueries({ queryKey: cardsKey }),
    [queryClient, cardsKey],
  );

  const restore = useCallback(
    async (card: Card, done: string) => {
      try {
        await restoreCard(client, card.id);
        await refreshBoard();
        toast({ variant: 'success', title: done });
      } catch (error) {
        toastError(t('card.restoreFailed'), error);
      }
    },
    [client, refreshBoard, t, toast, toastError],
  );

  // Queued, as its Undo: both off the board at once, also offline, and sent in order.
  const { mutate: setCardState } = useCardState(boardId);
  const archive = useCallback(
    (card: Card) => {
      setCardState({ cardId: card.id, change: 'archive' });
      undoToast({
        title: t('card.archive.done', { title: card.title }),
        altText: t('card.archive.undoHint'),
        undo: () => setCardState({ cardId: card.id, change: 'restore' }),
      });
    },
    [setCardState, t, undoToast],
  );

  const remove = useCallback(
    async (card: Card) => {
      try {
        await archiveCard(client, card.id);
      } catch (error) {
        toastError(t('card.delete.failed'), error);
        return false;
      }
      dropFromBoard(card.id);
      const pending = commitAfterUndoWindow(() => {
        deleteCard(client, card.id).catch((error: unknown) =>
          toastError(t('card.delete.archivedOnly', { title: card.title }), error),
        );
      });
      undoToast({
        title: t('card.delete.done', { title: card.title }),
        altText: t('card.delete.undoHint'),
        undo: () => {
          if (pending.undo()) void restore(card, t('card.restored'));
        },
      });
      return true;
    },
    [client, dropFromBoard, restore, t, undoToast, toastError],
  );

  const move = useCallback(
    async (card: Card, target: TransferTarget) => {
      try {
        await moveCardToBoard(client, { cardId: card.id, listId: target.listId });
      } catch (error) {
        toastError(t('card.move.failed'), error);
        return false;
      }
      dropFromBoard(card.id);
      undoToast({
        title: t('card.move.done', { title: card.title, board: target.boardName }),
        altText: t('card.move.undoHint'),
        undo: () => {
          moveCardToBoard(client, { cardId: card.id, listId: card.list_id })
            .then(() => refreshBoard())
            .catch((error: unknown) => toastError(t('card.move.backFailed'), error));
        },
      });
      return true;
    },
    [client, dropFromBoard, refreshBoard, t, undoToast, toastError],
  );

  const copy = useCallback(
    async (card: Card, target: TransferTarget) => {
      let dropped: readonly string[];
      try {
        ({ dropped_field_values: dropped } = await copyCard(client, {
          cardId: card.id,
          listId: target.listId,
        }));
      } catch (error) {
        toastError(t('card.copy.failed'), error);
        return false;
      }
      if (target.boardId === boardId) await refreshBoard();
      toast({
        variant: 'success',
        title: t('card.copy.done', { title: card.title, board: target.boardName }),
        // The values the target board has no field for are not lost from the original, but the copy lacks them.
        ...(dropped.length > 0
          ? { description: t('card.copy.dropped', { count: dropped.length, fields: dropped.join(', ') }) }
          : {}),
      });
      return true;
    },
    [client, boardId, refreshBoard, t, toast, toastError],
  );

  return { archive, remove, move, copy };
}
