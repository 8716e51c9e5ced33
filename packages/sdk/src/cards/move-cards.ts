import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { moveCardsInput, type MoveCardsInput } from '../schemas/cards';
import { validate } from '../validate';
import type { Card } from './types';

/**
 * Moves many cards at once, all or nothing (RPC `move_cards`): each card into
 * a list of its own board, at `position` when given, else after the list's
 * last card in the order of `moves`. Every card passes the checks of
 * {@link moveCard}; when one fails, no card moves. To undo, send the cards'
 * old `listId` and `position` back in one call.
 *
 * @returns The moved cards, in the order of `moves`.
 * @throws `validation` (a malformed move, a card named twice; reason `list_id`
 *   for a list of another board); `not-found` (a card the caller cannot see);
 *   `forbidden` (viewers); `limit-reached` with reason `cardsPerBulkMove`
 *   (more than `LIMITS.cardsPerBulkMove` moves); `conflict` with reason
 *   `card_blocked` (a blocked card into a done list).
 *
 * @category Cards
 * @example
 * const moved = await moveCards(client, {
 *   moves: selectedIds.map((cardId) => ({ cardId, listId: doneListId })),
 * });
 * // Undo: every card back where it was.
 * await moveCards(client, {
 *   moves: before.map((card) => ({ cardId: card.id, listId: card.list_id, position: card.position })),
 * });
 */
export async function moveCards(
  client: TeamboardClient,
  input: MoveCardsInput,
  options: CallOptions = {},
): Promise<Card[]> {
  return withCall(client, options, async ({ client }) => {
    const { moves } = validate(moveCardsInput, input);
    return run(
      client.supabase.rpc('move_cards', {
        moves: moves.map(({ cardId, listId, position }) => ({
          card_id: cardId,
          list_id: listId,
          ...(position === undefined ? {} : { position }),
        })),
      }),
    );
  });
}
