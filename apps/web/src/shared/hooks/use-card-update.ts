import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isCardConflictError, type Card, type UpdateCardInput } from '@teamboard/sdk';
import { boardKeys } from '@/shared/query-keys/board-keys';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { offerTitleConflict } from '@/shared/offline-queue';
import { mergeRow } from '@/shared/lib/row-changes';
import type { CardSummaryRow } from '@/shared/lib/rows';
import { cardKeys } from '@/shared/query-keys/card-keys';
import { queuedKeys } from '@/shared/query-keys/queued-keys';

/** Puts a newer card into the drawer's cache and the board's, so both show the same version. */
export function useStoreCard(boardId: string) {
  const queryClient = useQueryClient();
  return (card: Card) => {
    queryClient.setQueryData(cardKeys.card(card.id), card);
    queryClient.setQueryData<CardSummaryRow[]>(
      boardKeys.cards(boardId),
      (cards) => cards && mergeRow(cards, card),
    );
  };
}

/**
 * Edits carry the version the user saw (`expectedVersion`). A conflict is
 * never retried blindly: the newer card goes into the cache and the caller
 * decides (the description editor keeps the user's text beside it); a refused
 * title is kept for the card drawer to offer (offerTitleConflict), also when
 * the screen that made the edit is gone. A new title shows at once, also while
 * the edit waits offline (a paused mutation).
 */
export function useCardUpdate(
  boardId: string,
  onConflict?: (latest: Card, attempted: UpdateCardInput) => void,
) {
  const store = useStoreCard(boardId);
  const toastError = useToastError();
  const queryClient = useQueryClient();
  // Queued: offline it waits in the local copy, also across a reload, and goes in order with the rest.
  return useMutation<Card, Error, UpdateCardInput, { previous: Card | undefined }>({
    mutationKey: queuedKeys.updateCard(boardId),
    onMutate: async (input) => {
      const previous = queryClient.getQueryData<Card>(cardKeys.card(input.cardId));
      if (input.title === undefined || previous === undefined) return { previous: undefined };
      // An older fetch landing after the edit would show the old title again.
      await queryClient.cancelQueries({ queryKey: cardKeys.card(input.cardId) });
      store({ ...previous, title: input.title });
      return { previous };
    },
    onSuccess: store,
    onError: (error, input, context) => {
      if (isCardConflictError(error)) {
        store(error.latest);
        if (input.title !== undefined)
          offerTitleConflict(queryClient, { mine: input.title, latest: error.latest });
        onConflict?.(error.latest, input);
        return;
      }
      if (context?.previous) store(context.previous);
      toastError("Couldn't save the card", error);
    },
  });
}
