import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { createWorkspaceInput, type CreateWorkspaceInput } from '../schemas/workspaces';
import { validate } from '../validate';
import type { MyWorkspace } from './types';

/**
 * Creates a workspace with the caller as its owner, in one transaction (RPC `create_workspace`).
 *
 * @throws `validation`; `conflict` (issue on `slug`) when the slug is taken;
 *   `limit-reached` (reason `ownedWorkspacesPerUser`) past 20 owned workspaces.
 *
 * @category Workspaces
 * @example
 * const workspace = await createWorkspace(client, { name: 'Roadmap', slug: 'acme' });
 */
export async function createWorkspace(
  client: TeamboardClient,
  input: CreateWorkspaceInput,
  options: CallOptions = {},
): Promise<MyWorkspace> {
  return withCall(client, options, async ({ client }) => {
    const { name, slug } = validate(createWorkspaceInput, input);
    const workspace = await run(client.supabase.rpc('create_workspace', { name, slug }));
    return { ...workspace, role: 'owner' };
  });
}
