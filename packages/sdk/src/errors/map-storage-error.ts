import type { TeamboardErrorCode } from './codes';
import { mapHttpStatus } from './map-http-status';
import { mapTransportError } from './map-transport-error';
import { readNumber, readProp, readString } from './read';
import { TeamboardError } from './teamboard-error';

/** storage-js's own brand (`isStorageError`); supabase-js does not re-export the guard. */
export function isStorageErrorLike(error: unknown): boolean {
  return readProp(error, '__isStorageError') === true;
}

/** Storage API `code`s (and the odd `error` names it puts in `statusCode` instead). */
const BY_CODE: Readonly<Record<string, { code: TeamboardErrorCode; message?: string }>> = {
  EntityTooLarge: { code: 'payload-too-large' },
  InvalidMimeType: { code: 'unsupported-file-type' },
  invalid_mime_type: { code: 'unsupported-file-type' },
  NoSuchKey: { code: 'not-found', message: 'This file does not exist or you cannot see it.' },
  NoSuchBucket: { code: 'not-found', message: 'This file does not exist or you cannot see it.' },
  not_found: { code: 'not-found' },
  AccessDenied: { code: 'forbidden' },
  Unauthorized: { code: 'forbidden' },
  KeyAlreadyExists: { code: 'conflict', message: 'A file with this name already exists.' },
  ResourceAlreadyExists: { code: 'conflict', message: 'A file with this name already exists.' },
  Duplicate: { code: 'conflict', message: 'A file with this name already exists.' },
  // A signed link's token: Storage checks its expiry while verifying it, so expired and forged look alike.
  InvalidJWT: { code: 'forbidden', message: 'This link is not valid or has expired.' },
  ExpiredToken: { code: 'forbidden', message: 'This link has expired.' },
  InvalidSignature: { code: 'forbidden', message: 'This link is not valid.' },
  InvalidKey: { code: 'validation', message: 'This file name cannot be stored.' },
  InvalidRequest: { code: 'validation' },
  MissingParameter: { code: 'validation' },
  InvalidParameter: { code: 'validation' },
  SlowDown: { code: 'auth/rate-limited' },
};

/** Storage's reasons for refusing a bearer token (expired, forged, malformed, wrong algorithm or key). */
const TOKEN_REFUSED =
  /claim timestamp check failed|signature verification failed|Invalid Compact JWS|Header Parameter value not allowed|no applicable key found/i;

/**
 * Maps a `StorageError`. The storage API answers HTTP 400 for most failures
 * and puts the real status, as a string, in the body's `statusCode`; so the
 * body fields decide, and the HTTP status is only the fallback.
 */
export function mapStorageError(error: unknown): TeamboardError {
  if (readString(error, 'name')?.endsWith('UnknownError')) {
    return (
      mapTransportError(readProp(error, 'originalError')) ??
      new TeamboardError({ code: 'unknown', cause: error })
    );
  }
  const httpStatus = readNumber(error, 'status');
  const statusCode = readString(error, 'statusCode');
  const apiCode = readString(error, 'code');
  const bodyStatus = statusCode !== undefined && /^\d{3}$/.test(statusCode) ? Number(statusCode) : undefined;
  const status = bodyStatus ?? httpStatus;

  const message = readString(error, 'message') ?? '';
  // The session's own token refused: Storage answers AccessDenied with its JWT library's reason.
  if (apiCode === 'AccessDenied' && TOKEN_REFUSED.test(message)) {
    return new TeamboardError({ code: 'auth/session-expired', status, reason: apiCode, cause: error });
  }
  const known =
    (apiCode === undefined ? undefined : BY_CODE[apiCode]) ??
    (statusCode === undefined ? undefined : BY_CODE[statusCode]);
  if (known !== undefined) {
    return new TeamboardError({
      code: known.code,
      message: known.message,
      status,
      reason: apiCode,
      cause: error,
    });
  }
  if (/row-level security/i.test(message)) {
    return new TeamboardError({ code: 'forbidden', status, reason: apiCode, cause: error });
  }
  return mapHttpStatus(status, error);
}
