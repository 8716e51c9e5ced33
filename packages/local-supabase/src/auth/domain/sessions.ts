import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { ServiceContext } from '../../service-contract';
import { epochSeconds } from '../../clock';
import { signAccessToken } from '../../keys/signing-keys';
import { AuthError } from '../plumbing/errors';
import { findUserById, isBanned, userJson, type UserRow } from './users';

/** How the user proved who they are, as the `amr` claim names it. */
export type AuthMethod =
  | 'password'
  | 'otp'
  | 'magiclink'
  | 'recovery'
  | 'invite'
  | 'email/signup'
  | 'email_change'
  | 'anonymous'
  | 'oauth'
  | 'totp'
  | 'mfa/webauthn';

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: { message: string; reasons: string[] };
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** GoTrue's legacy refresh token: a short random alphanumeric string. */
function newRefreshToken(): string {
  const bytes = randomBytes(16);
  let out = '';
  for (const byte of bytes) out += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return out;
}

interface SessionRow {
  id: string;
  user_id: string;
  aal: string | null;
}

/** Starts a session: one auth.sessions row, its first refresh token and the `amr` entry. */
export async function createSession(
  tx: Queryable,
  ctx: ServiceContext,
  user: UserRow,
  method: AuthMethod,
  request: { userAgent?: string; ip?: string },
): Promise<SessionJson> {
  const sessionId = randomUUID();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4::inet)`,
    [sessionId, user.id, request.userAgent ?? null, request.ip && isIp(request.ip) ? request.ip : null],
  );
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, $3)`,
    [sessionId, method, randomUUID()],
  );
  const refreshToken = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), null, $3)`,
    [refreshToken, user.id, sessionId],
  );
  await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [
    user.id,
  ]);
  await tx.query(
    `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
    [user.id],
  );
  const fresh = (await findUserById(tx, user.id))!;
  return sessionJson(tx, ctx, fresh, sessionId, refreshToken);
}

function isIp(value: string): boolean {
  return /^[0-9a-f:.]+$/i.test(value) && value.length <= 45;
}

/** Signs the access token and assembles GoTrue's session object. */
export async function sessionJson(
  db: Queryable,
  ctx: ServiceContext,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<SessionJson> {
  const { rows: amrRows } = await db.query<{ authentication_method: string; ts: number }>(
    // GoTrue stamps each entry with its last use and lists the most recent first.
    `select authentication_method, extract(epoch from updated_at)::bigint::int as ts
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc, created_at desc`,
    [sessionId],
  );
  const { rows: sessionRows } = await db.query<SessionRow>(
    'select id, user_id, aal from auth.sessions where id = $1',
    [sessionId],
  );
  const now = epochSeconds(ctx.clock);
  const expiresIn = ctx.config.auth.jwtExpiry;
  const userObject = await userJson(db, user);
  const accessToken = await signAccessToken(
    {
      iss: `${ctx.urls.api}/auth/v1`,
      sub: user.id,
      aud: user.aud ?? 'authenticated',
      exp: now + expiresIn,
      iat: now,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? 'authenticated',
      aal: sessionRows[0]?.aal ?? 'aal1',
      amr: amrRows.map((r) => ({ method: r.authentication_method, timestamp: Number(r.ts) })),
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    ctx.keys.signingKeys,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: now + expiresIn,
    refresh_token: refreshToken,
    user: userObject,
  };
}

interface RefreshTokenRow {
  id: string;
  token: string;
  revoked: boolean;
  session_id: string | null;
  user_id: string;
  age_seconds: number;
}

/**
 * The refresh grant with GoTrue's rotation: the presented token is revoked and
 * a child issued. A revoked token presented again within the reuse interval
 * (two tabs, a retried request) gets the session's current token back; later,
 * it is treated as stolen and the whole session's tokens are revoked.
 */
export async function refreshSession(
  tx: Queryable,
  ctx: ServiceContext,
  token: string,
): Promise<SessionJson> {
  const { rows } = await tx.query<RefreshTokenRow>(
    `select id, token, revoked, session_id, user_id,
            $2::float8 - extract(epoch from updated_at)::float8 as age_seconds
     from auth.refresh_tokens where token = $1 for update`,
    [token, ctx.clock.now() / 1000],
  );
  const row = rows[0];
  if (!row)
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (!row.session_id)
    throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  const { rows: sessions } = await tx.query<SessionRow>(
    'select id, user_id, aal from auth.sessions where id = $1',
    [row.session_id],
  );
  if (!sessions[0])
    throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  const user = await findUserById(tx, sessions[0].user_id);
  if (!user) throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');

  const auth = ctx.config.auth;
  if (row.revoked) {
    if (auth.enableRefreshTokenRotation && Number(row.age_seconds) <= auth.refreshTokenReuseInterval) {
      const { rows: active } = await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
        [row.session_id],
      );
      if (active[0]) return sessionJson(tx, ctx, user, row.session_id, active[0].token);
    }
    // A replay outside the window: whoever holds the family may be an attacker, so none of it stays valid.
    // The revocation is committed even though the request fails, hence the marker error.
    throw new ReuseDetected(row.session_id);
  }
  let next = row.token;
  if (auth.enableRefreshTokenRotation) {
    next = newRefreshToken();
    // Stamped from the context's clock: the reuse interval above is measured against it.
    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = to_timestamp($2::float8) where id = $1',
      [row.id, ctx.clock.now() / 1000],
    );
    await tx.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
      [next, row.user_id, row.token, row.session_id],
    );
  }
  await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
    row.session_id,
  ]);
  return sessionJson(tx, ctx, user, row.session_id, next);
}

/**
 * A second factor proved in an existing session (GoTrue's updateMFASessionAndClaims):
 * the method joins the session's amr, the session becomes aal2 tied to the
 * factor, and the refresh token is swapped so the aal1 one cannot mint aal2 tokens.
 */
export async function grantMfaSession(
  tx: Queryable,
  ctx: ServiceContext,
  caller: { user: UserRow; sessionId: string },
  method: AuthMethod,
  factorId: string,
): Promise<SessionJson> {
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, $3)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [caller.sessionId, method, randomUUID()],
  );
  await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
    caller.sessionId,
    factorId,
  ]);
  const { rows } = await tx.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where session_id = $1 and revoked = false returning token`,
    [caller.sessionId],
  );
  const next = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [next, caller.user.id, rows.at(-1)?.token ?? null, caller.sessionId],
  );
  const user = (await findUserById(tx, caller.user.id))!;
  return sessionJson(tx, ctx, user, caller.sessionId, next);
}

/** Raised inside the refresh transaction so the caller revokes the family in its own one. */
export class ReuseDetected extends Error {
  constructor(readonly sessionId: string) {
    super('refresh token reused');
  }
}

export async function revokeSessionTokens(db: Queryable, sessionId: string): Promise<void> {
  await db.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
    [sessionId],
  );
}

export const REUSE_ERROR = () =>
  new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
