import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { currentUserId } from '../auth/current-user-id';
import { insertOrExplain } from '../errors/write-outcome';
import { run } from '../run';
import { boardMemberInput, type BoardMemberInput } from '../schemas/board-access';
import { validate } from '../validate';

/**
 * Puts a workspace member on a board with a role (board admins). On a
 * workspace board this can only raise what the workspace grants them; on a
 * private board it is what lets them in. People outside the workspace join
 * as guests through {@link inviteBoardGuest}.
 *
 * @throws `validation` (also reason `not_a_workspace_member`); `not-found` (a
 *   board the caller cannot see); `forbidden` for anyone but the board's
 *   admins; `conflict` when they are already on the board.
 *
 * @category Board access
 * @example
 * await addBoardMember(client, { boardId, userId, role: 'editor' });
 */
export async function addBoardMember(
  client: TeamboardClient,
  input: BoardMemberInput,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const { boardId, userId, role } = validate(boardMemberInput, input);
    const me = await currentUserId(client);
    await insertOrExplain(
      () =>
        run(
          client.supabase
            .from('board_members')
            .insert({ board_id: boardId, user_id: userId, role, added_by: me }),
        ),
      () => client.supabase.from('boards').select('id').eq('id', boardId).maybeSingle(),
      'Board not found.',
    );
  });
}
