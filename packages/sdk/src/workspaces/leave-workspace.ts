import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { currentUserId } from '../auth/current-user-id';
import { expectFound } from '../errors/write-outcome';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';

/**
 * Leaves a workspace.
 *
 * @throws `validation`; `not-found` when the caller is not a member;
 *   `conflict` (reason `last_owner`) for the last owner, who must hand over first.
 *
 * @category Workspaces
 * @example
 * await leaveWorkspace(client, workspaceId);
 */
export async function leaveWorkspace(
  client: TeamboardClient,
  workspaceId: string,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, workspaceId);
    const me = await currentUserId(client);
    const rows = await run(
      client.supabase
        .from('workspace_members')
        .delete()
        .eq('workspace_id', id)
        .eq('user_id', me)
        .select('user_id'),
    );
    // Everyone may delete their own membership, so 0 rows can only mean there was none.
    expectFound(rows[0] ?? null, 'You are not a member of this workspace.');
  });
}
