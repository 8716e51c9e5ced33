import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { CHECKLIST_MESSAGES, checklistItemProbe } from './checklist-rows';

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
