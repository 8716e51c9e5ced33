import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { Card } from '../cards/types';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';

/**
 * Turns a checklist item into a card of its own at the end of the card's
 * list: titled by the item, with its owner as assignee and its due date. The
 * item stays and links to the new card (`converted_card_id`); the new card's
 * activity (`card.converted_from_item`) names the card it came from.
 *
 * @throws `validation`; `not-found`; `forbidden` (viewers); `conflict` (reason `already_converted`);
 *   `limit-reached` (reason `cardsPerBoard`).
 *
 * @category Checklists
 * @example
 * const card = await convertChecklistItem(client, itemId);
 */
export async function convertChecklistItem(
  client: TeamboardClient,
  itemId: string,
  options: CallOptions = {},
): Promise<Card> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, itemId);
    return run(client.supabase.rpc('convert_checklist_item', { item_id: id }).single());
  });
}
