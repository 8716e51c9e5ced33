import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { sharedBoardTokenSchema } from '../schemas/sharing';
import { validate } from '../validate';
import type { SharedBoard } from './types';

/**
 * What a public link shows, to anyone, signed in or not (RPC `shared_board`):
 * the board's name and description, lists, cards, labels and checklists.
 * `null` when the link was revoked, never existed, or its board is archived.
 *
 * @throws `validation` (empty token, or over 256 characters), before any request.
 *
 * @category Boards
 * @example
 * const sharedBoard = await getSharedBoard(client, token);
 */
export async function getSharedBoard(
  client: TeamboardClient,
  token: string,
  options: CallOptions = {},
): Promise<SharedBoard | null> {
  return withCall(client, options, async ({ client }) => {
    const input = validate(sharedBoardTokenSchema, token);
    const shared = await run(client.supabase.rpc('shared_board', { token: input }));
    // The function builds exactly this shape (see supabase/migrations/*_board_shares.sql).
    return (shared ?? null) as SharedBoard | null;
  });
}
