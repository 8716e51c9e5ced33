import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { toRecurrence } from './recurrence-rows';
import type { CardRecurrence } from './types';

/**
 * The card's rule, or `null` when it has none or the caller cannot read the card.
 *
 * @throws `validation` (not an id).
 *
 * @category Recurrence
 * @example
 * const rule = await getCardRecurrence(client, cardId);
 * if (rule) console.log(rule.rrule, rule.timeZone);
 */
export async function getCardRecurrence(
  client: TeamboardClient,
  cardId: string,
  options: CallOptions = {},
): Promise<CardRecurrence | null> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, cardId);
    const row = await run(client.supabase.from('card_recurrences').select().eq('card_id', id).maybeSingle());
    return row ? toRecurrence(row) : null;
  });
}
