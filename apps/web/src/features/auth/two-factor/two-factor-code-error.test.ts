import { TeamboardError } from '@teamboard/sdk';
import { describe, expect, it } from 'vitest';
import { twoFactorCodeErrorId } from './two-factor-code-error';

const refused = (reason: string | undefined, path: string[] = ['code']) =>
  new TeamboardError({ code: 'validation', reason, issues: [{ path, message: 'x' }] });

describe('twoFactorCodeErrorId', () => {
  it('tells a wrong code from a late one and a malformed one', () => {
    expect(twoFactorCodeErrorId(refused('mfa_verification_failed'))).toBe('twoFactor.code.wrong');
    expect(twoFactorCodeErrorId(refused('mfa_challenge_expired'))).toBe('twoFactor.code.expired');
    expect(twoFactorCodeErrorId(refused(undefined))).toBe('twoFactor.code.invalid');
  });

  it('leaves every other failure to the general error message', () => {
    expect(twoFactorCodeErrorId(refused(undefined, ['factorId']))).toBeUndefined();
    expect(twoFactorCodeErrorId(new TeamboardError({ code: 'network' }))).toBeUndefined();
    expect(twoFactorCodeErrorId(new Error('boom'))).toBeUndefined();
  });
});
