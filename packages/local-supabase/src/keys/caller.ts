import { decodeJwt, decodeProtectedHeader } from 'jose';
import { API_ROLES } from '../db/request-context';
import type { Clock } from '../clock';
import { verifyJwt, type JwtClaims } from './jwt';

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
  /** Signed with anything but HS256, including unsigned (`none`). */
  | { ok: false; problem: 'algorithm'; alg: string }
  /** Signed with another secret, or changed after signing. */
  | { ok: false; problem: 'signature'; message: string }
  /** Genuine but past its `exp` (seconds since the epoch). */
  | { ok: false; problem: 'expired'; exp: number | undefined };

/**
 * Verifies a caller's JWT against the project secret: HS256 only, signature
 * first, then `exp` with `clockToleranceS` of skew (30 s by default, as
 * Supabase's services allow). Decoding for the error details goes through
 * jose as well, never by hand.
 */
export async function verifyCaller(
  token: string | undefined,
  secret: string,
  options: { clockToleranceS?: number; clock?: Clock } = {},
): Promise<CallerCheck> {
  if (token === undefined) return { ok: false, problem: 'missing' };
  if (token === '') return { ok: false, problem: 'empty' };
  const parts = token.split('.').length;
  if (parts !== 3) return { ok: false, problem: 'malformed', parts };
  let alg: unknown;
  let unverified: JwtClaims;
  try {
    alg = decodeProtectedHeader(token).alg;
    unverified = decodeJwt(token);
  } catch {
    return { ok: false, problem: 'malformed', parts };
  }
  if (alg !== 'HS256') return { ok: false, problem: 'algorithm', alg: String(alg) };
  const result = await verifyJwt(token, secret, options);
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
