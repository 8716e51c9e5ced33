import type { TeamboardErrorCode } from './codes';
import { mapHttpStatus } from './map-http-status';
import { mapTransportError } from './map-transport-error';
import { readNumber, readProp, readString } from './read';
import { TeamboardError } from './teamboard-error';

/** auth-js's own brand (`isAuthError`), so a second copy of supabase-js is recognised too. */
export function isAuthErrorLike(error: unknown): boolean {
  return readProp(error, '__isAuthError') === true;
}

const LINK_INVALID = 'This link is invalid or has expired. Request a new one.';
const TWO_FACTOR_OFF = 'Two-factor sign-in is turned off on this server.';
const SIGN_IN_AGAIN = 'This sign-in took too long or was already used. Please try again.';

/** GoTrue `error_code` → catalogue code (and a better message where the default would mislead). */
const BY_CODE: Readonly<Record<string, { code: TeamboardErrorCode; message?: string }>> = {
  invalid_credentials: { code: 'auth/invalid-credentials' },
  email_not_confirmed: { code: 'auth/email-not-confirmed' },
  phone_not_confirmed: { code: 'auth/email-not-confirmed' },
  user_already_exists: { code: 'auth/user-already-exists' },
  email_exists: { code: 'auth/user-already-exists' },
  phone_exists: { code: 'auth/user-already-exists' },
  identity_already_exists: {
    code: 'auth/user-already-exists',
    message: 'This account of that provider is already linked to a Teamboard account.',
  },
  single_identity_not_deletable: {
    code: 'conflict',
    message: 'This is your only way to sign in. Link another one before removing it.',
  },
  email_conflict_identity_not_deletable: {
    code: 'conflict',
    message: 'Another account uses the address of your remaining sign-in method.',
  },
  identity_not_found: { code: 'not-found', message: 'This sign-in method is not linked.' },
  manual_linking_disabled: {
    code: 'forbidden',
    message: 'Linking sign-in methods is turned off on this server.',
  },
  provider_email_needs_verification: {
    code: 'auth/email-not-confirmed',
    message: 'The provider has not verified your email address. Verify it there, then try again.',
  },
  bad_oauth_state: { code: 'auth/session-expired', message: SIGN_IN_AGAIN },
  bad_oauth_callback: { code: 'auth/session-expired', message: SIGN_IN_AGAIN },
  flow_state_already_used: { code: 'auth/session-expired', message: SIGN_IN_AGAIN },
  weak_password: { code: 'auth/weak-password' },
  session_not_found: { code: 'auth/session-expired' },
  session_expired: { code: 'auth/session-expired' },
  refresh_token_not_found: { code: 'auth/session-expired' },
  refresh_token_already_used: { code: 'auth/session-expired' },
  bad_jwt: { code: 'auth/session-expired' },
  no_authorization: { code: 'auth/session-expired' },
  // The session is fine; the change needs the code `reauthenticate` emails.
  reauthentication_needed: {
    code: 'validation',
    message: 'Enter the confirmation code we emailed you to change your password.',
  },
  otp_expired: { code: 'auth/session-expired', message: LINK_INVALID },
  flow_state_not_found: { code: 'auth/session-expired', message: LINK_INVALID },
  flow_state_expired: { code: 'auth/session-expired', message: LINK_INVALID },
  bad_code_verifier: { code: 'auth/session-expired', message: LINK_INVALID },
  pkce_code_verifier_not_found: {
    code: 'auth/session-expired',
    message: 'Open the link in the browser where you asked for it, or request a new one.',
  },
  over_request_rate_limit: { code: 'auth/rate-limited' },
  over_email_send_rate_limit: {
    code: 'auth/rate-limited',
    message: 'Too many emails were sent. Please wait a few minutes and try again.',
  },
  over_sms_send_rate_limit: { code: 'auth/rate-limited' },
  validation_failed: { code: 'validation' },
  bad_json: { code: 'validation' },
  email_address_invalid: { code: 'validation', message: 'Enter a valid email address.' },
  email_address_not_authorized: {
    code: 'validation',
    message: 'Emails cannot be sent to this address.',
  },
  same_password: {
    code: 'validation',
    message: 'The new password must be different from the current one.',
  },
  reauthentication_not_valid: { code: 'validation', message: 'The confirmation code is not valid.' },
  signup_disabled: { code: 'forbidden', message: 'Sign-ups are closed.' },
  email_provider_disabled: { code: 'forbidden', message: 'Email sign-in is turned off.' },
  provider_disabled: { code: 'forbidden', message: 'This sign-in method is turned off on this server.' },
  anonymous_provider_disabled: { code: 'forbidden' },
  otp_disabled: { code: 'forbidden', message: 'There is no account with this email.' },
  user_banned: { code: 'forbidden', message: 'This account is suspended.' },
  not_admin: { code: 'forbidden' },
  insufficient_aal: {
    code: 'forbidden',
    message: 'Enter a code from your authenticator app first.',
  },
  mfa_verification_failed: {
    code: 'validation',
    message: 'This code is not right. Check your authenticator app and try again.',
  },
  mfa_verification_rejected: { code: 'validation', message: 'This code was refused. Try again.' },
  mfa_challenge_expired: { code: 'validation', message: 'The code took too long. Enter a new one.' },
  mfa_ip_address_mismatch: { code: 'validation', message: 'Enter a new code.' },
  mfa_factor_not_found: { code: 'not-found', message: 'This two-factor method does not exist.' },
  mfa_factor_name_conflict: {
    code: 'conflict',
    message: 'Another two-factor method of yours has this name. Choose another one.',
  },
  too_many_enrolled_mfa_factors: { code: 'limit-reached' },
  mfa_totp_enroll_not_enabled: { code: 'forbidden', message: TWO_FACTOR_OFF },
  mfa_totp_verify_not_enabled: { code: 'forbidden', message: TWO_FACTOR_OFF },
  mfa_phone_enroll_not_enabled: { code: 'forbidden', message: TWO_FACTOR_OFF },
  mfa_phone_verify_not_enabled: { code: 'forbidden', message: TWO_FACTOR_OFF },
  mfa_webauthn_enroll_not_enabled: { code: 'forbidden', message: TWO_FACTOR_OFF },
  mfa_webauthn_verify_not_enabled: { code: 'forbidden', message: TWO_FACTOR_OFF },
  user_not_found: { code: 'not-found' },
  invite_not_found: { code: 'not-found' },
  conflict: { code: 'conflict' },
  request_timeout: { code: 'timeout' },
  hook_timeout: { code: 'timeout' },
  hook_timeout_after_retry: { code: 'timeout' },
};

