import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { ChecklistItem } from './types';

/**
 * A card's checklist in order. A card the caller cannot see has none.
 *
 * @category Checklists
 * @example
 * const items = await listChecklistItems(client, cardId);
 */
export async function listChecklistItems(
  client: TeamboardClient,
  cardId: string,
  options: CallOptions = {},
): Promise<ChecklistItem[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, cardId);
    return run(
      client.supabase.from('checklist_items').select('*').eq('card_id', id).order('position').order('id'),
    );
  });
}
