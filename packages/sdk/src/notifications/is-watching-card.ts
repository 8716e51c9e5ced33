import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { currentUserId } from '../auth/current-user-id';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';

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
