import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import { cardFieldInput, type CardFieldInput } from '../schemas/custom-fields';
import { validate } from '../validate';
import { cardProbe } from './field-value-rows';

/**
 * Removes a card's value of a field; clearing a value the card does not have
 * changes nothing.
 *
 * @throws `validation`; `not-found` (a card the caller cannot see); `forbidden` (commenters and viewers).
 *
 * @category Custom fields
 * @example
 * await clearCardFieldValue(client, { cardId, fieldId });
 */
export async function clearCardFieldValue(
  client: TeamboardClient,
  input: CardFieldInput,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const { cardId, fieldId } = validate(cardFieldInput, input);
    const rows = await run(
      client.supabase
        .from('card_field_values')
        .delete()
        .eq('card_id', cardId)
        .eq('field_id', fieldId)
        .select('card_id'),
    );
    if (rows.length > 0) return;
    // Nothing deleted: a card out of sight, a value the caller may not clear, or no value (fine).
    const value = await run(
      client.supabase
        .from('card_field_values')
        .select('card_id')
        .eq('card_id', cardId)
        .eq('field_id', fieldId)
        .maybeSingle(),
    );
    const card = await run(cardProbe(client, cardId));
    if (card === null) throw new TeamboardError({ code: 'not-found', message: 'Card not found.' });
    if (value !== null) {
      throw new TeamboardError({
        code: 'forbidden',
        message: 'Commenters and viewers cannot change field values.',
      });
    }
  });
}
