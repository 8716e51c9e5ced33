import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { updateChecklistItemInput, type UpdateChecklistItemInput } from '../schemas/cards';
import { validate } from '../validate';
import { CHECKLIST_MESSAGES, checklistItemProbe } from './checklist-rows';
import type { ChecklistItem } from './types';

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
