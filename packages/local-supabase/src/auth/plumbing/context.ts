import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Queryable } from '../../db/database';
import type { GatewayEnv, ServiceContext } from '../../service-contract';
import { verifyCaller } from '../../keys/caller';
import type { JwtClaims } from '../../keys/jwt';
import { AuthError, validationFailed } from './errors';
import { findUserById, isBanned, type UserRow } from '../domain/users';

export type AuthContext = Context<GatewayEnv>;

export function clientIp(c: AuthContext): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function requestMeta(c: AuthContext): { userAgent?: string; ip?: string } {
  return { userAgent: c.req.header('user-agent'), ip: clientIp(c) };
}

/** The bearer JWT, verified as GoTrue does for "requires user" endpoints. */
export async function requireClaims(c: AuthContext, ctx: ServiceContext): Promise<JwtClaims> {
  const auth = c.get('auth');
  if (!auth.hadAuthorizationHeader || !auth.token) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const checked = await verifyCaller(auth.token, ctx.keys.signingKeys.verification, { clock: ctx.clock });
  if (!checked.ok) {
    const detail =
      checked.problem === 'expired'
        ? 'token has invalid claims: token is expired'
        : checked.problem === 'algorithm'
          ? `signing method ${checked.alg} is invalid`
          : checked.problem === 'signature'
            ? checked.message
            : 'token is malformed';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);
  }
  return checked.claims;
}

export interface CallerSession {
  claims: JwtClaims;
  user: UserRow;
  sessionId: string;
}

/** A signed-in user: valid JWT, existing user, existing session. */
export async function requireUser(
  c: AuthContext,
  ctx: ServiceContext,
  db: Queryable,
): Promise<CallerSession> {
  const claims = await requireClaims(c, ctx);
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  const user = await findUserById(db, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  const { rows } = /^[0-9a-f-]{36}$/i.test(sessionId)
    ? await db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [sessionId, user.id])
    : { rows: [] };
  if (rows.length === 0) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  return { claims, user, sessionId };
}

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

export async function requireAdmin(c: AuthContext, ctx: ServiceContext): Promise<JwtClaims> {
  const claims = await requireClaims(c, ctx);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
  return claims;
}

export interface PkceParams {
  challenge: string;
  method: 's256' | 'plain';
}

/** Reads `code_challenge` / `code_challenge_method`; both or neither, as GoTrue insists. */
export function readPkce(body: Record<string, unknown>): PkceParams | undefined {
  const challenge = body.code_challenge;
  const method = body.code_challenge_method;
  const has = (v: unknown) => v !== undefined && v !== null && v !== '';
  if (!has(challenge) && !has(method)) return undefined;
  if (!has(challenge) || !has(method) || typeof challenge !== 'string' || typeof method !== 'string') {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  const lower = method.toLowerCase();
  if (lower !== 's256' && lower !== 'plain') throw validationFailed('code challenge method not supported');
  return { challenge, method: lower };
}

/** Remembers a PKCE challenge until the emailed link is followed (GoTrue's auth.flow_state). */
export async function createFlowState(
  tx: Queryable,
  userId: string,
  pkce: PkceParams,
  authenticationMethod: string,
): Promise<void> {
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4::auth.code_challenge_method, $5, 'email', now(), now(), $6)`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, authenticationMethod],
  );
}
