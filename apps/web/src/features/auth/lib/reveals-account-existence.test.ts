import { TeamboardError } from '@teamboard/sdk';
import { describe, expect, it } from 'vitest';
import { revealsAccountExistence } from './reveals-account-existence';

describe('revealsAccountExistence', () => {
  it('flags the answers that differ between known and unknown addresses', () => {
    expect(revealsAccountExistence(new TeamboardError({ code: 'forbidden', reason: 'otp_disabled' }))).toBe(
      true,
    );
    expect(
      revealsAccountExistence(
        new TeamboardError({ code: 'auth/rate-limited', reason: 'over_email_send_rate_limit' }),
      ),
    ).toBe(true);
  });

  it('lets every other failure through', () => {
    expect(revealsAccountExistence(new TeamboardError({ code: 'network' }))).toBe(false);
    expect(
      revealsAccountExistence(
        new TeamboardError({ code: 'auth/rate-limited', reason: 'over_request_rate_limit' }),
      ),
    ).toBe(false);
    expect(revealsAccountExistence(new Error('otp_disabled'))).toBe(false);
  });
});
