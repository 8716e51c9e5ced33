import { withCall } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { CardStateOptions } from './card-state-rows';
import { setState } from './card-state-rows';
import type { Card } from './types';

/**
 * Hides a card from the board, keeping it.
 *
 * @category Cards
 * @example
 * const card = await archiveCard(client, cardId);
 */
export function archiveCard(
  client: TeamboardClient,
  cardId: string,
  options: CardStateOptions = {},
): Promise<Card> {
  return withCall(client, options, async ({ client }) => {
    return setState(client, cardId, options, { archived: true });
  });
}
