import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { cardAssigneeInput, type CardAssigneeInput } from '../schemas/cards';
import { validate } from '../validate';

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
