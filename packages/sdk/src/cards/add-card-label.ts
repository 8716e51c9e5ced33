import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { insertOrExplain } from '../errors/write-outcome';
import { run } from '../run';
import { cardLabelInput, type CardLabelInput } from '../schemas/cards';
import { validate } from '../validate';

/**
 * Puts a label of the card's board on the card.
 *
 * @throws `validation` (reason `label_id`: a label of another board); `not-found`;
 *   `forbidden` (viewers); `conflict` (already labelled).
 *
 * @category Cards
 * @example
 * await addCardLabel(client, { cardId, labelId });
 */
export async function addCardLabel(
  client: TeamboardClient,
  input: CardLabelInput,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const { cardId, labelId } = validate(cardLabelInput, input);
    await insertOrExplain(
      () => run(client.supabase.from('card_labels').insert({ card_id: cardId, label_id: labelId })),
      () => client.supabase.from('cards').select('id').eq('id', cardId).maybeSingle(),
      'Card not found.',
    );
  });
}
