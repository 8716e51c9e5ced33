import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';

/**
 * Ends the board's active public link at once (RPC `revoke_board_share`);
 * answers whether there was one. Owners and admins.
 *
 * @throws as {@link createBoardShare}.
 *
 * @category Boards
 * @example
 * const revoked = await revokeBoardShare(client, boardId);
 */
export async function revokeBoardShare(
  client: TeamboardClient,
  boardId: string,
  options: CallOptions = {},
): Promise<boolean> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    return run(client.supabase.rpc('revoke_board_share', { board_id: id }));
  });
}
