import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { systemClock, type Clock } from '../clock';

/** Claims of a Supabase access token or API key. */
export interface JwtClaims extends JWTPayload {
  role?: string;
  [claim: string]: unknown;
}

export type VerifyResult =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'expired' | 'invalid'; message: string };

const encoder = new TextEncoder();

export async function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}

/**
 * Verifies an HS256 token signed with the project secret. Any other algorithm
 * (including `none`) is refused; expiry is checked with a 30 s skew as
 * Supabase's services do for access tokens (signed URLs pass 0), against the
 * given clock (default the real one).
 */
export async function verifyJwt(
  token: string,
  secret: string,
  options: { clockToleranceS?: number; clock?: Clock } = {},
): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ['HS256'],
      clockTolerance: options.clockToleranceS ?? 30,
      currentDate: new Date((options.clock ?? systemClock).now()),
    });
    return { ok: true, claims: payload };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired', message: 'JWT expired' };
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: 'invalid', message: detail };
  }
}
