import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { changeMemberRoleInput, type ChangeMemberRoleInput } from '../schemas/workspaces';
import { validate } from '../validate';
import type { Membership } from './types';
import { membershipProbe } from './membership-probe';

/**
 * Changes a member's role. Owners and admins change roles; only owners
 * promote to owner or touch an owner; the last owner stays an owner.
 *
 * @throws `validation`; `not-found` (workspace or member unknown to the caller);
 *   `forbidden` (members, viewers, an admin and an owner); `conflict` (reason `last_owner`).
 *
 * @category Members
 * @example
 * const membership = await changeMemberRole(client, { workspaceId, userId, role: 'member' });
 */
export async function changeMemberRole(
  client: TeamboardClient,
  input: ChangeMemberRoleInput,
  options: CallOptions = {},
): Promise<Membership> {
  return withCall(client, options, async ({ client }) => {
    const { workspaceId, userId, role } = validate(changeMemberRoleInput, input);
    const rows = await run(
      client.supabase
        .from('workspace_members')
        .update({ role })
        .eq('workspace_id', workspaceId)
        .eq('user_id', userId)
        .select(),
    );
    return expectWritten(rows, membershipProbe(client, workspaceId, userId), {
      notFound: 'Member not found.',
      forbidden: 'Only owners and admins can change roles.',
    });
  });
}
