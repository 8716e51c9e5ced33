import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { currentUserId } from '../auth/current-user-id';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { MyCard } from './types';

/*
 * The assignee embed is `!inner` and filtered to the caller, so it keeps only
 * the caller's cards; the board embed is `!inner` and filtered by workspace.
 */
const MY_CARD_SELECT =
  '*, board:boards!inner(id, name, workspace_id, archived_at), list:lists!inner(id, name, archived_at), mine:card_assignees!inner(user_id)';

/**
 * The cards assigned to the signed-in user on the boards of a workspace that
 * are on the board today (not archived, nor their list or board): soonest due
 * first, cards without a due date last. A workspace the caller is not in has none.
 *
 * @throws `validation` (not an id); `auth/session-expired` when signed out.
 *
 * @category Search
 * @example
 * const cards = await listMyCards(client, workspaceId);
 */
export async function listMyCards(
  client: TeamboardClient,
  workspaceId: string,
  options: CallOptions = {},
): Promise<MyCard[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, workspaceId);
    const me = await currentUserId(client);
    const rows = await run(
      client.supabase
        .from('cards')
        .select(MY_CARD_SELECT)
        .eq('board.workspace_id', id)
        .is('board.archived_at', null)
        .is('list.archived_at', null)
        .eq('mine.user_id', me)
        .is('archived_at', null)
        // A template is nobody's work: it is the shape of work to come.
        .eq('is_template', false)
        .order('due_at', { ascending: true, nullsFirst: false })
        .order('id', { ascending: true }),
    );
    return rows.map(({ board, list, mine: _mine, ...card }) => ({
      ...card,
      board: { id: board.id, name: board.name },
      list: { id: list.id, name: list.name },
    }));
  });
}
