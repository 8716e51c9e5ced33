import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { POSITION_STEP, positionBetween } from '../ordering/position';
import { expectFound, expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { moveChecklistItemInput, type MoveChecklistItemInput } from '../schemas/cards';
import { validate } from '../validate';
import { CHECKLIST_MESSAGES, checklistItemProbe } from './checklist-rows';
import type { ChecklistItem } from './types';

interface Sibling {
  readonly id: string;
  readonly position: number;
}

function neighbourPosition(siblings: readonly Sibling[], id: string, field: 'beforeId' | 'afterId'): number {
  const found = siblings.find((s) => s.id === id);
  if (found === undefined) {
    throw new TeamboardError({
      code: 'validation',
      message: 'The neighbour is not an item of this checklist.',
      issues: [{ path: [field], message: 'Not an item of this checklist.' }],
    });
  }
  return found.position;
}

/** Where the item goes, by the rules `move_card` uses: `beforeId` wins; no neighbour means the end. */
function targetPosition(
  others: readonly Sibling[],
  beforeId?: string | null,
  afterId?: string | null,
): number | null {
  if (beforeId) {
    const lower = neighbourPosition(others, beforeId, 'beforeId');
    const upper = others.find((s) => s.position > lower)?.position ?? null;
    return positionBetween(lower, upper);
  }
  if (afterId) {
    const upper = neighbourPosition(others, afterId, 'afterId');
    const lower = others.filter((s) => s.position < upper).at(-1)?.position ?? null;
    return positionBetween(lower, upper);
  }
  return positionBetween(others.at(-1)?.position ?? null, null);
}

/**
 * Moves a checklist item between two others of its card (`beforeId` above
 * it, `afterId` below; omit both for the end). There is no RPC for
 * checklists, so the SDK computes the midpoint; when the gap is used up it
 * renumbers the checklist first (rare: it takes dozens of moves into one gap).
 *
 * @throws `validation` (a neighbour of another card); `not-found`; `forbidden` (viewers).
 *
 * @category Checklists
 * @example
 * const item = await moveChecklistItem(client, { itemId, beforeId: firstItemId });
 */
export async function moveChecklistItem(
  client: TeamboardClient,
  input: MoveChecklistItemInput,
  options: CallOptions = {},
): Promise<ChecklistItem> {
  return withCall(client, options, async ({ client }) => {
    const { itemId, beforeId, afterId } = validate(moveChecklistItemInput, input);
    if (itemId === beforeId || itemId === afterId) {
      throw new TeamboardError({
        code: 'validation',
        message: 'An item cannot be its own neighbour.',
        issues: [
          {
            path: [itemId === beforeId ? 'beforeId' : 'afterId'],
            message: 'An item cannot be its own neighbour.',
          },
        ],
      });
    }
    const item = expectFound(
      await run(client.supabase.from('checklist_items').select('card_id').eq('id', itemId).maybeSingle()),
      CHECKLIST_MESSAGES.notFound,
    );
    const siblings = await run(
      client.supabase
        .from('checklist_items')
        .select('id, position')
        .eq('card_id', item.card_id)
        .neq('id', itemId)
        .order('position')
        .order('id'),
    );
    let position = targetPosition(siblings, beforeId, afterId);
    if (position === null) {
      const renumbered = siblings.map((s, i) => ({ ...s, position: (i + 1) * POSITION_STEP }));
      for (const s of renumbered) {
        await run(client.supabase.from('checklist_items').update({ position: s.position }).eq('id', s.id));
      }
      position = targetPosition(renumbered, beforeId, afterId);
    }
    const rows = await run(
      client.supabase
        .from('checklist_items')
        .update({ position: position ?? 0 })
        .eq('id', itemId)
        .select(),
    );
    return expectWritten(rows, checklistItemProbe(client, itemId), CHECKLIST_MESSAGES);
  });
}
