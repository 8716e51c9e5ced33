import type { BoardMemberRole, InvitableRole } from '../constants';
import type { Tables } from '../database.types';

/** Derived, never stored: accepted or revoked when stamped so, expired past `expires_at`, else pending. */
export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired';

/** An invitation as owners and admins see it. The token's hash stays on the server. */
export interface Invitation extends Omit<Tables<'invitations'>, 'token_hash' | 'role'> {
  readonly role: InvitableRole;
  readonly status: InvitationStatus;
}

/** What `invite-member` answers: the raw token went by email only. */
export interface SentInvitation {
  readonly id: string;
  readonly email: string;
  readonly role: InvitableRole;
  readonly expires_at: string;
}

export const INVITATION_COLUMNS =
  'id, workspace_id, email, role, invited_by, created_at, expires_at, accepted_at, accepted_by, revoked_at, board_id, board_role';

/**
 * An invitation as its link's holder sees it, signed in or not. Only a pending
 * one says more than its status; `inviter_name` is null when the inviter's
 * account is gone.
 */
export type InvitationPreview =
  | {
      readonly status: 'pending';
      readonly workspace_name: string;
      readonly inviter_name: string | null;
      readonly email: string;
      readonly role: InvitableRole;
      readonly expires_at: string;
      /** A guest invitation's board, its name and the role there; `null` for a workspace invitation. */
      readonly board_id: string | null;
      readonly board_name: string | null;
      readonly board_role: BoardMemberRole | null;
    }
  | { readonly status: 'accepted' | 'revoked' | 'expired' | 'not_found' };