/** Refusals of a second-factor code: the form's `code` field is what to fix. */
const WRONG_CODE: ReadonlySet<string> = new Set([
  'mfa_verification_failed',
  'mfa_verification_rejected',
  'mfa_challenge_expired',
  'mfa_ip_address_mismatch',
]);

/** auth-js classes that carry no `code` but say enough by their name. */
const BY_NAME: Readonly<Record<string, TeamboardErrorCode>> = {
  AuthSessionMissingError: 'auth/session-expired',
  AuthRefreshDiscardedError: 'auth/session-expired',
  AuthPKCECodeVerifierMissingError: 'auth/session-expired',
  AuthImplicitGrantRedirectError: 'auth/session-expired',
  AuthPKCEGrantCodeExchangeError: 'auth/session-expired',
  AuthInvalidCredentialsError: 'auth/invalid-credentials',
  AuthWeakPasswordError: 'auth/weak-password',
};

const WEAK_PASSWORD_REASONS: Readonly<Record<string, string>> = {
  length: 'is too short',
  characters: 'needs more kinds of characters',
  pwned: 'has appeared in a data breach',
};

function weakPasswordMessage(error: unknown): string | undefined {
  const reasons = readProp(error, 'reasons');
  if (!Array.isArray(reasons)) return undefined;
  const phrases = reasons
    .map((reason) => (typeof reason === 'string' ? WEAK_PASSWORD_REASONS[reason] : undefined))
    .filter((phrase): phrase is string => phrase !== undefined);
  return phrases.length === 0 ? undefined : `This password ${phrases.join(' and ')}.`;
}

/** Maps an `AuthError` (any subclass) from supabase-js. */
export function mapAuthError(error: unknown): TeamboardError {
  const name = readString(error, 'name');
  const status = readNumber(error, 'status');
  const errorCode = readString(error, 'code');

  if (name === 'AuthRetryableFetchError') {
    // auth-js uses status 0 when fetch itself failed, 5xx when the server did.
    if (status === 504 || status === 408)
      return new TeamboardError({ code: 'timeout', status, cause: error });
    return new TeamboardError({ code: 'network', status: status || undefined, cause: error });
  }
  if (name === 'AuthUnknownError') {
    return (
      mapTransportError(readProp(error, 'originalError')) ??
      new TeamboardError({ code: 'unknown', status, cause: error })
    );
  }

  const known = errorCode === undefined ? undefined : BY_CODE[errorCode];
  const code = known?.code ?? (name === undefined ? undefined : BY_NAME[name]);
  if (code === undefined) return mapHttpStatus(status, error);

  let message = known?.message;
  if (code === 'auth/weak-password') message = weakPasswordMessage(error) ?? message;
  const issues =
    code === 'auth/weak-password' || errorCode === 'same_password'
      ? [{ path: ['password'], message: message ?? 'Choose a stronger password.' }]
      : errorCode !== undefined && WRONG_CODE.has(errorCode)
        ? [{ path: ['code'], message: message ?? 'Enter a new code.' }]
        : undefined;
  return new TeamboardError({ code, message, status, issues, reason: errorCode, cause: error });
}
