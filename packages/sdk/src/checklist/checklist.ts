import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten, insertOrExplain } from '../rows/write-outcome';
import { run } from '../run';
import {
  createChecklistItemInput,
  updateChecklistItemInput,
  type CreateChecklistItemInput,
  type UpdateChecklistItemInput,
} from '../schemas/cards';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { ChecklistItem } from './types';

/**
 * A card's checklist in order. A card the caller cannot see has none.
 *
 * @category Checklists
 * @example
 * const items = await listChecklistItems(client, cardId);
 */
export async function listChecklistItems(
  client: TeamboardClient,
  cardId: string,
  options: CallOptions = {},
): Promise<ChecklistItem[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, cardId);
    return run(
      client.supabase.from('checklist_items').select('*').eq('card_id', id).order('position').order('id'),
    );
  });
}

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

export const checklistItemProbe = (client: TeamboardClient, itemId: string) => () =>
  client.supabase.from('checklist_items').select('id').eq('id', itemId).maybeSingle();

export const CHECKLIST_MESSAGES = {
  notFound: 'Checklist item not found.',
  forbidden: 'Viewers cannot change checklists.',
} as const;

/**
 * Edits an item's text or ticks it. @throws `validation`; `not-found`; `forbidden` (viewers).
 *
 * @category Checklists
 * @example
 * const item = await updateChecklistItem(client, { itemId, done: true });
 */
export async function updateChecklistItem(
  client: TeamboardClient,
  input: UpdateChecklistItemInput,
  options: CallOptions = {},
): Promise<ChecklistItem> {
  return withCall(client, options, async ({ client }) => {
    const { itemId, body, done } = validate(updateChecklistItemInput, input);
    const rows = await run(
      client.supabase.from('checklist_items').update({ body, done }).eq('id', itemId).select(),
    );
    return expectWritten(rows, checklistItemProbe(client, itemId), CHECKLIST_MESSAGES);
  });
}

/**
 * @throws `validation`; `not-found`; `forbidden` (viewers).
 *
 * @category Checklists
 * @example
 * await deleteChecklistItem(client, itemId);
 */
export async function deleteChecklistItem(
  client: TeamboardClient,
  itemId: string,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, itemId);
    const rows = await run(client.supabase.from('checklist_items').delete().eq('id', id).select('id'));
    await expectWritten(rows, checklistItemProbe(client, id), CHECKLIST_MESSAGES);
  });
}
