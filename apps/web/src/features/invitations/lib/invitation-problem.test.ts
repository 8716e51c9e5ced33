import { TeamboardError } from '@teamboard/sdk';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '@/shared/i18n/test-locale';
import { invitationProblem, invitationProblemOfStatus } from './invitation-problem';

const en = await translatorFor('en');
const de = await translatorFor('de');

describe('invitationProblem', () => {
  it('names each refusal of accept_invitation by its reason, in the catalogue’s words', () => {
    const cases = [
      ['conflict', 'invitation_expired', 'expired', 'Invitations are valid for a limited time.'],
      ['conflict', 'invitation_revoked', 'revoked', 'An owner or admin of the workspace withdrew it.'],
      ['conflict', 'invitation_used', 'used', 'Each invitation link works once.'],
      [
        'conflict',
        'already_member',
        'already-member',
        'You can open the workspace from your list of workspaces.',
      ],
      [
        'forbidden',
        'invitation_email_mismatch',
        'wrong-email',
        'It was sent to another email address than the one you are signed in with.',
      ],
      [
        'not-found',
        'invitation_not_found',
        'not-found',
        'Open the link exactly as it came in the email, or ask for a new invitation.',
      ],
    ] as const;
    for (const [code, reason, kind, message] of cases) {
      const problem = invitationProblem(
        en,
        new TeamboardError({ code, reason, message: 'From the database.' }),
      );
      expect(problem.kind).toBe(kind);
      expect(problem.message).toBe(message);
    }
  });

  it('never shows a raw error', () => {
    const problem = invitationProblem(en, new Error('relation "invitations" does not exist'));
    expect(problem.kind).toBe('other');
    expect(problem.message).toBe('Something went wrong. Please try again.');
    const offline = invitationProblem(en, new TeamboardError({ code: 'network', message: 'fetch failed' }));
    expect(offline.kind).toBe('other');
    expect(offline.message).toBe('Cannot reach Teamboard. Check your connection and try again.');
  });

  it('speaks German', () => {
    const problem = invitationProblem(
      de,
      new TeamboardError({ code: 'forbidden', reason: 'invitation_email_mismatch', message: 'Wrong email' }),
    );
    expect(problem.title).toBe('Diese Einladung ist für jemand anderen');
    expect(problem.message).toBe(
      'Sie ging an eine andere E-Mail-Adresse als die, mit der du angemeldet bist.',
    );
    expect(invitationProblemOfStatus(de, 'expired').title).toBe('Diese Einladung ist abgelaufen');
  });
});

describe('invitationProblemOfStatus', () => {
  it('names the page of each status a preview can report', () => {
    expect(invitationProblemOfStatus(en, 'accepted').title).toBe('This invitation has already been used');
    expect(invitationProblemOfStatus(en, 'revoked').kind).toBe('revoked');
    expect(invitationProblemOfStatus(en, 'expired').kind).toBe('expired');
    expect(invitationProblemOfStatus(en, 'not_found').title).toBe('This invitation link is not valid');
  });
});
