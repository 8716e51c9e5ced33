import { TeamboardError } from '@teamboard/sdk';
import { describe, expect, it } from 'vitest';
import { invitationProblem, invitationProblemOfStatus } from './invitation-problem';

describe('invitationProblem', () => {
  it('names each refusal of accept_invitation by its reason', () => {
    const cases = [
      ['conflict', 'invitation_expired', 'expired'],
      ['conflict', 'invitation_revoked', 'revoked'],
      ['conflict', 'invitation_used', 'used'],
      ['conflict', 'already_member', 'already-member'],
      ['forbidden', 'invitation_email_mismatch', 'wrong-email'],
      ['not-found', 'invitation_not_found', 'not-found'],
    ] as const;
    for (const [code, reason, kind] of cases) {
      const problem = invitationProblem(new TeamboardError({ code, reason, message: 'From the database.' }));
      expect(problem.kind).toBe(kind);
      expect(problem.message).toBe('From the database.');
    }
  });

  it('never shows a raw error', () => {
    const problem = invitationProblem(new Error('relation "invitations" does not exist'));
    expect(problem.kind).toBe('other');
    expect(problem.message).not.toContain('relation');
    expect(invitationProblem(new TeamboardError({ code: 'network' })).kind).toBe('other');
  });
});

describe('invitationProblemOfStatus', () => {
  it('names the page of each status a preview can report', () => {
    expect(invitationProblemOfStatus('accepted').title).toBe('This invitation has already been used');
    expect(invitationProblemOfStatus('revoked').kind).toBe('revoked');
    expect(invitationProblemOfStatus('expired').kind).toBe('expired');
    expect(invitationProblemOfStatus('not_found').title).toBe('This invitation link is not valid');
  });
});
