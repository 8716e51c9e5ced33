import { describe, expect, it } from 'vitest';
import { callbackErrorMessage, parseCallbackParams } from './callback-params';

describe('parseCallbackParams', () => {
  it('reads the PKCE code and a validated next', () => {
    expect(parseCallbackParams('?code=abc&next=%2Fworkspaces', '')).toEqual({
      kind: 'code',
      code: 'abc',
      next: '/workspaces',
    });
    expect(parseCallbackParams('?code=abc&next=https://evil.com', '')).toMatchObject({ next: '/' });
  });

  it('prefers an error, from the query or the fragment', () => {
    expect(
      parseCallbackParams('?error=access_denied&error_code=otp_expired&code=x', '#error=access_denied'),
    ).toEqual({ kind: 'error', errorCode: 'otp_expired', next: '/' });
    expect(parseCallbackParams('', '#error=server_error&error_code=unexpected_failure')).toEqual({
      kind: 'error',
      errorCode: 'unexpected_failure',
      next: '/',
    });
  });

  it('says when the link brought nothing', () => {
    expect(parseCallbackParams('?code=%20', '')).toEqual({ kind: 'empty', next: '/' });
  });
});

describe('callbackErrorMessage', () => {
  it('explains expired links and never echoes the backend', () => {
    expect(callbackErrorMessage('otp_expired')).toMatch(/expired/);
    expect(callbackErrorMessage('something_internal')).not.toMatch(/something_internal/);
  });
});
