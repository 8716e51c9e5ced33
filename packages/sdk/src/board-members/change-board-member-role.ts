import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { boardMemberInput, type BoardMemberInput } from '../schemas/board-access';
import { validate } from '../validate';

/**
 * Changes a board member's or guest's role on the board (board admins). A
 * private board keeps at least one admin among its members.
 *
 * @throws `validation`; `not-found` (board or board member unknown to the
 *   caller); `forbidden` for anyone but the board's admins; `conflict` (reason `last_board_admin`).
 *
 * @category Board access
 * @example
 * await changeBoardMemberRole(client, { boardId, userId, role: 'commenter' });
 */
export async function changeBoardMemberRole(
  client: TeamboardClient,
  input: BoardMemberInput,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const { boardId, userId, role } = validate(boardMemberInput, input);
    const rows = await run(
      client.supabase
        .from('board_members')
        .update({ role })
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
      { notFound: 'Board member not found.', forbidden: "Only the board's admins can change roles." },
    );
  });
}
