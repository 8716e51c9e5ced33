import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';

/**
 * Deletes a workspace and everything in it, for good. Owners only.
 *
 * @throws `validation`; `not-found`; `forbidden` for any role but owner.
 *
 * @category Workspaces
 * @example
 * await deleteWorkspace(client, workspaceId);
 */
export async function deleteWorkspace(
  client: TeamboardClient,
  workspaceId: string,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, workspaceId);
    const rows = await run(client.supabase.from('workspaces').delete().eq('id', id).select('id'));
    await expectWritten(
      rows,
      () => client.supabase.from('workspaces').select('id').eq('id', id).maybeSingle(),
      { notFound: 'Workspace not found.', forbidden: 'Only an owner can delete the workspace.' },
    );
  });
}
