import { errors } from './errors';

// Storage's own allow-list of key characters; anything else (control characters, NUL, `\`, `%`…) is refused.
const KEY_CHARS = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/;
const BUCKET_CHARS = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]+$/;
const MAX_KEY_BYTES = 1024;

/** Refuses keys Storage refuses, and anything that could step outside the bucket's folder. */
export function validateKey(key: string): string {
  const segments = key.split('/');
  if (
    key.length === 0 ||
    Buffer.byteLength(key) > MAX_KEY_BYTES ||
    !KEY_CHARS.test(key) ||
    key.startsWith('/') ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  ) {
    throw errors.invalidKey(key);
  }
  return key;
}

export function validateBucketName(name: string): string {
  if (name.length === 0 || name.length > 100 || !BUCKET_CHARS.test(name) || name === '.' || name === '..') {
    throw errors.invalidBucketName(name);
  }
  return name;
}

/** Splits `bucket/a/b.png` (URL-encoded per segment) into a checked bucket and key. */
export function parseObjectPath(path: string): { bucket: string; key: string } {
  const decoded = path.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      throw errors.invalidKey(segment);
    }
  });
  const [bucket = '', ...rest] = decoded;
  return { bucket: validateBucketName(bucket), key: validateKey(rest.join('/')) };
}

/** A bucket id taken from the URL. */
export function bucketParam(raw: string): string {
  try {
    return validateBucketName(decodeURIComponent(raw));
  } catch {
    throw errors.invalidBucketName(raw);
  }
}
