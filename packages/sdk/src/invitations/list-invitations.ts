import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { toInvitation } from './to-invitation';
import { INVITATION_COLUMNS, type Invitation } from './types';

export interface ListInvitationsOptions extends CallOptions {
  /** `pending` (default): the ones that can still be accepted. `all`: every invitation with its status. */
  readonly status?: 'pending' | 'all' | undefined;
}

/**
 * Invitations of a workspace, newest first. Only owners and admins can read
 * invitations: for anyone else the list is empty (RLS).
 *
 * @category Members
 * @example
 * const invitations = await listInvitations(client, workspaceId);
 */
export async function listInvitations(
  client: TeamboardClient,
  workspaceId: string,
  options: ListInvitationsOptions = {},
): Promise<Invitation[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, workspaceId);
    const now = new Date();
    let query = client.supabase.from('invitations').select(INVITATION_COLUMNS).eq('workspace_id', id);
    if (options.status !== 'all') {
      query = query.is('accepted_at', null).is('revoked_at', null).gt('expires_at', now.toISOString());
    }
    const rows = await run(query.order('created_at', { ascending: false }).order('id', { ascending: true }));
    return rows.map((row) => toInvitation(row, now));
  });
}
