import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { setWatch } from './watch-rows';

/**
 * Watch a card: you hear of every comment on it. Assigning, commenting and
 * being mentioned make you a watcher already.
 *
 * @throws `validation`; `not-found` (a card the caller cannot see).
 *
 * @category Notifications
 * @example
 * const watching = await watchCard(client, cardId);
 */
export function watchCard(
  client: TeamboardClient,
  cardId: string,
  options: CallOptions = {},
): Promise<boolean> {
  return withCall(client, options, async ({ client }) => {
    return setWatch(client, cardId, true);
  });
}
