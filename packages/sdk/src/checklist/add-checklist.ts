import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { insertOrExplain } from '../errors/write-outcome';
import { run } from '../run';
import { createChecklistInput, type CreateChecklistInput } from '../schemas/cards';
import { validate } from '../validate';
import type { Checklist } from './types';

/**
 * Adds a named checklist at the end of a card's checklists.
 *
 * @throws `validation`; `not-found`; `forbidden` (viewers); `limit-reached` (reason `checklistsPerCard`).
 *
 * @category Checklists
 * @example
 * const checklist = await addChecklist(client, { cardId, name: 'Launch' });
 */
export async function addChecklist(
  client: TeamboardClient,
  input: CreateChecklistInput,
  options: CallOptions = {},
): Promise<Checklist> {
  return withCall(client, options, async ({ client }) => {
    const { cardId, name } = validate(createChecklistInput, input);
    return insertOrExplain(
      () => run(client.supabase.from('checklists').insert({ card_id: cardId, name }).select().single()),
      () => client.supabase.from('cards').select('id').eq('id', cardId).maybeSingle(),
      'Card not found.',
    );
  });
}
