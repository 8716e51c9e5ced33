import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { renameChecklistInput, type RenameChecklistInput } from '../schemas/cards';
import { validate } from '../validate';
import { CHECKLIST_LIST_MESSAGES, checklistProbe } from './checklist-rows';
import type { Checklist } from './types';

/**
 * @throws `validation`; `not-found`; `forbidden` (viewers).
 *
 * @category Checklists
 * @example
 * const checklist = await renameChecklist(client, { checklistId, name: 'Before launch' });
 */
export async function renameChecklist(
  client: TeamboardClient,
  input: RenameChecklistInput,
  options: CallOptions = {},
): Promise<Checklist> {
  return withCall(client, options, async ({ client }) => {
    const { checklistId, name } = validate(renameChecklistInput, input);
    const rows = await run(
      client.supabase.from('checklists').update({ name }).eq('id', checklistId).select(),
    );
    return expectWritten(rows, checklistProbe(client, checklistId), CHECKLIST_LIST_MESSAGES);
  });
}
