import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { Queryable } from '../../db/database';
import type { GatewayEnv, ServiceContext } from '../../service-contract';
import { optionalString, readJsonBody } from '../plumbing/body';
import { clientIp, requireUser, type AuthContext, type CallerSession } from '../plumbing/context';
import { AuthError, validationFailed } from '../plumbing/errors';
import type { Limiters } from '../plumbing/rate-limit';
import { grantMfaSession } from '../domain/sessions';
import { newTotpEnrollment, totpCodeMatches } from '../domain/totp';
import { findFactors, type FactorRow } from '../domain/factors';
import {
  relyingParty,
  verifyWebauthnResponse,
  webauthnChallengeOptions,
  webauthnVerifyParams,
} from '../domain/webauthn';

/** GoTrue's defaults: a challenge answers for 5 minutes; an unverified factor lives 5 minutes unless challenged. */
const CHALLENGE_EXPIRY_SECONDS = 300;
const FACTOR_EXPIRY_SECONDS = 300;
/** GoTrue's MaxVerifiedFactors default. */
const MAX_VERIFIED_FACTORS = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const FACTOR_TYPES = 'factor_type needs to be totp, phone, or webauthn';
const unprocessable = (code: string, message: string) => new AuthError(422, code, message);

/** `mfa_challenges.ip_address` is not null; a request with no readable address is stored as 0.0.0.0. */
function challengeIp(c: AuthContext): string {
  const ip = clientIp(c);
  return /^[0-9a-f:.]+$/i.test(ip) && ip.length <= 45 ? ip : '0.0.0.0';
}

async function requireNamedUser(c: AuthContext, ctx: ServiceContext): Promise<CallerSession> {
  const caller = await requireUser(c, ctx, ctx.db);
  if (caller.claims.is_anonymous === true) {
    throw new AuthError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions');
  }
  return caller;
}

async function sessionAal(db: Queryable, sessionId: string): Promise<string> {
  const { rows } = await db.query<{ aal: string | null }>('select aal from auth.sessions where id = $1', [
    sessionId,
  ]);
  return rows[0]?.aal ?? 'aal1';
}

