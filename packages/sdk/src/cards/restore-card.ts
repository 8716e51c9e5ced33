import { withCall } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { CardStateOptions } from './card-state-rows';
import { setState } from './card-state-rows';
import type { Card } from './types';

/**
 * Brings an archived card back to its list.
 *
 * @category Cards
 * @example
 * const card = await restoreCard(client, cardId);
 */
export function restoreCard(
  client: TeamboardClient,
  cardId: string,
  options: CardStateOptions = {},
): Promise<Card> {
  return withCall(client, options, async ({ client }) => {
    return setState(client, cardId, options, { archived: false });
  });
}
