import { getAvatarUrl } from '../avatars/get-avatar-url';
import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { BoardAccess, BoardMember } from './types';

/**
 * Everyone who can open a board, with their effective role and why (RPC
 * `list_board_members`): the workspace's owners, on a workspace board its
 * members, and the board's own members and guests; workspace people first,
 * then guests, by name. Emails are shown to the board's admins only.
 *
 * @throws `validation`; `not-found` (a board the caller cannot see).
 *
 * @category Board access
 * @example
 * const members = await listBoardMembers(client, boardId);
 */
export async function listBoardMembers(
  client: TeamboardClient,
  boardId: string,
  options: CallOptions = {},
): Promise<BoardMember[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    const rows = await run(client.supabase.rpc('list_board_members', { board_id: id }));
    return rows.map((row) => ({
      userId: row.user_id,
      displayName: row.display_name,
      avatarUrl: getAvatarUrl(client, row.avatar_path),
      email: row.email,
      role: row.role,
      access: row.access as BoardAccess,
      isGuest: row.is_guest,
    }));
  });
}
