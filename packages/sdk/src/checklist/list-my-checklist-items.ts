import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { currentUserId } from '../auth/current-user-id';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { MyChecklistItem } from './types';

/*
 * The card, list and board embeds are `!inner`, so items of archived cards,
 * lists and boards and of other workspaces drop out; the item's two links to
 * cards (its card and the card it became) are told apart by the foreign key.
 */
const MY_ITEM_SELECT =
  '*, checklist:checklists!inner(name), card:cards!checklist_items_card_id_fkey!inner(id, title, archived_at, list:lists!inner(archived_at), board:boards!inner(id, name, workspace_id, archived_at))';

/**
 * The open checklist items the signed-in user owns on the boards of a
 * workspace (not done, not turned into cards, on cards that are on the
 * board today): soonest due first, undated last. A workspace the caller is not in has none.
 *
 * @throws `validation` (not an id); `auth/session-expired` when signed out.
 *
 * @category Checklists
 * @example
 * const items = await listMyChecklistItems(client, workspaceId);
 */
export async function listMyChecklistItems(
  client: TeamboardClient,
  workspaceId: string,
  options: CallOptions = {},
): Promise<MyChecklistItem[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, workspaceId);
    const me = await currentUserId(client);
    const rows = await run(
      client.supabase
        .from('checklist_items')
        .select(MY_ITEM_SELECT)
        .eq('assignee_id', me)
        .eq('done', false)
        .is('converted_card_id', null)
        .eq('card.board.workspace_id', id)
        .is('card.board.archived_at', null)
        .is('card.list.archived_at', null)
        .is('card.archived_at', null)
        // The items of a template are the shape of work to come, nobody's yet.
        .eq('card.is_template', false)
        .order('due_at', { ascending: true, nullsFirst: false })
        .order('id', { ascending: true }),
    );
    return rows.map(({ checklist, card, ...item }) => ({
      ...item,
      checklist: checklist.name,
      card: { id: card.id, title: card.title },
      board: { id: card.board.id, name: card.board.name },
    }));
  });
}
