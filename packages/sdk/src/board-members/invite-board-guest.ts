import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import { inviteBoardGuestInput, type InviteBoardGuestInput } from '../schemas/board-access';
import { validate } from '../validate';
import type { SentBoardInvitation } from './types';

/**
 * Invites someone outside the workspace to one board as a guest (edge
 * function `invite-member` with a board, which emails the one-time link). A
 * guest sees that board and nothing else of the workspace, and does not count
 * toward the workspace's member limit.
 *
 * @throws `validation`; `not-found` (a board the caller cannot see);
 *   `forbidden` for anyone but the board's admins; `conflict` (reason
 *   `already_workspace_member`: add them with {@link addBoardMember});
 *   `limit-reached` (the invitation limits of {@link inviteMember});
 *   `function-failed` for anything the function did not explain.
 *
 * @category Board access
 * @example
 * const { invitationId } = await inviteBoardGuest(client, { boardId, email: 'client@example.com', role: 'commenter' });
 */
export async function inviteBoardGuest(
  client: TeamboardClient,
  input: InviteBoardGuestInput,
  options: CallOptions = {},
): Promise<SentBoardInvitation> {
  return withCall(client, options, async ({ client, signal }) => {
    const { boardId, email, role } = validate(inviteBoardGuestInput, input);
    const data = await run(
      client.supabase.functions.invoke<{ invitation: { id: string } }>('invite-member', {
        body: { board_id: boardId, email, role },
        signal,
      }),
    );
    if (data === null)
      throw new TeamboardError({ code: 'function-failed', message: 'The invitation was not confirmed.' });
    return { invitationId: data.invitation.id };
  });
}
