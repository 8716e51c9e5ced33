import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectFound } from '../errors/write-outcome';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { Card } from './types';

/**
 * @throws `validation`; `not-found` when it does not exist or the caller cannot see its board.
 *
 * @category Cards
 * @example
 * const card = await getCard(client, cardId);
 */
export async function getCard(
  client: TeamboardClient,
  cardId: string,
  options: CallOptions = {},
): Promise<Card> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, cardId);
    const row = await run(client.supabase.from('cards').select('*').eq('id', id).maybeSingle());
    return expectFound(row, 'Card not found.');
  });
}
