import { readString } from './read';
import { TeamboardError } from './teamboard-error';

/** The browser's half of a security-key ceremony: registering a new key, or signing with one. */
export type WebauthnCeremony = 'create' | 'get';

const UNSUPPORTED = 'This browser or page cannot use security keys.';

/**
 * What `navigator.credentials.create` / `get` reject with (a `DOMException`, by name) as a
 * {@link TeamboardError}. The names and their meaning are the WebAuthn spec's (§5.1.3, §5.1.4):
 * browsers give the same `NotAllowedError` for a cancelled prompt, a timeout and a key that does
 * not hold the credential, so all three read as "try again".
 */
export function mapWebauthnError(error: unknown, ceremony: WebauthnCeremony): TeamboardError {
  const name = readString(error, 'name');
  switch (name) {
    case 'NotAllowedError':
      return new TeamboardError({
        code: 'validation',
        reason: 'webauthn_not_allowed',
        message: 'The security key did not answer, or the request was cancelled. Try again.',
        retryable: true,
        cause: error,
      });
    case 'InvalidStateError':
      // Only registration says this: the key already holds a credential of this account.
      if (ceremony === 'create') {
        return new TeamboardError({
          code: 'conflict',
          reason: 'webauthn_already_registered',
          message: 'This security key is already added to your account.',
          cause: error,
        });
      }
      break;
    case 'NotSupportedError':
    case 'SecurityError':
      return new TeamboardError({
        code: 'forbidden',
        reason: 'webauthn_unsupported',
        message: UNSUPPORTED,
        cause: error,
      });
    case 'AbortError':
      return new TeamboardError({
        code: 'timeout',
        reason: 'aborted',
        message: 'The request was cancelled.',
        retryable: false,
        cause: error,
      });
  }
  return new TeamboardError({ code: 'unknown', cause: error });
}

/** Said before any request when the page has no WebAuthn (a server, an old browser, an insecure origin). */
export function webauthnUnsupported(): TeamboardError {
  return new TeamboardError({ code: 'forbidden', reason: 'webauthn_unsupported', message: UNSUPPORTED });
}

/**
 * GoTrue refuses a key's answer (wrong signature, origin or challenge) with a bare 500, which
 * auth-js reports like an outage; after a WebAuthn verify it means the key was not accepted.
 */
export function webauthnRefused(error: TeamboardError): TeamboardError {
  if (error.status !== 500) return error;
  return new TeamboardError({
    code: 'validation',
    reason: 'webauthn_refused',
    message: 'This security key was not accepted. Use the key you added to this account.',
    status: 500,
    cause: error,
  });
}
