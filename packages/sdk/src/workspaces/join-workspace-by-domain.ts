import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { joinWorkspaceByDomainInput, type JoinWorkspaceByDomainInput } from '../schemas/sign-in-rules';
import { validate } from '../validate';
import type { Workspace } from './types';

/**
 * Joins a workspace that lets people at the signed-in user's email domain in without an
 * invitation (RPC `join_workspace_by_domain`), with the role its owner chose.
 *
 * @throws `validation` (not an id); `forbidden` with reason `email_not_verified` (the address is
 *   not confirmed yet) or `domain_not_allowed` (the workspace does not let this domain in, or
 *   does not exist); `conflict` (reason `already_member`); `limit-reached` (reason
 *   `membersPerWorkspace`).
 *
 * @category Members
 * @example
 * const [first] = await listJoinableWorkspaces(client);
 * const workspace = await joinWorkspaceByDomain(client, { workspaceId: first.id });
 */
export async function joinWorkspaceByDomain(
  client: TeamboardClient,
  input: JoinWorkspaceByDomainInput,
  options: CallOptions = {},
): Promise<Workspace> {
  return withCall(client, options, async ({ client }) => {
    const { workspaceId } = validate(joinWorkspaceByDomainInput, input);
    return run(client.supabase.rpc('join_workspace_by_domain', { workspace_id: workspaceId }));
  });
}
