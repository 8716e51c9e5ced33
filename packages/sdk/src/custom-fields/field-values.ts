import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { insertOrExplain } from '../rows/write-outcome';
import { run } from '../run';
import {
  cardFieldInput,
  setCardFieldValueInput,
  type CardFieldInput,
  type SetCardFieldValueInput,
} from '../schemas/custom-fields';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { CardFieldValue } from './types';

const cardProbe = (client: TeamboardClient, cardId: string) => () =>
  client.supabase.from('cards').select('id').eq('id', cardId).maybeSingle();

/**
 * A card's custom field values (fields without a value have no entry). A
 * card the caller cannot see has none.
 *
 * @category Custom fields
 * @example
 * const values = await listCardFieldValues(client, cardId);
 */
export async function listCardFieldValues(
  client: TeamboardClient,
  cardId: string,
  options: CallOptions = {},
): Promise<CardFieldValue[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, cardId);
    const rows = await run(
      client.supabase.from('card_field_values').select('*').eq('card_id', id).order('field_id'),
    );
    return rows as CardFieldValue[];
  });
}

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
