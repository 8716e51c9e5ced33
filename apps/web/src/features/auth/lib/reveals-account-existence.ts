import { isTeamboardError } from '@teamboard/sdk';

/**
 * Failures that would tell a visitor whether an address has an account: no
 * account for a magic link (`otp_disabled`), or a link mailed to that address
 * less than `max_frequency` ago. Screens that email links treat them as sent.
 */
export function revealsAccountExistence(error: unknown): boolean {
  return (
    isTeamboardError(error) &&
    (error.reason === 'otp_disabled' || error.reason === 'over_email_send_rate_limit')
  );
}
