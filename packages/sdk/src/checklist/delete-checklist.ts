import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { CHECKLIST_LIST_MESSAGES, checklistProbe } from './checklist-rows';

/**
 * Deletes a checklist with its items (cards made from them stay).
 *
 * @throws `validation`; `not-found`; `forbidden` (viewers).
 *
 * @category Checklists
 * @example
 * await deleteChecklist(client, checklistId);
 */
export async function deleteChecklist(
  client: TeamboardClient,
  checklistId: string,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, checklistId);
    const rows = await run(client.supabase.from('checklists').delete().eq('id', id).select('id'));
    await expectWritten(rows, checklistProbe(client, id), CHECKLIST_LIST_MESSAGES);
  });
}
