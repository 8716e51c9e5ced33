import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { POSITION_STEP } from '../ordering/position';
import { expectFound, expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { moveChecklistItemInput, type MoveChecklistItemInput } from '../schemas/cards';
import { validate } from '../validate';
import { CHECKLIST_MESSAGES, checklistItemProbe } from './checklist-rows';
import { notOwnNeighbour, targetPosition } from './neighbour-position';
import type { ChecklistItem } from './types';

const SIBLING = 'an item of this checklist';

/**
 * Moves a checklist item between two others of its checklist (`beforeId`
 * above it, `afterId` below; omit both for the end), or with `checklistId`
 * into another checklist of its card. There is no RPC for checklists, so the
 * SDK computes the midpoint; when the gap is used up it renumbers the
 * checklist first (rare: it takes dozens of moves into one gap).
 *
 * @throws `validation` (a neighbour of another checklist, a checklist of another card); `not-found`;
 *   `forbidden` (viewers); `limit-reached` (reason `checklistItemsPerChecklist`).
 *
 * @category Checklists
 * @example
 * const item = await moveChecklistItem(client, { itemId, beforeId: firstItemId });
 * const moved = await moveChecklistItem(client, { itemId, checklistId: otherChecklistId });
 */
export async function moveChecklistItem(
  client: TeamboardClient,
  input: MoveChecklistItemInput,
  options: CallOptions = {},
): Promise<ChecklistItem> {
  return withCall(client, options, async ({ client }) => {
    const { itemId, checklistId, beforeId, afterId } = validate(moveChecklistItemInput, input);
    notOwnNeighbour(itemId, beforeId, afterId, 'An item');
    const item = expectFound(
      await run(
        client.supabase.from('checklist_items').select('checklist_id').eq('id', itemId).maybeSingle(),
      ),
      CHECKLIST_MESSAGES.notFound,
    );
    const target = checklistId ?? item.checklist_id;
    const siblings = await run(
      client.supabase
        .from('checklist_items')
        .select('id, position')
        .eq('checklist_id', target)
        .neq('id', itemId)
        .order('position')
        .order('id'),
    );
    let position = targetPosition(siblings, beforeId, afterId, SIBLING);
    if (position === null) {
      const renumbered = siblings.map((s, i) => ({ ...s, position: (i + 1) * POSITION_STEP }));
      for (const s of renumbered) {
        await run(client.supabase.from('checklist_items').update({ position: s.position }).eq('id', s.id));
      }
      position = targetPosition(renumbered, beforeId, afterId, SIBLING);
    }
    const rows = await run(
      client.supabase
        .from('checklist_items')
        // The checklist only when it changes: a move within one is a position alone.
        .update(
          target === item.checklist_id
            ? { position: position ?? 0 }
            : { position: position ?? 0, checklist_id: target },
        )
        .eq('id', itemId)
        .select(),
    );
    return expectWritten(rows, checklistItemProbe(client, itemId), CHECKLIST_MESSAGES);
  });
}
