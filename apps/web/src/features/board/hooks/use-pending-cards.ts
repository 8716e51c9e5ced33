import { useMutationState } from '@tanstack/react-query';
import type { CreateCardInput } from '@teamboard/sdk';
import { queuedKeys } from '@/shared/query-keys/queued-keys';

/** A card added but not yet stored: its title, and whether it waits for the network. */
export interface PendingCard {
  title: string;
  listId: string;
  waiting: boolean;
}

/** The board's adds still under way (offline: paused until back online, also across a reload), in the order they were made. */
export function usePendingCards(boardId: string): PendingCard[] {
  return useMutationState({
    filters: { mutationKey: queuedKeys.createCard(boardId), status: 'pending' },
    select: (mutation) => {
      const input = mutation.state.variables as CreateCardInput;
      return { title: input.title, listId: input.listId, waiting: mutation.state.isPaused };
    },
  });
}
