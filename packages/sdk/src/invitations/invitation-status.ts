import type { Tables } from '../database.types';
import type { InvitationStatus } from './types';

/**
 * The §4 state of an invitation at `now`.
 *
 * @category Members
 * @example
 * const status = invitationStatus(invitation); // 'pending', 'accepted', 'revoked' or 'expired'
 */
export function invitationStatus(
  row: Pick<Tables<'invitations'>, 'accepted_at' | 'revoked_at' | 'expires_at'>,
  now: Date = new Date(),
): InvitationStatus {
  if (row.accepted_at !== null) return 'accepted';
  if (row.revoked_at !== null) return 'revoked';
  return Date.parse(row.expires_at) <= now.getTime() ? 'expired' : 'pending';
}
