import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { sharedBoardTokenSchema } from '../schemas/sharing';
import { validate } from '../validate';
import type { BoardShare, CreatedBoardShare, SharedBoard } from './types';

/** The columns a client may read: the token's hash is not one of them. */
const SHARE_COLUMNS = 'id, board_id, created_by, created_at, revoked_at';

/**
 * Creates the public read-only link of a board (RPC `create_board_share`),
 * replacing its active one: a board has at most one. Owners and admins. The
 * raw token is in the answer only; build the link as `/s/{token}`.
 *
 * @throws `validation`; `not-found` (board not visible); `forbidden` (members and viewers).
 */
export async function createBoardShare(client: TeamboardClient, boardId: string): Promise<CreatedBoardShare> {
  const id = validate(idSchema, boardId);
  const token = await run(client.supabase.rpc('create_board_share', { board_id: id }));
  return { token };
}

/**
 * Ends the board's active public link at once (RPC `revoke_board_share`);
 * answers whether there was one. Owners and admins.
 *
 * @throws as {@link createBoardShare}.
 */
export async function revokeBoardShare(client: TeamboardClient, boardId: string): Promise<boolean> {
  const id = validate(idSchema, boardId);
  return run(client.supabase.rpc('revoke_board_share', { board_id: id }));
}

/**
 * The links of a board, newest first; the active one has no `revoked_at`.
 * Only owners and admins see them: anyone else gets an empty list.
 *
 * @throws `validation`.
 */
export async function listBoardShares(client: TeamboardClient, boardId: string): Promise<BoardShare[]> {
  const id = validate(idSchema, boardId);
  return run(
    client.supabase
      .from('board_shares')
      .select(SHARE_COLUMNS)
      .eq('board_id', id)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false }),
  );
}

/**
 * What a public link shows, to anyone, signed in or not (RPC `shared_board`):
 * the board's name and description, lists, cards, labels and checklists.
 * `null` when the link was revoked, never existed, or its board is archived.
 *
 * @throws `validation` (empty token, or over 256 characters), before any request.
 */
export async function getSharedBoard(client: TeamboardClient, token: string): Promise<SharedBoard | null> {
  const input = validate(sharedBoardTokenSchema, token);
  const shared = await run(client.supabase.rpc('shared_board', { token: input }));
  // The function builds exactly this shape (see supabase/migrations/*_board_shares.sql).
  return (shared ?? null) as SharedBoard | null;
}
