import { getAvatarUrl } from '../avatars/get-avatar-url';
import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { WorkspaceBoardMembership } from './types';

/**
 * Who is on which board of a workspace (RPC `workspace_board_memberships`),
 * for its settings: each board membership, guests' included, over the boards
 * the caller can see. A private board the caller is not on is left out.
 * Members first, then guests, by name, then by board.
 *
 * @throws `validation`; `not-found` (not a member of the workspace, guests included).
 *
 * @category Board access
 * @example
 * const memberships = await listWorkspaceBoardMemberships(client, workspaceId);
 * const guests = memberships.filter((m) => m.isGuest);
 */
export async function listWorkspaceBoardMemberships(
  client: TeamboardClient,
  workspaceId: string,
  options: CallOptions = {},
): Promise<WorkspaceBoardMembership[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, workspaceId);
    const rows = await run(client.supabase.rpc('workspace_board_memberships', { workspace_id: id }));
    return rows.map((row) => ({
      userId: row.user_id,
      displayName: row.display_name,
      avatarUrl: getAvatarUrl(client, row.avatar_path),
      isGuest: row.is_guest,
      boardId: row.board_id,
      boardName: row.board_name,
      boardVisibility: row.board_visibility,
      role: row.role,
    }));
  });
}
