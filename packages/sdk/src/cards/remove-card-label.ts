import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { cardLabelInput, type CardLabelInput } from '../schemas/cards';
import { validate } from '../validate';

/**
 * Takes a label off a card. @throws `validation`; `not-found`; `forbidden` (viewers).
 *
 * @category Cards
 * @example
 * await removeCardLabel(client, { cardId, labelId });
 */
export async function removeCardLabel(
  client: TeamboardClient,
  input: CardLabelInput,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const { cardId, labelId } = validate(cardLabelInput, input);
    const rows = await run(
      client.supabase
        .from('card_labels')
        .delete()
        .eq('card_id', cardId)
        .eq('label_id', labelId)
        .select('card_id'),
    );
    await expectWritten(
      rows,
      () =>
        client.supabase
          .from('card_labels')
          .select('card_id')
          .eq('card_id', cardId)
          .eq('label_id', labelId)
          .maybeSingle(),
      { notFound: 'This label is not on this card.', forbidden: 'Viewers cannot change labels.' },
    );
  });
}
