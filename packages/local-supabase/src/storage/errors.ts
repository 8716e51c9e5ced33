import { isPgError } from '../db/database';

/** An error Storage reports to the client in its own JSON shape. */
export class StorageError extends Error {
  constructor(
    readonly code: string,
    /** The real status, sent as a string in the body (`statusCode`). */
    readonly status: number,
    readonly error: string,
    message: string,
    /** The HTTP status; Storage answers 400 for almost everything. */
    readonly httpStatus: number = status >= 500 ? 500 : 400,
  ) {
    super(message);
  }

  body() {
    return { statusCode: String(this.status), code: this.code, error: this.error, message: this.message };
  }
}

export const errors = {
  noSuchBucket: () => new StorageError('NoSuchBucket', 404, 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError('NoSuchKey', 404, 'not_found', 'Object not found'),
  duplicate: () => new StorageError('Duplicate', 409, 'Duplicate', 'The resource already exists'),
  accessDenied: (message = 'new row violates row-level security policy') =>
    new StorageError('AccessDenied', 403, 'Unauthorized', message),
  invalidJwt: (message: string) => new StorageError('InvalidJWT', 400, 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError('InvalidSignature', 400, 'Unauthorized', message),
  tooLarge: () =>
    new StorageError(
      'EntityTooLarge',
      413,
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  invalidMime: (mime: string) =>
    new StorageError('InvalidMimeType', 415, 'invalid_mime_type', `mime type ${mime} is not supported`),
  invalidKey: (key: string) => new StorageError('InvalidKey', 400, 'Invalid Input', `Invalid key: ${key}`),
  invalidBucketName: (name: string) =>
    new StorageError('InvalidBucketName', 400, 'Invalid Input', `Bucket name invalid: ${name}`),
  invalidRequest: (message: string) => new StorageError('InvalidRequest', 400, 'Invalid Input', message),
  notEmpty: () =>
    new StorageError(
      'ResourceNotEmpty',
      409,
      'ResourceNotEmpty',
      'The bucket you tried to delete is not empty',
    ),
  /** A service-role-only route called with another role: a real 403, not Storage's usual 400. */
  invalidRole: () =>
    new StorageError('AccessDenied', 403, 'Unauthorized', 'Access denied: Invalid role', 403),
  internal: () => new StorageError('InternalError', 500, 'Internal', 'Internal Server Error'),
};

/** Maps a database failure to what Storage reports for it. */
export function fromDatabaseError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (isPgError(error)) {
    if (error.code === '42501') return errors.accessDenied();
    if (error.code === '23505') return errors.duplicate();
    if (error.code === '22P02' || error.code === '22023') return errors.invalidRequest(error.message);
  }
  return errors.internal();
}
