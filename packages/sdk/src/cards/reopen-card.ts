import { withCall } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { CardStateOptions } from './card-state-rows';
import { setState } from './card-state-rows';
import type { Card } from './types';

/**
 * Marks a completed card open again.
 *
 * @category Cards
 * @example
 * const card = await reopenCard(client, cardId);
 */
export function reopenCard(
  client: TeamboardClient,
  cardId: string,
  options: CardStateOptions = {},
): Promise<Card> {
  return withCall(client, options, async ({ client }) => {
    return setState(client, cardId, options, { completed: false });
  });
}
