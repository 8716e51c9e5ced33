import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { insertOrExplain } from '../errors/write-outcome';
import { run } from '../run';
import { setCardFieldValueInput, type SetCardFieldValueInput } from '../schemas/custom-fields';
import { validate } from '../validate';
import { cardProbe } from './field-value-rows';
import type { CardFieldValue } from './types';

/**
 * Sets a card's value of a field, replacing any value it had. The value's
 * shape follows the field's type (see {@link customFieldValueSchema}); a
 * person must be someone who can see the board, an option one of the
 * field's own.
 *
 * @throws `validation` (reason `value`: a value that does not fit the field,
 *   an option of another field, a person off the board; reason `field_id`: a
 *   field of another board); `not-found` (a card the caller cannot see);
 *   `forbidden` (commenters and viewers).
 *
 * @category Custom fields
 * @example
 * await setCardFieldValue(client, { cardId, fieldId: estimateId, value: 3 });
 * await setCardFieldValue(client, { cardId, fieldId: statusId, value: shippedOptionId });
 */
export async function setCardFieldValue(
  client: TeamboardClient,
  input: SetCardFieldValueInput,
  options: CallOptions = {},
): Promise<CardFieldValue> {
  return withCall(client, options, async ({ client }) => {
    const { cardId, fieldId, value } = validate(setCardFieldValueInput, input);
    const row = await insertOrExplain(
      () =>
        run(
          client.supabase
            .from('card_field_values')
            .upsert({ card_id: cardId, field_id: fieldId, value })
            .select('*')
            .single(),
        ),
      cardProbe(client, cardId),
      'Card not found.',
    );
    return row as CardFieldValue;
  });
}
