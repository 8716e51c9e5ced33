import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { insertOrExplain } from '../errors/write-outcome';
import { run } from '../run';
import { createChecklistItemInput, type CreateChecklistItemInput } from '../schemas/cards';
import { validate } from '../validate';
import type { ChecklistItem } from './types';

/**
 * Adds an item at the end of a card's checklist.
 *
 * @throws `validation`; `not-found`; `forbidden` (viewers); `limit-reached` (reason `checklistItemsPerCard`).
 *
 * @category Checklists
 * @example
 * const item = await addChecklistItem(client, { cardId, body: 'Looks good to me' });
 */
export async function addChecklistItem(
  client: TeamboardClient,
  input: CreateChecklistItemInput,
  options: CallOptions = {},
): Promise<ChecklistItem> {
  return withCall(client, options, async ({ client }) => {
    const { cardId, body } = validate(createChecklistItemInput, input);
    return insertOrExplain(
      () => run(client.supabase.from('checklist_items').insert({ card_id: cardId, body }).select().single()),
      () => client.supabase.from('cards').select('id').eq('id', cardId).maybeSingle(),
      'Card not found.',
    );
  });
}
