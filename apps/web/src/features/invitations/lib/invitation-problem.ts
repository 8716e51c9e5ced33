import { isTeamboardError } from '@teamboard/sdk';

export type InvitationProblemKind =
  'not-found' | 'used' | 'revoked' | 'expired' | 'wrong-email' | 'already-member' | 'other';

export interface InvitationProblem {
  readonly kind: InvitationProblemKind;
  readonly title: string;
  /** The SDK's message: the database's own explanation. */
  readonly message: string;
}

const titles: Record<InvitationProblemKind, string> = {
  'not-found': 'This invitation link is not valid',
  used: 'This invitation has already been used',
  revoked: 'This invitation was revoked',
  expired: 'This invitation has expired',
  'wrong-email': 'This invitation is for someone else',
  'already-member': 'You are already a member',
  other: 'The invitation could not be accepted',
};

const byReason: Record<string, InvitationProblemKind> = {
  invitation_not_found: 'not-found',
  invitation_used: 'used',
  invitation_revoked: 'revoked',
  invitation_expired: 'expired',
  invitation_email_mismatch: 'wrong-email',
  already_member: 'already-member',
};

/** The problem page of a link whose preview already says it cannot be accepted. */
export function invitationProblemOfStatus(
  status: 'accepted' | 'revoked' | 'expired' | 'not_found',
): InvitationProblem {
  const kind = ({ accepted: 'used', revoked: 'revoked', expired: 'expired', not_found: 'not-found' } as const)[
    status
  ];
  return { kind, title: titles[kind], message: titles[kind] };
}

/** Why `acceptInvitation` refused, as a page the user can act on. */
export function invitationProblem(error: unknown): InvitationProblem {
  if (!isTeamboardError(error)) {
    return { kind: 'other', title: titles.other, message: 'Something went wrong. Please try again.' };
  }
  const kind =
    (error.reason !== undefined ? byReason[error.reason] : undefined) ??
    (error.code === 'not-found' || error.code === 'validation' ? 'not-found' : 'other');
  return { kind, title: titles[kind], message: error.message };
}
