import { isTeamboardError } from '@teamboard/sdk';
import type { AppMessageId } from '@/shared/i18n';

/**
 * A refused authenticator code, said at the code field: wrong, too slow, or
 * not six digits. `undefined` for any other failure (the caller shows it as
 * a general error).
 */
export function twoFactorCodeErrorId(error: unknown): AppMessageId | undefined {
  if (!isTeamboardError(error) || error.code !== 'validation') return undefined;
  switch (error.reason) {
    case 'mfa_verification_failed':
    case 'mfa_verification_rejected':
      return 'twoFactor.code.wrong';
    case 'mfa_challenge_expired':
    case 'mfa_ip_address_mismatch':
      return 'twoFactor.code.expired';
    default:
      // Refused before sending: the SDK's schema says the code is not six digits.
      return error.issues.some((issue) => issue.path[0] === 'code') ? 'twoFactor.code.invalid' : undefined;
  }
}
