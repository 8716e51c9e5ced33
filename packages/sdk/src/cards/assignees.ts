import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten, insertOrExplain } from '../rows/write-outcome';
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

/**
 * Takes someone off a card.
 *
 * @throws `validation`; `not-found` (no such assignment visible); `forbidden` (viewers).
 *
 * @category Cards
 * @example
 * await unassignCard(client, { cardId, userId });
 */
export async function unassignCard(
  client: TeamboardClient,
  input: CardAssigneeInput,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const { cardId, userId } = validate(cardAssigneeInput, input);
    const rows = await run(
      client.supabase
        .from('card_assignees')
        .delete()
        .eq('card_id', cardId)
        .eq('user_id', userId)
        .select('card_id'),
    );
    await expectWritten(
      rows,
      () =>
        client.supabase
          .from('card_assignees')
          .select('card_id')
          .eq('card_id', cardId)
          .eq('user_id', userId)
          .maybeSingle(),
      { notFound: 'This person is not on this card.', forbidden: 'Viewers cannot change assignees.' },
    );
  });
}
