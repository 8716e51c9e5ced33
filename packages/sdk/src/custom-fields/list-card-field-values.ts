import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { CardFieldValue } from './types';

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
