import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { BoardShare } from './types';

/** The columns a client may read: the token's hash is not one of them. */
const SHARE_COLUMNS = 'id, board_id, created_by, created_at, revoked_at';

/**
 * The links of a board, newest first; the active one has no `revoked_at`.
 * Only owners and admins see them: anyone else gets an empty list.
 *
 * @throws `validation`.
 *
 * @category Boards
 * @example
 * const boardShares = await listBoardShares(client, boardId);
 */
export async function listBoardShares(
  client: TeamboardClient,
  boardId: string,
  options: CallOptions = {},
): Promise<BoardShare[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    return run(
      client.supabase
        .from('board_shares')
        .select(SHARE_COLUMNS)
        .eq('board_id', id)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false }),
    );
  });
}
