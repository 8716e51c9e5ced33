import { StorageApiError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { mapStorageError } from './map-storage-error';

/** As storage-js builds it: HTTP status 400, real status in the body's string `statusCode`. */
function storage(message: string, statusCode: string, code?: string, httpStatus = 400) {
  return new StorageApiError(message, httpStatus, statusCode, 'storage', code);
}

describe('mapStorageError', () => {
  it.each([
    ['The object exceeded the maximum allowed size', '413', 'EntityTooLarge', 'payload-too-large'],
    ['mime type application/x-sh is not supported', '415', 'InvalidMimeType', 'unsupported-file-type'],
    ['Object not found', '404', 'NoSuchKey', 'not-found'],
    ['Bucket not found', '404', 'NoSuchBucket', 'not-found'],
    ['new row violates row-level security policy', '403', 'AccessDenied', 'forbidden'],
    ['The resource already exists', '409', 'Duplicate', 'conflict'],
    ['"exp" claim timestamp check failed', '403', 'AccessDenied', 'auth/session-expired'],
    ['signature verification failed', '403', 'AccessDenied', 'auth/session-expired'],
    ['"exp" claim timestamp check failed', '400', 'InvalidJWT', 'forbidden'],
    ['Invalid key', '400', 'InvalidKey', 'validation'],
  ] as const)('maps %j to %s', (message, statusCode, code, expected) => {
    const error = mapStorageError(storage(message, statusCode, code));
    expect(error.code).toBe(expected);
    expect(error.status).toBe(Number(statusCode));
  });

  it('reads the status from the body even without a code', () => {
    expect(mapStorageError(storage('too big', '413')).code).toBe('payload-too-large');
    expect(mapStorageError(storage('nope', '403')).code).toBe('forbidden');
  });

  it('understands the older invalid_mime_type form', () => {
    expect(mapStorageError(storage('mime type not supported', 'invalid_mime_type')).code).toBe(
      'unsupported-file-type',
    );
  });

  it('falls back on the HTTP status when the body says nothing', () => {
    const error = mapStorageError(new StorageApiError('Internal Server Error', 500, '500', 'storage'));
    expect([error.code, error.retryable]).toEqual(['unknown', true]);
  });
});
