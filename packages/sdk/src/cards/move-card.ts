import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { moveCardInput, type MoveCardInput } from '../schemas/cards';
import { validate } from '../validate';
import type { Card } from './types';

/**
 * Moves a card into `listId` between two neighbours (RPC `move_card`):
 * `beforeId` is the card that will be above it, `afterId` the one below;
 * omit or `null` at an end (both omitted: the bottom). With both, `beforeId` wins.
 *
 * A card with open blockers does not enter a list marked done unless
 * `moveBlocked` is `true` (ask the user first) and the board's rule is
 * `confirm`; the activity then records `card.moved_blocked`.
 *
 * @throws `validation` (a list of another board, a neighbour not in the list);
 *   `not-found`; `forbidden` (viewers); `conflict` with reason `card_blocked`
 *   (a blocked card into a done list, not confirmed or refused by the board).
 *
 * @category Cards
 * @example
 * const card = await moveCard(client, { cardId, listId, beforeId: cardBelowId });
 * // after the user confirmed moving a blocked card into a done list:
 * await moveCard(client, { cardId, listId: doneListId, moveBlocked: true });
 */
export async function moveCard(
  client: TeamboardClient,
  input: MoveCardInput,
  options: CallOptions = {},
): Promise<Card> {
  return withCall(client, options, async ({ client }) => {
    const { cardId, listId, beforeId, afterId, moveBlocked } = validate(moveCardInput, input);
    return run(
      client.supabase.rpc('move_card', {
        card_id: cardId,
        list_id: listId,
        ...(beforeId ? { before_id: beforeId } : {}),
        ...(afterId ? { after_id: afterId } : {}),
        ...(moveBlocked === true ? { move_blocked: true } : {}),
      }),
    );
  });
}
