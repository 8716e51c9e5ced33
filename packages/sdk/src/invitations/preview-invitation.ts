import { withCall, type CallOptions } from '../call/call-options';
import * as z from 'zod/mini';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { invitableRoleSchema, previewInvitationInput } from '../schemas/workspaces';
import { validate } from '../validate';
import type { InvitationPreview } from './types';

const NOT_FOUND: InvitationPreview = { status: 'not_found' };

/**
 * What an invitation link's page shows before anyone signs in (RPC
 * `invitation_preview`, open to signed-out visitors): for a pending
 * invitation the workspace's name, the inviter's display name, the invited
 * address, the role and the expiry; for any other only its status
 * (`accepted`, `revoked`, `expired`, or `not_found` for a token that matches
 * no invitation).
 *
 * @throws `validation` (empty token, or over 256 characters), before any request.
 *
 * @category Members
 * @example
 * const preview = await previewInvitation(client, token);
 */
export async function previewInvitation(
  client: TeamboardClient,
  token: string,
  options: CallOptions = {},
): Promise<InvitationPreview> {
  return withCall(client, options, async ({ client }) => {
    const input = validate(previewInvitationInput, { token });
    const rows = await run(client.supabase.rpc('invitation_preview', { token: input.token }));
    const row = rows[0];
    if (row === undefined) return NOT_FOUND;
    switch (row.status) {
      case 'pending': {
        // A CHECK constraint keeps `owner` out of invitations; the parse only narrows the type.
        const role = z.safeParse(invitableRoleSchema, row.role);
        return {
          status: 'pending',
          workspace_name: row.workspace_name,
          inviter_name: row.inviter_name,
          email: row.email,
          role: role.success ? role.data : 'member',
          expires_at: row.expires_at,
          board_id: row.board_id,
          board_name: row.board_name,
          board_role: row.board_role,
        };
      }
      case 'accepted':
      case 'revoked':
      case 'expired':
        return { status: row.status };
      default:
        return NOT_FOUND;
    }
  });
}
