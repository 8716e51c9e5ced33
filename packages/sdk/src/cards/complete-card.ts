import { withCall } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { CardStateOptions } from './card-state-rows';
import { setState } from './card-state-rows';
import type { Card } from './types';

/**
 * Marks a card done (the database stamps `completed_at`). These four go
 * through `update_card` so the server's clock and the version bump apply.
 *
 * @throws `validation`; `not-found`; `forbidden` (viewers); `conflict` only with `expectedVersion`;
 *   `limit-reached` (reason `cardsPerBoard`) when restoring onto a full board.
 *
 * @category Cards
 * @example
 * const card = await completeCard(client, cardId);
 */
export function completeCard(
  client: TeamboardClient,
  cardId: string,
  options: CardStateOptions = {},
): Promise<Card> {
  return withCall(client, options, async ({ client }) => {
    return setState(client, cardId, options, { completed: true });
  });
}
