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
 * @throws `validation` (a list of another board, a neighbour not in the list);
 *   `not-found`; `forbidden` (viewers).
 *
 * @category Cards
 * @example
 * const card = await moveCard(client, { cardId, listId, beforeId: cardBelowId });
 */
export async function moveCard(
  client: TeamboardClient,
  input: MoveCardInput,
  options: CallOptions = {},
): Promise<Card> {
  return withCall(client, options, async ({ client }) => {
    const { cardId, listId, beforeId, afterId } = validate(moveCardInput, input);
    return run(
      client.supabase.rpc('move_card', {
        card_id: cardId,
        list_id: listId,
        ...(beforeId ? { before_id: beforeId } : {}),
        ...(afterId ? { after_id: afterId } : {}),
      }),
    );
  });
}
