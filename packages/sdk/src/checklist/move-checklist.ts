import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { POSITION_STEP } from '../ordering/position';
import { expectFound, expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { moveChecklistInput, type MoveChecklistInput } from '../schemas/cards';
import { validate } from '../validate';
import { CHECKLIST_LIST_MESSAGES, checklistProbe } from './checklist-rows';
import { notOwnNeighbour, targetPosition } from './neighbour-position';
import type { Checklist } from './types';

const SIBLING = 'a checklist of this card';

/**
 * Moves a checklist between two others of its card (`beforeId` above it,
 * `afterId` below; omit both for the end), as `moveChecklistItem` moves items.
 *
 * @throws `validation` (a neighbour of another card); `not-found`; `forbidden` (viewers).
 *
 * @category Checklists
 * @example
 * const checklist = await moveChecklist(client, { checklistId, beforeId: firstChecklistId });
 */
export async function moveChecklist(
  client: TeamboardClient,
  input: MoveChecklistInput,
  options: CallOptions = {},
): Promise<Checklist> {
  return withCall(client, options, async ({ client }) => {
    const { checklistId, beforeId, afterId } = validate(moveChecklistInput, input);
    notOwnNeighbour(checklistId, beforeId, afterId, 'A checklist');
    const checklist = expectFound(
      await run(client.supabase.from('checklists').select('card_id').eq('id', checklistId).maybeSingle()),
      CHECKLIST_LIST_MESSAGES.notFound,
    );
    const siblings = await run(
      client.supabase
        .from('checklists')
        .select('id, position')
        .eq('card_id', checklist.card_id)
        .neq('id', checklistId)
        .order('position')
        .order('id'),
    );
    let position = targetPosition(siblings, beforeId, afterId, SIBLING);
    if (position === null) {
      const renumbered = siblings.map((s, i) => ({ ...s, position: (i + 1) * POSITION_STEP }));
      for (const s of renumbered) {
        await run(client.supabase.from('checklists').update({ position: s.position }).eq('id', s.id));
      }
      position = targetPosition(renumbered, beforeId, afterId, SIBLING);
    }
    const rows = await run(
      client.supabase
        .from('checklists')
        .update({ position: position ?? 0 })
        .eq('id', checklistId)
        .select(),
    );
    return expectWritten(rows, checklistProbe(client, checklistId), CHECKLIST_LIST_MESSAGES);
  });
}
