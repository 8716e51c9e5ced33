import { isTeamboardError } from '@teamboard/sdk';
import { translateError, type AppMessageId, type Translate } from '@/shared/i18n';

export type InvitationProblemKind =
  'not-found' | 'used' | 'revoked' | 'expired' | 'wrong-email' | 'already-member' | 'other';

export interface InvitationProblem {
  readonly kind: InvitationProblemKind;
  readonly title: string;
  /** How it came to this, in the active language (never the database's own words). */
  readonly message: string;
}

const titles: Record<InvitationProblemKind, AppMessageId> = {
  'not-found': 'invitations.problem.notFound',
  used: 'invitations.problem.used',
  revoked: 'invitations.problem.revoked',
  expired: 'invitations.problem.expired',
  'wrong-email': 'invitations.problem.wrongEmail',
  'already-member': 'invitations.problem.alreadyMember',
  other: 'invitations.problem.other',
};

/** Why each refusal happened; "not found" and "other" are explained by the page and the error. */
const reasons: Record<Exclude<InvitationProblemKind, 'other'>, AppMessageId> = {
  'not-found': 'invitations.notFoundHint',
  used: 'invitations.why.used',
  revoked: 'invitations.why.revoked',
  expired: 'invitations.why.expired',
  'wrong-email': 'invitations.why.wrongEmail',
  'already-member': 'invitations.why.alreadyMember',
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
  t: Translate,
  status: 'accepted' | 'revoked' | 'expired' | 'not_found',
): InvitationProblem {
  const kind = (
    { accepted: 'used', revoked: 'revoked', expired: 'expired', not_found: 'not-found' } as const
  )[status];
  return { kind, title: t(titles[kind]), message: t(reasons[kind]) };
}

/** Why `acceptInvitation` refused, as a page the user can act on. */
export function invitationProblem(t: Translate, error: unknown): InvitationProblem {
  const kind: InvitationProblemKind = !isTeamboardError(error)
    ? 'other'
    : ((error.reason !== undefined ? byReason[error.reason] : undefined) ??
      (error.code === 'not-found' || error.code === 'validation' ? 'not-found' : 'other'));
  return {
    kind,
    title: t(titles[kind]),
    message: kind === 'other' ? translateError(t, error) : t(reasons[kind]),
  };
}
