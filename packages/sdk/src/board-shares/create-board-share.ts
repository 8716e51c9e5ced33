import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { CreatedBoardShare } from './types';

/**
 * Creates the public read-only link of a board (RPC `create_board_share`),
 * replacing its active one: a board has at most one. Owners and admins. The
 * raw token is in the answer only; build the link as `/s/{token}`.
 *
 * @throws `validation`; `not-found` (board not visible); `forbidden` (members and viewers).
 *
 * @category Boards
 * @example
 * const boardShare = await createBoardShare(client, boardId);
 */
export async function createBoardShare(
  client: TeamboardClient,
  boardId: string,
  options: CallOptions = {},
): Promise<CreatedBoardShare> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    const token = await run(client.supabase.rpc('create_board_share', { board_id: id }));
    return { token };
  });
}
