import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { currentUserId } from '../auth/current-user-id';
import { run } from '../run';
import { MY_WORKSPACE_SELECT, toMyWorkspace } from './to-my-workspace';
import type { MyWorkspace } from './types';

/**
 * The workspaces the signed-in user belongs to, by name, each with their role.
 *
 * @category Workspaces
 * @example
 * const workspaces = await listMyWorkspaces(client);
 */
export async function listMyWorkspaces(
  client: TeamboardClient,
  options: CallOptions = {},
): Promise<MyWorkspace[]> {
  return withCall(client, options, async ({ client }) => {
    const me = await currentUserId(client);
    const rows = await run(
      client.supabase
        .from('workspaces')
        .select(MY_WORKSPACE_SELECT)
        .eq('workspace_members.user_id', me)
        .order('name', { ascending: true })
        .order('id', { ascending: true }),
    );
    return rows.map(toMyWorkspace);
  });
}
