import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { currentUserId } from '../rows/current-user';

async function setWatch(client: TeamboardClient, cardId: string, watching: boolean): Promise<boolean> {
  const id = validate(idSchema, cardId);
  return run(client.supabase.rpc('set_card_watch', { card_id: id, watching }));
}

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

/**
 * Whether the signed-in user watches the card. @throws `validation`.
 *
 * @category Notifications
 * @example
 * const watching = await isWatchingCard(client, cardId);
 */
export async function isWatchingCard(
  client: TeamboardClient,
  cardId: string,
  options: CallOptions = {},
): Promise<boolean> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, cardId);
    const me = await currentUserId(client);
    const rows = await run(
      client.supabase.from('card_watchers').select('user_id').eq('card_id', id).eq('user_id', me),
    );
    return rows.length > 0;
  });
}
