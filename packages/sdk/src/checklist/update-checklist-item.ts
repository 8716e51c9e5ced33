import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { updateChecklistItemInput, type UpdateChecklistItemInput } from '../schemas/cards';
import { validate } from '../validate';
import { CHECKLIST_MESSAGES, checklistItemProbe } from './checklist-rows';
import type { ChecklistItem } from './types';

/**
 * Edits an item's text, ticks it, or gives it an owner or a due date (`null` takes either off).
 *
 * @throws `validation` (an owner who cannot see the board: reason `assignee_id`); `not-found`; `forbidden` (viewers).
 *
 * @category Checklists
 * @example
 * const item = await updateChecklistItem(client, { itemId, done: true });
 * const owned = await updateChecklistItem(client, { itemId, assigneeId: userId, dueAt: '2026-12-01T09:00:00Z' });
 */
export async function updateChecklistItem(
  client: TeamboardClient,
  input: UpdateChecklistItemInput,
  options: CallOptions = {},
): Promise<ChecklistItem> {
  return withCall(client, options, async ({ client }) => {
    const { itemId, body, done, assigneeId, dueAt } = validate(updateChecklistItemInput, input);
    const rows = await run(
      client.supabase
        .from('checklist_items')
        .update({ body, done, assignee_id: assigneeId, due_at: dueAt })
        .eq('id', itemId)
        .select(),
    );
    return expectWritten(rows, checklistItemProbe(client, itemId), CHECKLIST_MESSAGES);
  });
}
