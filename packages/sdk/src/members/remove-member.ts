import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { removeMemberInput, type RemoveMemberInput } from '../schemas/workspaces';
import { validate } from '../validate';
import { membershipProbe } from './membership-probe';

/**
 * Removes someone from a workspace (owners and admins; only owners remove owners).
 * Removing yourself is leaving: see `leaveWorkspace`.
 *
 * @throws `validation`; `not-found`; `forbidden`; `conflict` (reason `last_owner`).
 *
 * @category Members
 * @example
 * await removeMember(client, { workspaceId, userId });
 */
export async function removeMember(
  client: TeamboardClient,
  input: RemoveMemberInput,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const { workspaceId, userId } = validate(removeMemberInput, input);
    const rows = await run(
      client.supabase
        .from('workspace_members')
        .delete()
        .eq('workspace_id', workspaceId)
        .eq('user_id', userId)
        .select('user_id'),
    );
    await expectWritten(rows, membershipProbe(client, workspaceId, userId), {
      notFound: 'Member not found.',
      forbidden: 'Only owners and admins can remove members.',
    });
  });
}
