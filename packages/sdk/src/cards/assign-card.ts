import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { insertOrExplain } from '../errors/write-outcome';
import { run } from '../run';
import { cardAssigneeInput, type CardAssigneeInput } from '../schemas/cards';
import { validate } from '../validate';

/**
 * Puts a member of the workspace on a card.
 *
 * @throws `validation` (reason `user_id`: not a member of the workspace); `not-found`
 *   (a card the caller cannot see); `forbidden` (viewers); `conflict` (already assigned).
 *
 * @category Cards
 * @example
 * await assignCard(client, { cardId, userId });
 */
export async function assignCard(
  client: TeamboardClient,
  input: CardAssigneeInput,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const { cardId, userId } = validate(cardAssigneeInput, input);
    await insertOrExplain(
      () => run(client.supabase.from('card_assignees').insert({ card_id: cardId, user_id: userId })),
      () => client.supabase.from('cards').select('id').eq('id', cardId).maybeSingle(),
      'Card not found.',
    );
  });
}
