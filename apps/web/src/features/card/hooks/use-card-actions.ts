import { useQueryClient } from '@tanstack/react-query';
import { archiveCard, copyCard, deleteCard, moveCardToBoard, restoreCard, type Card } from '@teamboard/sdk';
import { useToast } from '@teamboard/ui';
import { useCallback } from 'react';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { applyRowChange } from '@/shared/lib/row-changes';
import type { CardSummaryRow } from '@/shared/lib/rows';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { commitAfterUndoWindow, UNDO_WINDOW_MS } from '@/shared/lib/undo';
import { boardKeys } from '@/shared/query-keys/board-keys';

export interface TransferTarget {
  boardId: string;
  boardName: string;
  listId: string;
}

/**
 * The verbs of one card: archive, delete, move and copy to another board.
 * Each one that takes the card off the board offers Undo for the undo
 * window. Deleting archives at once (gone for everyone, restorable) and
 * deletes for good when the window closes without Undo, so closing the tab
 * meanwhile leaves an archived card, never a lost one.
 */
export function useCardActions(boardId: string) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const toastError = useToastError();
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
        toastError("Couldn't bring the card back", error);
      }
    },
    [client, refreshBoard, toast, toastError],
  );

  const archive = useCallback(
    async (card: Card) => {
      try {
        await archiveCard(client, card.id);
      } catch (error) {
        toastError("Couldn't archive the card", error);
        return false;
      }
      dropFromBoard(card.id);
      toast({
        title: `Archived “${card.title}”`,
        duration: UNDO_WINDOW_MS,
        action: {
          label: 'Undo',
          altText: 'Restore it from the board’s Archived panel',
          onClick: () => void restore(card, 'The card is back on the board.'),
        },
      });
      return true;
    },
    [client, dropFromBoard, restore, toast, toastError],
  );

  const remove = useCallback(
    async (card: Card) => {
      try {
        await archiveCard(client, card.id);
      } catch (error) {
        toastError("Couldn't delete the card", error);
        return false;
      }
      dropFromBoard(card.id);
      const pending = commitAfterUndoWindow(() => {
        deleteCard(client, card.id).catch((error: unknown) =>
          toastError(`“${card.title}” was archived but not deleted`, error),
        );
      });
      toast({
        title: `Deleted “${card.title}”`,
        duration: UNDO_WINDOW_MS,
        action: {
          label: 'Undo',
          altText: 'There is no other way to undo a delete',
          onClick: () => {
            if (pending.undo()) void restore(card, 'The card is back on the board.');
          },
        },
      });
      return true;
    },
    [client, dropFromBoard, restore, toast, toastError],
  );

  const move = useCallback(
    async (card: Card, target: TransferTarget) => {
      try {
        await moveCardToBoard(client, { cardId: card.id, listId: target.listId });
      } catch (error) {
        toastError("Couldn't move the card", error);
        return false;
      }
      dropFromBoard(card.id);
      toast({
        title: `Moved “${card.title}” to ${target.boardName}`,
        duration: UNDO_WINDOW_MS,
        action: {
          label: 'Undo',
          altText: 'Move it back from the other board',
          onClick: () => {
            moveCardToBoard(client, { cardId: card.id, listId: card.list_id })
              .then(() => refreshBoard())
              .catch((error: unknown) => toastError("Couldn't move the card back", error));
          },
        },
      });
      return true;
    },
    [client, dropFromBoard, refreshBoard, toast, toastError],
  );

  const copy = useCallback(
    async (card: Card, target: TransferTarget) => {
      try {
        await copyCard(client, { cardId: card.id, listId: target.listId });
      } catch (error) {
        toastError("Couldn't copy the card", error);
        return false;
      }
      if (target.boardId === boardId) await refreshBoard();
      toast({ variant: 'success', title: `Copied “${card.title}” to ${target.boardName}` });
      return true;
    },
    [client, boardId, refreshBoard, toast, toastError],
  );

  return { archive, remove, move, copy };
}
