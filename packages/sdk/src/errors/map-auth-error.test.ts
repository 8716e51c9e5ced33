import {
  AuthApiError,
  AuthInvalidCredentialsError,
  AuthPKCECodeVerifierMissingError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthUnknownError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { mapAuthError } from './map-auth-error';

describe('mapAuthError', () => {
  it.each([
    ['invalid_credentials', 400, 'auth/invalid-credentials'],
    ['email_not_confirmed', 400, 'auth/email-not-confirmed'],
    ['user_already_exists', 422, 'auth/user-already-exists'],
    ['email_exists', 422, 'auth/user-already-exists'],
    ['weak_password', 422, 'auth/weak-password'],
    ['session_not_found', 403, 'auth/session-expired'],
    ['refresh_token_not_found', 400, 'auth/session-expired'],
    ['refresh_token_already_used', 400, 'auth/session-expired'],
    ['session_expired', 400, 'auth/session-expired'],
    ['bad_jwt', 403, 'auth/session-expired'],
    ['otp_expired', 403, 'auth/session-expired'],
    ['over_request_rate_limit', 429, 'auth/rate-limited'],
    ['over_email_send_rate_limit', 429, 'auth/rate-limited'],
    ['validation_failed', 400, 'validation'],
    ['email_address_invalid', 400, 'validation'],
    ['same_password', 422, 'validation'],
    ['signup_disabled', 422, 'forbidden'],
    ['user_banned', 400, 'forbidden'],
    ['user_not_found', 404, 'not-found'],
    ['request_timeout', 504, 'timeout'],
  ] as const)('maps %s (%i) to %s', (gotrueCode, status, code) => {
    const cause = new AuthApiError('server text', status, gotrueCode);
    const error = mapAuthError(cause);
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.reason).toBe(gotrueCode);
    expect(error.cause).toBe(cause);
    expect(error.message).not.toBe('server text');
  });

  it('marks rate limits retryable', () => {
    expect(mapAuthError(new AuthApiError('slow down', 429, 'over_request_rate_limit')).retryable).toBe(true);
  });

  it('explains a weak password from its reasons, as a password issue', () => {
    const error = mapAuthError(new AuthWeakPasswordError('weak', 422, ['length', 'pwned']));
    expect(error.code).toBe('auth/weak-password');
    expect(error.message).toBe('This password is too short and has appeared in a data breach.');
    expect(error.issues).toEqual([{ path: ['password'], message: error.message }]);
  });

  it('treats a retryable fetch failure as network', () => {
    const error = mapAuthError(new AuthRetryableFetchError('fetch failed', 0));
    expect([error.code, error.retryable, error.status]).toEqual(['network', true, undefined]);
    expect(mapAuthError(new AuthRetryableFetchError('Bad Gateway', 502)).status).toBe(502);
    expect(mapAuthError(new AuthRetryableFetchError('Gateway Timeout', 504)).code).toBe('timeout');
  });

  it('treats a missing session as expired', () => {
    expect(mapAuthError(new AuthSessionMissingError()).code).toBe('auth/session-expired');
  });

  it('knows a PKCE link opened in another browser', () => {
    const error = mapAuthError(new AuthPKCECodeVerifierMissingError());
    expect(error.code).toBe('auth/session-expired');
    expect(error.message).toMatch(/same browser|browser where/);
  });

  it('maps client-side credential errors', () => {
    expect(mapAuthError(new AuthInvalidCredentialsError('need email')).code).toBe('auth/invalid-credentials');
  });

  it('looks through AuthUnknownError to the transport failure', () => {
    const offline = new TypeError('fetch failed', {
      cause: Object.assign(new Error('getaddrinfo'), { code: 'ENOTFOUND' }),
    });
    expect(mapAuthError(new AuthUnknownError('x', offline)).code).toBe('network');
    expect(mapAuthError(new AuthUnknownError('x', new SyntaxError('bad json'))).code).toBe('unknown');
  });

  it('falls back on the status for codes it does not know', () => {
    expect(mapAuthError(new AuthApiError('new thing', 403, 'brand_new_code')).code).toBe('forbidden');
    expect(mapAuthError(new AuthApiError('new thing', 418, undefined)).code).toBe('unknown');
  });
});
