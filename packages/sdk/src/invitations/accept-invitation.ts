import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { acceptInvitationInput } from '../schemas/workspaces';
import { validate } from '../validate';
import type { Workspace } from '../workspaces/types';

/**
 * Joins the workspace an invitation link points to (RPC `accept_invitation`).
 * The signed-in user's email must be the invited one.
 *
 * @throws `validation` (empty token); `not-found` (reason `invitation_not_found`);
 *   `conflict` with reason `invitation_used`, `invitation_revoked`, `invitation_expired`
 *   or `already_member`; `forbidden` (reason `invitation_email_mismatch`);
 *   `limit-reached` (reason `membersPerWorkspace`).
 *
 * @category Members
 * @example
 * const workspace = await acceptInvitation(client, token);
 */
export async function acceptInvitation(
  client: TeamboardClient,
  token: string,
  options: CallOptions = {},
): Promise<Workspace> {
  return withCall(client, options, async ({ client }) => {
    const input = validate(acceptInvitationInput, { token });
    return run(client.supabase.rpc('accept_invitation', { token: input.token }));
  });
}
