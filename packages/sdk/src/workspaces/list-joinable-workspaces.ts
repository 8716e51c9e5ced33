import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { WorkspaceRole } from '../constants';
import { run } from '../run';

/** A workspace the signed-in user may join without an invitation, by their email's domain. */
export interface JoinableWorkspace {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  /** The role they would join with, chosen by the workspace's owner. */
  readonly joinRole: WorkspaceRole;
  /** The domain of their verified address that lets them in. */
  readonly domain: string;
}

/**
 * The workspaces that let people at the signed-in user's email domain join without an
 * invitation, and that they are not in yet. Empty until the address is verified.
 *
 * @category Workspaces
 * @example
 * const joinable = await listJoinableWorkspaces(client);
 */
export async function listJoinableWorkspaces(
  client: TeamboardClient,
  options: CallOptions = {},
): Promise<JoinableWorkspace[]> {
  return withCall(client, options, async ({ client }) => {
    const rows = await run(client.supabase.rpc('list_joinable_workspaces'));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      joinRole: row.join_role,
      domain: row.domain,
    }));
  });
}