/** GoTrue's loadFactor: the path's factor, owned by the caller. */
async function loadOwnedFactor(db: Queryable, userId: string, factorId: string): Promise<FactorRow> {
  if (!UUID.test(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const { rows } = await db.query<FactorRow>(
    'select * from auth.mfa_factors where id = $1 and user_id = $2',
    [factorId, userId],
  );
  if (!rows[0]) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return rows[0];
}

function requireFactorType(factor: FactorRow, ctx: ServiceContext, action: 'enroll' | 'verify'): void {
  const totp = ctx.config.auth.mfa.totp;
  if (factor.factor_type === 'totp') {
    if (!totp.verifyEnabled) {
      throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    }
    return;
  }
  if (factor.factor_type === 'phone') {
    throw unprocessable('mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone');
  }
  if (factor.factor_type === 'webauthn') {
    if (ctx.config.auth.mfa.webAuthn.verifyEnabled) return;
    // GoTrue answers verify of a WebAuthn factor with the enroll code.
    throw unprocessable(
      action === 'verify' ? 'mfa_webauthn_enroll_not_enabled' : 'mfa_webauthn_verify_not_enabled',
      'MFA verification is disabled for WebAuthn',
    );
  }
  throw validationFailed(FACTOR_TYPES);
}

/** GoTrue's validateFactors: name clashes, the factor limits, and aal2 to add a second verified factor. */
async function checkNewFactor(tx: Queryable, ctx: ServiceContext, caller: CallerSession, name: string) {
  await tx.query(
    `delete from auth.mfa_factors f where status <> 'verified'
       and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
       and created_at + make_interval(secs => $1) < now()`,
    [FACTOR_EXPIRY_SECONDS],
  );
  const factors = await findFactors(tx, caller.user.id);
  if (factors.some((f) => (f.friendly_name ?? '') === name)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`,
    );
  }
  const verified = factors.filter((f) => f.status === 'verified').length;
  if (factors.length >= ctx.config.auth.mfa.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS) {
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (verified > 0 && (await sessionAal(tx, caller.sessionId)) !== 'aal2') {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  }
}

/**
 * GoTrue's multi-factor endpoints for TOTP and WebAuthn: enroll a factor,
 * challenge it, verify a code or a security key's credential response (the
 * session becomes aal2 and gains a `totp` or `mfa/webauthn` amr entry) and
 * unenroll. Phone factors answer as a project with them off.
 */
export function mfaRoutes(app: Hono<GatewayEnv>, ctx: ServiceContext, limits: Limiters): void {
  app.post('/factors', async (c) => {
    const caller = await requireNamedUser(c, ctx);
    const body = await readJsonBody(c);
    const factorType = optionalString(body, 'factor_type') ?? '';
    const friendlyName = optionalString(body, 'friendly_name') ?? '';
    const issuer = optionalString(body, 'issuer') ?? '';
    if (factorType === 'phone') {
      throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    }
    if (factorType === 'webauthn') {
      if (!ctx.config.auth.mfa.webAuthn.enrollEnabled) {
        throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
      }
      // GoTrue's enrollWebAuthnFactor: an unverified factor; its first challenge registers the key.
      const id = randomUUID();
      await ctx.db.transaction(async (tx) => {
        await checkNewFactor(tx, ctx, caller, friendlyName);
        await tx.query(
          `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at)
           values ($1, $2, $3, 'webauthn', 'unverified', now(), now())`,
          [id, caller.user.id, friendlyName],
        );
      });
      return c.json({ id, type: 'webauthn', friendly_name: friendlyName });
    }
    if (factorType !== 'totp') throw validationFailed(FACTOR_TYPES);
    if (!ctx.config.auth.mfa.totp.enrollEnabled) {
      throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
    }
    const enrollment = await newTotpEnrollment(
      issuer || new URL(ctx.config.auth.siteUrl).host,
      caller.user.email ?? '',
    );
    const id = randomUUID();
    await ctx.db.transaction(async (tx) => {
      await checkNewFactor(tx, ctx, caller, friendlyName);
      await tx.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
        [id, caller.user.id, friendlyName, enrollment.secret],
      );
    });
    return c.json({
      id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: enrollment.qrCode, secret: enrollment.secret, uri: enrollment.uri },
    });
  });

  // GoTrue: 15 challenges and 15 verifications a minute per IP (burst 30), so codes cannot be guessed.
  app.post('/factors/:factorId/challenge', async (c) => {
    const caller = await requireNamedUser(c, ctx);
    limits.factorChallenge.take(clientIp(c));
    const factor = await loadOwnedFactor(ctx.db, caller.user.id, c.req.param('factorId'));
    requireFactorType(factor, ctx, 'enroll');
    const webauthn =
      factor.factor_type === 'webauthn'
        ? await webauthnChallengeOptions(
            ctx.db,
            caller.user,
            factor,
            relyingParty(await readJsonBody(c), ctx.config.auth.siteUrl),
          )
        : undefined;
    const id = randomUUID();
    const createdAt = await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ created_at: Date }>(
        `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, web_authn_session_data)
         values ($1, $2, now(), $3::inet, $4::jsonb) returning created_at`,
        [id, factor.id, challengeIp(c), webauthn ? JSON.stringify(webauthn.session) : null],
      );
      await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
      return rows[0]!.created_at;
    });
    return c.json({
      id,
      type: factor.factor_type,
      expires_at: Math.floor(new Date(createdAt).getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS,
      ...(webauthn ? { webauthn: webauthn.response } : {}),
    });
  });

  app.post('/factors/:factorId/verify', async (c) => {
    const caller = await requireNamedUser(c, ctx);
    limits.factorVerify.take(clientIp(c));
    const factor = await loadOwnedFactor(ctx.db, caller.user.id, c.req.param('factorId'));
    const body = await readJsonBody(c);
    const code = optionalString(body, 'code') ?? '';
    const challengeId = optionalString(body, 'challenge_id') ?? '00000000-0000-0000-0000-000000000000';
    if (!UUID.test(challengeId)) {
      throw new AuthError(
        400,
        'bad_json',
        'Could not parse request body as JSON: challenge_id must be an UUID',
      );
    }
    // GoTrue checks a WebAuthn verify's `webauthn` where it checks a code, before the challenge.
    const webauthnParams = factor.factor_type === 'webauthn' ? webauthnVerifyParams(body) : undefined;
    if (!webauthnParams && code === '') throw validationFailed('Code needs to be non-empty');
    requireFactorType(factor, ctx, 'verify');

    const { rows } = await ctx.db.query<{
      id: string;
      verified_at: Date | null;
      ip: string;
      expired: boolean;
      web_authn_session_data: unknown;
    }>(
      `select id, verified_at, host(ip_address) as ip, web_authn_session_data,
              created_at + make_interval(secs => $3) < now() as expired
         from auth.mfa_challenges where id = $1 and factor_id = $2`,
      [challengeId, factor.id, CHALLENGE_EXPIRY_SECONDS],
    );
    const challenge = rows[0];
    if (!challenge) {
      throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    }
    if (challenge.verified_at !== null || challenge.ip !== challengeIp(c)) {
      throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    }
    if (challenge.expired) {
      await ctx.db.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
      throw unprocessable(
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    if (webauthnParams) {
      const credential = await verifyWebauthnResponse(
        factor,
        challenge.web_authn_session_data,
        webauthnParams,
      );
      const session = await ctx.db.transaction(async (tx) => {
        // A WebAuthn challenge is consumed by its verify (GoTrue destroys it).
        await tx.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
        await tx.query(
          `update auth.mfa_factors set status = 'verified', web_authn_credential = $2::jsonb,
                  last_webauthn_challenge_data = $3::jsonb, updated_at = now() where id = $1`,
          [factor.id, JSON.stringify(credential), JSON.stringify(challenge.web_authn_session_data)],
        );
        return settleSecondFactor(tx, caller, factor, 'mfa/webauthn');
      });
      return c.json(session);
    }
    if (!totpCodeMatches(factor.secret ?? '', code, ctx.clock.now())) {
      throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
    }
    const session = await ctx.db.transaction(async (tx) => {
      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challenge.id]);
      await tx.query(
        `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1 and status <> 'verified'`,
        [factor.id],
      );
      return settleSecondFactor(tx, caller, factor, 'totp');
    });
    return c.json(session);
  });

  /**
   * After a verified factor: the session becomes aal2, and GoTrue ends the user's sessions below
   * aal2 and drops the other unverified factors of that type.
   */
  async function settleSecondFactor(
    tx: Queryable,
    caller: CallerSession,
    factor: FactorRow,
    method: 'totp' | 'mfa/webauthn',
  ) {
    const granted = await grantMfaSession(tx, ctx, caller, method, factor.id);
    await tx.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [caller.user.id]);
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2`,
      [caller.user.id, factor.factor_type],
    );
    return granted;
  }

  app.delete('/factors/:factorId', async (c) => {
    const caller = await requireNamedUser(c, ctx);
    const factor = await loadOwnedFactor(ctx.db, caller.user.id, c.req.param('factorId'));
    if (factor.status === 'verified' && (await sessionAal(ctx.db, caller.sessionId)) !== 'aal2') {
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await ctx.db.transaction((tx) => removeFactor(tx, factor));
    return c.json({ id: factor.id });
  });
}

/** Deletes a factor and takes the sessions it raised back to aal1 (GoTrue's DowngradeSessionsToAAL1). */
export async function removeFactor(tx: Queryable, factor: FactorRow): Promise<void> {
  await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
  await tx.query(
    `delete from auth.mfa_amr_claims where authentication_method = $2
       and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factor.id, factor.factor_type],
  );
  await tx.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now()
      where user_id = $2 and factor_id = $1`,
    [factor.id, factor.user_id],
  );
}
