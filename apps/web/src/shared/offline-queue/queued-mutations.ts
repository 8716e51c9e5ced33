import type { Mutation, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  addComment,
  createCard,
  isCardConflictError,
  moveCard,
  updateCard,
  updateChecklistItem,
  type CreateCardInput,
  type CreateCommentInput,
  type MoveCardInput,
  type TeamboardClient,
  type UpdateCardInput,
} from '@teamboard/sdk';
import { isUnreachable } from '@/shared/connection';
import { boardKeys } from '@/shared/query-keys/board-keys';
import { cardKeys } from '@/shared/query-keys/card-keys';
import { queuedKeys } from '@/shared/query-keys/queued-keys';
import { isApplied } from './applied-edit';
import { sendCardState, type CardStateInput } from './card-state';
import { offerTitleConflict } from './title-conflicts';

/** A checklist item ticked or cleared; queued under its card (`queuedKeys.checkItem`). */
export interface CheckItemInput {
  itemId: string;
  done: boolean;
}

/** One queue for every kind: edits made offline are sent in the order they were made. */
export const QUEUE_SCOPE = { id: 'offline-queue' } as const;

/** The longest wait between two tries of an edit that got no answer. */
const MAX_RETRY_DELAY_MS = 8_000;

/**
 * An edit that got no answer at all is tried again, for as long as it takes: it was not refused,
 * and failing it would drop it from the queue (and from the local copy) while the person still
 * sees it on screen. The browser's online flag cannot be trusted to hold such edits back: it says
 * "online" on a network that reaches nothing, and a page opened offline may read it as online
 * before it is told otherwise. A refused edit (conflict, forbidden, gone) fails at once.
 */
export const retryQueued = (_failureCount: number, error: unknown): boolean => isUnreachable(error);

/**
 * Doubling from half a second, at most {@link MAX_RETRY_DELAY_MS}. While TanStack Query knows the
 * browser is offline the edit does not try at all: it pauses after the wait until the `online` event.
 */
export const retryQueuedDelay = (failureCount: number): number =>
  Math.min(500 * 2 ** failureCount, MAX_RETRY_DELAY_MS);

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
  /**
   * `touched` names the queries to read again, from the mutation's key and its input; `refused`
   * keeps what a refusal must not silently replace.
   */
  function queue<Input>(
    kind: string,
    mutationFn: (input: Input) => Promise<unknown>,
    touched: (keyPart: string, input: Input) => QueryKey[],
    refused: (error: unknown, input: Input) => void = () => {},
  ) {
    const refresh = (input: Input, key: readonly unknown[] | undefined) => {
      for (const queryKey of touched(String(key?.[2]), input))
        void queryClient.invalidateQueries({ queryKey });
    };
    queryClient.setMutationDefaults(['queued', kind], {
      mutationFn,
      scope: QUEUE_SCOPE,
      retry: retryQueued,
      retryDelay: retryQueuedDelay,
      onSuccess: (_data, input, _context, { mutationKey }) => refresh(input, mutationKey),
      // A refused edit (a conflict, a card gone meanwhile): the server's version replaces the optimistic one.
      onError: (error, input, _context, { mutationKey }) => {
        refused(error, input);
        refresh(input, mutationKey);
      },
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
    async (input: UpdateCardInput) => {
      try {
        return await updateCard(client, input);
      } catch (error) {
        if (isCardConflictError(error) && isApplied(error.latest, input)) return error.latest;
        throw error;
      }
    },
    (boardId, input) => [boardKeys.cards(boardId), cardKeys.card(input.cardId)],
    // A title edit that outlived its screen (restored after a reload) is offered again in the drawer.
    (error, input) => {
      if (isCardConflictError(error) && input.title !== undefined)
        offerTitleConflict(queryClient, { mine: input.title, latest: error.latest });
    },
  );
  queue(
    'card-state',
    (input: CardStateInput) => sendCardState(client, input),
    (boardId, input) => [boardKeys.cards(boardId), cardKeys.card(input.cardId)],
  );
  // A tick names the state the item is to be in: sent again, it changes nothing.
  queue(
    'check-item',
    ({ itemId, done }: CheckItemInput) => updateChecklistItem(client, { itemId, done }),
    (cardId) => [cardKeys.checklist(cardId)],
  );
  queue(
    'add-comment',
    (input: CreateCommentInput) => addComment(client, input),
    (cardId) => [cardKeys.comments(cardId)],
  );
}
