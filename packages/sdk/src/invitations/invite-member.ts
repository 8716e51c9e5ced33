import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import { inviteMemberInput, type InviteMemberInput } from '../schemas/workspaces';
import { validate } from '../validate';
import type { SentInvitation } from './types';

/**
 * Invites someone by email (edge function `invite-member`, which emails the
 * one-time link). A new invitation to the same address replaces the pending one.
 *
 * @throws `validation`; `not-found` (a workspace the caller is not in); `forbidden`
 *   (reason `not_manager`) for members and viewers; `conflict` (reason `already_member`);
 *   `limit-reached` (reason `membersPerWorkspace`, `invitationsPerWorkspacePerHour`,
 *   `invitationsPerUserPerDay` or `invitationsPerAddressPerDay`);
 *   `function-failed` for anything the function did not explain.
 *
 * @category Members
 * @example
 * const invitation = await inviteMember(client, { workspaceId, email: 'ada@example.com', role: 'member' });
 */
export async function inviteMember(
  client: TeamboardClient,
  input: InviteMemberInput,
  options: CallOptions = {},
): Promise<SentInvitation> {
  return withCall(client, options, async ({ client, signal }) => {
    const { workspaceId, email, role } = validate(inviteMemberInput, input);
    const data = await run(
      client.supabase.functions.invoke<{ invitation: SentInvitation }>('invite-member', {
        body: { workspace_id: workspaceId, email, role },
        signal,
      }),
    );
    if (data === null)
      throw new TeamboardError({ code: 'function-failed', message: 'The invitation was not confirmed.' });
    return data.invitation;
  });
}
