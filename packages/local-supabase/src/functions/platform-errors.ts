import { decodeProtectedHeader } from 'jose';

/**
 * The codes hosted Supabase puts in the `sb-error-code` header of the answers
 * its platform gives instead of a function's (guides/functions/error-codes).
 * The bodies stay the CLI edge runtime's, so code written against either reads
 * the same thing here.
 */
export type PlatformErrorCode =
  | 'NOT_FOUND'
  | 'BOOT_ERROR'
  | 'WORKER_ERROR'
  | 'EDGE_FUNCTION_ERROR'
  | 'WORKER_RESOURCE_LIMIT'
  | 'UNAUTHORIZED_NO_AUTH_HEADER'
  | 'UNAUTHORIZED_INVALID_JWT_FORMAT'
  | 'UNAUTHORIZED_LEGACY_JWT'
  | 'UNAUTHORIZED_ASYMMETRIC_JWT'
  | 'UNAUTHORIZED_UNSUPPORTED_TOKEN_ALGORITHM';

export const ERROR_CODE_HEADER = 'sb-error-code';

/** A platform answer: JSON for objects, `text/plain` for strings, always with its `sb-error-code`. */
export function platformError(status: number, code: PlatformErrorCode, body: string | object): Response {
  const text = typeof body === 'string';
  return new Response(text ? body : JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': text ? 'text/plain' : 'application/json',
      [ERROR_CODE_HEADER]: code,
    },
  });
}

/** Which refusal a bad bearer token gets: hosted names the kind of key the token claims to be signed with. */
export function refusedTokenCode(token: string): PlatformErrorCode {
  let alg: unknown;
  try {
    ({ alg } = decodeProtectedHeader(token));
  } catch {
    return 'UNAUTHORIZED_INVALID_JWT_FORMAT';
  }
  if (alg === 'HS256') return 'UNAUTHORIZED_LEGACY_JWT';
  if (alg === 'ES256' || alg === 'RS256') return 'UNAUTHORIZED_ASYMMETRIC_JWT';
  return 'UNAUTHORIZED_UNSUPPORTED_TOKEN_ALGORITHM';
}
