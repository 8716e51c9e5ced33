import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../rows/write-outcome';
import { run } from '../run';
import { updateWorkspaceInput, type UpdateWorkspaceInput } from '../schemas/workspaces';
import { validate } from '../validate';
import type { Workspace } from './types';

/**
 * Renames a workspace (owners and admins) or changes its slug (owners only:
 * it is every member's URL).
 *
 * @throws `validation`; `not-found` for a workspace the caller is not in;
 *   `forbidden` for members and viewers, and for an admin changing the slug
 *   (reason `not_owner`); `conflict` when the slug is taken.
 *
 * @category Workspaces
 * @example
 * const workspace = await updateWorkspace(client, { workspaceId, name: 'Acme Inc.' });
 */
export async function updateWorkspace(
  client: TeamboardClient,
  input: UpdateWorkspaceInput,
  options: CallOptions = {},
): Promise<Workspace> {
  return withCall(client, options, async ({ client }) => {
    const { workspaceId, name, slug } = validate(updateWorkspaceInput, input);
    const rows = await run(
      client.supabase.from('workspaces').update({ name, slug }).eq('id', workspaceId).select(),
    );
    return expectWritten(
      rows,
      () => client.supabase.from('workspaces').select('id').eq('id', workspaceId).maybeSingle(),
      { notFound: 'Workspace not found.', forbidden: 'Only owners and admins can change the workspace.' },
    );
  });
}
