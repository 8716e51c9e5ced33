import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { revokeInvitationInput } from '../schemas/workspaces';
import { validate } from '../validate';
import { toInvitation } from './to-invitation';
import { INVITATION_COLUMNS, type Invitation } from './types';

/**
 * Revokes a pending invitation; its link stops working.
 *
 * @throws `validation`; `not-found` — also for members and viewers, who cannot
 *   see invitations at all; `conflict` (reason `invitation_not_pending`) once accepted or revoked.
 *
 * @category Members
 * @example
 * const invitation = await revokeInvitation(client, invitationId);
 */
export async function revokeInvitation(
  client: TeamboardClient,
  invitationId: string,
  options: CallOptions = {},
): Promise<Invitation> {
  return withCall(client, options, async ({ client }) => {
    const input = validate(revokeInvitationInput, { invitationId });
    // The database stamps its own clock over this value; it only has to be non-null.
    const rows = await run(
      client.supabase
        .from('invitations')
        .update({ revoked_at: new Date().toISOString() })
        .eq('id', input.invitationId)
        .select(INVITATION_COLUMNS),
    );
    const row = await expectWritten(
      rows,
      () => client.supabase.from('invitations').select('id').eq('id', input.invitationId).maybeSingle(),
      { notFound: 'Invitation not found.', forbidden: 'Only owners and admins can revoke invitations.' },
    );
    return toInvitation(row);
  });
}
