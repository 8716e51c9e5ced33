import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { setWatch } from './watch-rows';

/**
 * Stop watching a card. @throws `validation`; `not-found`.
 *
 * @category Notifications
 * @example
 * const watching = await unwatchCard(client, cardId);
 */
export function unwatchCard(
  client: TeamboardClient,
  cardId: string,
  options: CallOptions = {},
): Promise<boolean> {
  return withCall(client, options, async ({ client }) => {
    return setWatch(client, cardId, false);
  });
}
