import { describe, expect, it } from 'vitest';
import { translatorFor } from '@/shared/i18n/test-locale';
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
  it('explains expired links and never echoes the backend', async () => {
    const t = await translatorFor('en');
    expect(callbackErrorMessage(t, 'otp_expired')).toBe(
      'This link is invalid or has expired. Request a new one.',
    );
    expect(callbackErrorMessage(t, 'access_denied')).toBe('This link was refused. Request a new one.');
    expect(callbackErrorMessage(t, 'something_internal')).toBe(
      'This link could not be used. Request a new one, or sign in.',
    );
  });

  it('explains a provider sign-in that was refused', async () => {
    const t = await translatorFor('en');
    expect(callbackErrorMessage(t, 'provider_email_needs_verification')).toBe(
      'Your provider has not verified your email address. Verify it there, then sign in again.',
    );
    expect(callbackErrorMessage(t, 'identity_already_exists')).toBe(
      'That account is already linked to another Teamboard account.',
    );
    expect(callbackErrorMessage(t, 'flow_state_already_used')).toBe(
      'The sign-in took too long or was already used. Please try again.',
    );
  });

  it('explains them in German', async () => {
    const t = await translatorFor('de');
    expect(callbackErrorMessage(t, 'flow_state_expired')).toBe(
      'Dieser Link ist ungültig oder abgelaufen. Fordere einen neuen an.',
    );
    expect(callbackErrorMessage(t, 'something_internal')).toBe(
      'Dieser Link konnte nicht verwendet werden. Fordere einen neuen an oder melde dich an.',
    );
  });
});
