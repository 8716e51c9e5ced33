import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { setBoardVisibilityInput, type SetBoardVisibilityInput } from '../schemas/board-access';
import { validate } from '../validate';

/**
 * Sets who may open a board (RPC `set_board_visibility`): `workspace` (every
 * workspace member) or `private` (its board members and the workspace's
 * owners). Making a board private keeps the caller on it as an admin; every
 * other workspace member without a board membership loses it at once (list
 * them first with {@link listBoardMembers}: those with access `workspace`).
 *
 * @throws `validation`; `not-found` (a board the caller cannot see);
 *   `forbidden` (reason `not_board_admin`).
 *
 * @category Board access
 * @example
 * await setBoardVisibility(client, { boardId, visibility: 'private' });
 */
export async function setBoardVisibility(
  client: TeamboardClient,
  input: SetBoardVisibilityInput,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const { boardId, visibility } = validate(setBoardVisibilityInput, input);
    await run(client.supabase.rpc('set_board_visibility', { board_id: boardId, visibility }));
  });
}
