import type { Mutation, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  addComment,
  createCard,
  moveCard,
  updateCard,
  type CreateCardInput,
  type CreateCommentInput,
  type MoveCardInput,
  type TeamboardClient,
  type UpdateCardInput,
} from '@teamboard/sdk';
import { boardKeys } from '@/shared/query-keys/board-keys';
import { cardKeys } from '@/shared/query-keys/card-keys';
import { queuedKeys } from '@/shared/query-keys/queued-keys';

/** One queue for every kind: edits made offline are sent in the order they were made. */
export const QUEUE_SCOPE = { id: 'offline-queue' } as const;

/** Whether a mutation belongs to the durable queue (kept in the local copy while it waits). */
export const isQueued = (mutation: Pick<Mutation, 'options'>): boolean =>
  mutation.options.mutationKey?.[0] === queuedKeys.all[0];

/**
 * The request of each queued kind, registered on the query client, so an edit restored from
 * the local copy after a reload can still be sent. While its screen is open, the screen's own
 * `onSuccess`/`onError` replace the ones here; these refresh what the edit touched, for an edit
 * that outlived its screen (its optimistic change is in the restored cache until then).
 */
export function registerQueuedMutations(queryClient: QueryClient, client: TeamboardClient): void {
  /** `touched` names the queries to read again, from the mutation's key and its input. */
  function queue<Input>(
    kind: string,
    mutationFn: (input: Input) => Promise<unknown>,
    touched: (keyPart: string, input: Input) => QueryKey[],
  ) {
    const refresh = (input: Input, key: readonly unknown[] | undefined) => {
      for (const queryKey of touched(String(key?.[2]), input))
        void queryClient.invalidateQueries({ queryKey });
    };
    queryClient.setMutationDefaults(['queued', kind], {
      mutationFn,
      scope: QUEUE_SCOPE,
      onSuccess: (_data, input, _context, { mutationKey }) => refresh(input, mutationKey),
      // A refused edit (a conflict, a card gone meanwhile): the server's version replaces the optimistic one.
      onError: (_error, input, _context, { mutationKey }) => refresh(input, mutationKey),
    });
  }
  queue(
    'create-card',
    (input: CreateCardInput) => createCard(client, input),
    (boardId) => [boardKeys.cards(boardId)],
  );
  queue(
    'move-card',
    (input: MoveCardInput) => moveCard(client, input),
    (boardId) => [boardKeys.cards(boardId)],
  );
  queue(
    'update-card',
    (input: UpdateCardInput) => updateCard(client, input),
    (boardId, input) => [boardKeys.cards(boardId), cardKeys.card(input.cardId)],
  );
  queue(
    'add-comment',
    (input: CreateCommentInput) => addComment(client, input),
    (cardId) => [cardKeys.comments(cardId)],
  );
}
