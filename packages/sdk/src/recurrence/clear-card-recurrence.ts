import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';

/**
 * Stops a card recurring; copies already made stay. Resolves `false` when it
 * had no rule.
 *
 * @throws `validation`; `not-found`; `forbidden` (the caller cannot edit the card).
 *
 * @category Recurrence
 * @example
 * await clearCardRecurrence(client, cardId);
 */
export async function clearCardRecurrence(
  client: TeamboardClient,
  cardId: string,
  options: CallOptions = {},
): Promise<boolean> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, cardId);
    return run(client.supabase.rpc('clear_card_recurrence', { card_id: id }));
  });
}
