import { decodeJwt, decodeProtectedHeader } from 'jose';
import { API_ROLES } from '../db/request-context';
import type { Clock } from '../clock';
import { errors, jwtVerify } from 'jose';
import { systemClock } from '../clock';
import { verifyJwt, type JwtClaims, type VerifyResult } from './jwt';
import type { VerificationKeys } from './signing-keys';

/**
 * What the bearer token of a request proves, for every service alike. Each
 * service turns a refusal into its own upstream error text (PostgREST's,
 * Storage's, Realtime's, the edge runtime's), but the checks are these.
 */
export type CallerCheck =
  | {
      ok: true;
      claims: JwtClaims;
      /** The `role` claim, when it is a string. */
      role: string | undefined;
      /** True when the authenticator may switch to that role (anon, authenticated, service_role). */
      apiRole: boolean;
    }
  /** No token at all (`missing`) or an empty `Bearer ` (`empty`). */
  | { ok: false; problem: 'missing' | 'empty' }
  /** Not three dot-separated parts of base64url JSON. */
  | { ok: false; problem: 'malformed'; parts: number }
  /** Signed with anything but HS256 or one of the project's signing keys, including unsigned (`none`). */
  | { ok: false; problem: 'algorithm'; alg: string }
  /** Signed with another secret, or changed after signing. */
  | { ok: false; problem: 'signature'; message: string }
  /** Genuine but past its `exp` (seconds since the epoch). */
  | { ok: false; problem: 'expired'; exp: number | undefined };

/**
 * Verifies a caller's JWT: HS256 with the project secret, or ES256/RS256 with
 * the signing key its `kid` names (as GoTrue and PostgREST read the JWKS); signature
 * first, then `exp` with `clockToleranceS` of skew (30 s by default, as
 * Supabase's services allow). Decoding for the error details goes through
 * jose as well, never by hand.
 */
export async function verifyCaller(
  token: string | undefined,
  keys: string | VerificationKeys,
  options: { clockToleranceS?: number; clock?: Clock } = {},
): Promise<CallerCheck> {
  if (token === undefined) return { ok: false, problem: 'missing' };
  if (token === '') return { ok: false, problem: 'empty' };
  const parts = token.split('.').length;
  if (parts !== 3) return { ok: false, problem: 'malformed', parts };
  let alg: unknown;
  let kid: unknown;
  let unverified: JwtClaims;
  try {
    ({ alg, kid } = decodeProtectedHeader(token));
    unverified = decodeJwt(token);
  } catch {
    return { ok: false, problem: 'malformed', parts };
  }
  const secret = typeof keys === 'string' ? keys : keys.secret;
  const publicKey =
    typeof keys === 'string' || typeof kid !== 'string' ? undefined : keys.publicKeys.get(kid);
  let result: VerifyResult;
  if (alg === 'HS256') {
    result = await verifyJwt(token, secret, options);
  } else if (publicKey && publicKey.alg === alg) {
    result = await verifyWithPublicKey(token, publicKey, options);
  } else {
    return { ok: false, problem: 'algorithm', alg: String(alg) };
  }
  if (!result.ok) {
    return result.reason === 'expired'
      ? {
          ok: false,
          problem: 'expired',
          exp: typeof unverified.exp === 'number' ? unverified.exp : undefined,
        }
      : { ok: false, problem: 'signature', message: result.message };
  }
  const role = typeof result.claims.role === 'string' ? result.claims.role : undefined;
  return { ok: true, claims: result.claims, role, apiRole: role !== undefined && API_ROLES.has(role) };
}

async function verifyWithPublicKey(
  token: string,
  publicKey: VerificationKeys['publicKeys'] extends ReadonlyMap<string, infer V> ? V : never,
  options: { clockToleranceS?: number; clock?: Clock },
): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, publicKey.key, {
      algorithms: [publicKey.alg],
      clockTolerance: options.clockToleranceS ?? 30,
      currentDate: new Date((options.clock ?? systemClock).now()),
    });
    return { ok: true, claims: payload };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired', message: 'JWT expired' };
    return { ok: false, reason: 'invalid', message: error instanceof Error ? error.message : String(error) };
  }
}
