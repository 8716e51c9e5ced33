import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { BoardMemberRole } from '../constants';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';

/**
 * The caller's effective role on a board (RPC `my_board_role`), or `null`
 * when they cannot open it. Screens use it to show only the controls the
 * server will accept: a commenter comments, a viewer only reads.
 *
 * @throws `validation`.
 *
 * @category Board access
 * @example
 * const role = await getMyBoardRole(client, boardId);
 */
export async function getMyBoardRole(
  client: TeamboardClient,
  boardId: string,
  options: CallOptions = {},
): Promise<BoardMemberRole | null> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    return run(client.supabase.rpc('my_board_role', { board_id: id }));
  });
}
