import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { updateWorkspaceInput, type UpdateWorkspaceInput } from '../schemas/workspaces';
import { validate } from '../validate';
import type { Workspace } from './types';

/**
 * Renames a workspace (owners and admins), changes its slug (owners only:
 * it is every member's URL), or requires two-factor sign-in of every member
 * (owners only, on a session where they entered their own code).
 *
 * @throws `validation`; `not-found` for a workspace the caller is not in;
 *   `forbidden` for members and viewers, for an admin changing the slug or the
 *   requirement (reason `not_owner`), and for an owner changing the requirement
 *   without a verified second factor on this session (reason `insufficient_aal`);
 *   `conflict` when the slug is taken.
 *
 * @category Workspaces
 * @example
 * const workspace = await updateWorkspace(client, { workspaceId, name: 'Acme Inc.' });
 * await updateWorkspace(client, { workspaceId, requireTwoFactor: true });
 */
export async function updateWorkspace(
  client: TeamboardClient,
  input: UpdateWorkspaceInput,
  options: CallOptions = {},
): Promise<Workspace> {
  return withCall(client, options, async ({ client }) => {
    const { workspaceId, name, slug, requireTwoFactor } = validate(updateWorkspaceInput, input);
    const rows = await run(
      client.supabase
        .from('workspaces')
        .update({ name, slug, require_two_factor: requireTwoFactor })
        .eq('id', workspaceId)
        .select(),
    );
    return expectWritten(
      rows,
      () => client.supabase.from('workspaces').select('id').eq('id', workspaceId).maybeSingle(),
      { notFound: 'Workspace not found.', forbidden: 'Only owners and admins can change the workspace.' },
    );
  });
}
