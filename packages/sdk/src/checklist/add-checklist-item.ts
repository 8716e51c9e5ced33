import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { insertOrExplain } from '../errors/write-outcome';
import { run } from '../run';
import { createChecklistItemInput, type CreateChecklistItemInput } from '../schemas/cards';
import { validate } from '../validate';
import type { ChecklistItem } from './types';

/**
 * Adds an item at the end of one of a card's checklists (`checklistId`), or
 * of its first checklist (a new one named "Checklist" when the card has none).
 * It may have an owner (`assigneeId`, someone who can see the board) and a due date.
 *
 * @throws `validation` (an owner who cannot see the board: reason `assignee_id`; a checklist of
 *   another card: reason `checklist_id`); `not-found`; `forbidden` (viewers); `limit-reached`
 *   (reason `checklistItemsPerCard`, `checklistItemsPerChecklist` or `checklistsPerCard`).
 *
 * @category Checklists
 * @example
 * const item = await addChecklistItem(client, { cardId, body: 'Looks good to me' });
 * const owned = await addChecklistItem(client, {
 *   cardId,
 *   checklistId,
 *   body: 'Book the venue',
 *   assigneeId: userId,
 *   dueAt: '2026-12-01T09:00:00Z',
 * });
 */
export async function addChecklistItem(
  client: TeamboardClient,
  input: CreateChecklistItemInput,
  options: CallOptions = {},
): Promise<ChecklistItem> {
  return withCall(client, options, async ({ client }) => {
    const { cardId, checklistId, body, assigneeId, dueAt } = validate(createChecklistItemInput, input);
    return insertOrExplain(
      () =>
        run(
          client.supabase
            .from('checklist_items')
            .insert({
              card_id: cardId,
              checklist_id: checklistId,
              body,
              assignee_id: assigneeId ?? null,
              due_at: dueAt ?? null,
            })
            .select()
            .single(),
        ),
      () => client.supabase.from('cards').select('id').eq('id', cardId).maybeSingle(),
      'Card not found.',
    );
  });
}
