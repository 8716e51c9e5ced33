import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Card } from '@teamboard/sdk';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useT } from '@/shared/i18n';
import type { CardSummaryRow } from '@/shared/lib/rows';
import { withCardState, type CardStateChange, type CardStateInput } from '@/shared/offline-queue';
import { boardKeys } from '@/shared/query-keys/board-keys';
import { cardKeys } from '@/shared/query-keys/card-keys';
import { queuedKeys } from '@/shared/query-keys/queued-keys';
import { useStoreCard } from '@/shared/hooks/use-card-update';

const failures = {
  complete: 'card.state.failed',
  reopen: 'card.state.failed',
  archive: 'card.archive.failed',
  restore: 'card.restoreFailed',
} as const satisfies Record<CardStateChange, string>;

/**
 * Completes, reopens, archives or restores a card. Queued: shown on the card and the board at once,
 * offline it waits in the local copy (also across a reload) and goes in order with the other edits.
 */
export function useCardState(boardId: string) {
  const queryClient = useQueryClient();
  const store = useStoreCard(boardId);
  const toastError = useToastError();
  const { t } = useT();
  const refresh = (cardId: string) => {
    void queryClient.invalidateQueries({ queryKey: cardKeys.card(cardId) });
    void queryClient.invalidateQueries({ queryKey: boardKeys.cards(boardId) });
  };
  return useMutation<Card, Error, CardStateInput>({
    mutationKey: queuedKeys.cardState(boardId),
    onMutate: async ({ cardId, change }) => {
      // An older fetch landing after the change would show the card as it was.
      await queryClient.cancelQueries({ queryKey: cardKeys.card(cardId) });
      const now = new Date().toISOString();
      queryClient.setQueryData<Card>(
        cardKeys.card(cardId),
        (card) => card && withCardState(card, change, now),
      );
      queryClient.setQueryData<CardSummaryRow[]>(boardKeys.cards(boardId), (cards) =>
        cards?.map((card) => (card.id === cardId ? withCardState(card, change, now) : card)),
      );
    },
    onSuccess: store,
    // Refused (a viewer now, the card deleted): what the server holds replaces what was shown.
    onError: (error, { cardId, change }) => {
      refresh(cardId);
      toastError(t(failures[change]), error);
    },
  });
}
