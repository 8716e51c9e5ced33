import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { ChecklistWithItems } from './types';

/**
 * A card's checklists in order, each with its items in order. A card the caller cannot see has none.
 *
 * @category Checklists
 * @example
 * for (const checklist of await listChecklists(client, cardId)) console.log(checklist.name, checklist.items.length);
 */
export async function listChecklists(
  client: TeamboardClient,
  cardId: string,
  options: CallOptions = {},
): Promise<ChecklistWithItems[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, cardId);
    return run(
      client.supabase
        .from('checklists')
        .select('*, items:checklist_items(*)')
        .eq('card_id', id)
        .order('position')
        .order('id')
        .order('position', { referencedTable: 'items' })
        .order('id', { referencedTable: 'items' }),
    );
  });
}
