import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { removeBoardMemberInput, type RemoveBoardMemberInput } from '../schemas/board-access';
import { validate } from '../validate';

/**
 * Takes someone off a board (board admins; anyone may take themselves off).
 * On a private board, and for a guest on any board, they lose it at once:
 * their open board screen is told on the board's channel and closes.
 *
 * @throws `validation`; `not-found` (board or board member unknown to the
 *   caller); `forbidden` for anyone but the board's admins; `conflict` (reason `last_board_admin`).
 *
 * @category Board access
 * @example
 * await removeBoardMember(client, { boardId, userId });
 */
export async function removeBoardMember(
  client: TeamboardClient,
  input: RemoveBoardMemberInput,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const { boardId, userId } = validate(removeBoardMemberInput, input);
    const rows = await run(
      client.supabase
        .from('board_members')
        .delete()
        .eq('board_id', boardId)
        .eq('user_id', userId)
        .select('user_id'),
    );
    await expectWritten(
      rows,
      () =>
        client.supabase
          .from('board_members')
          .select('user_id')
          .eq('board_id', boardId)
          .eq('user_id', userId)
          .maybeSingle(),
      { notFound: 'Board member not found.', forbidden: "Only the board's admins can remove people." },
    );
  });
}
