import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import type { GuestBoard } from './types';

/**
 * The boards the signed-in user was invited to as a guest (RPC
 * `my_guest_boards`): on each board, without belonging to its workspace. A
 * guest has no workspace to start from, so this is their way back. Boards
 * of the user's own workspaces are not listed here; archived ones neither.
 *
 * @category Board access
 * @example
 * for (const board of await listMyGuestBoards(client)) {
 *   console.log(`${board.workspaceName} / ${board.boardName}`, `/w/${board.workspaceSlug}/b/${board.boardId}`);
 * }
 */
export async function listMyGuestBoards(
  client: TeamboardClient,
  options: CallOptions = {},
): Promise<GuestBoard[]> {
  return withCall(client, options, async ({ client }) => {
    const rows = await run(client.supabase.rpc('my_guest_boards'));
    return rows.map((row) => ({
      boardId: row.board_id,
      boardName: row.board_name,
      role: row.role,
      workspaceId: row.workspace_id,
      workspaceName: row.workspace_name,
      workspaceSlug: row.workspace_slug,
    }));
  });
}
