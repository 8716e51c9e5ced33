import type { Hono } from 'hono';
import type { GatewayEnv, ServiceContext } from '../../service-contract';
import { optionalObject, optionalString, readJsonBody } from '../plumbing/body';
import type { Queryable } from '../../db/database';
import { clientIp, readPkce, requireUser, type CallerSession } from '../plumbing/context';
import { settleEmailIdentity } from '../domain/email-identity';
import { AuthError, emailExists, validationFailed } from '../plumbing/errors';
import type { PreparedEmail } from '../domain/mailer';
import { sendPrepared } from '../domain/mailer';
import { checkEmailFrequency, type Limiters } from '../plumbing/rate-limit';
import { requireReauthentication } from '../domain/reauthentication';
import { resolveRedirect } from '../domain/redirect';
import { prepareEmailChange } from './signup-routes';
import { findUserByEmail, findUserById, userJson } from '../domain/users';
import { checkPassword, hashPassword, passwordMatches, normalizeEmail } from '../plumbing/validate';

/** GoTrue: once a user has a verified factor, only an aal2 session may change the email or password. */
async function requireAal2ForCredentials(
  db: Queryable,
  caller: CallerSession,
  change: { password?: string; email?: string },
): Promise<void> {
  const changes =
    (change.password ?? '') !== '' || (change.email !== undefined && change.email !== caller.user.email);
  if (!changes) return;
  const { rows } = await db.query<{ mfa: boolean; aal: string | null }>(
    `select exists (select 1 from auth.mfa_factors where user_id = $1 and status = 'verified') as mfa,
            (select aal from auth.sessions where id = $2) as aal`,
    [caller.user.id, caller.sessionId],
  );
  if (rows[0]?.mfa && rows[0].aal !== 'aal2') {
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  }
}

/** GET/PUT /user and POST /logout: the signed-in user's own endpoints. */
export function userRoutes(app: Hono<GatewayEnv>, ctx: ServiceContext, limits: Limiters): void {
  app.get('/user', async (c) => {
    const { user } = await requireUser(c, ctx, ctx.db);
    return c.json(await userJson(ctx.db, user));
  });

  app.put('/user', async (c) => {
    const caller = await requireUser(c, ctx, ctx.db);
    limits.userUpdate.take(clientIp(c));
    const body = await readJsonBody(c);
    const auth = ctx.config.auth;
    if (body.app_metadata !== undefined) throw new AuthError(403, 'not_admin', 'User not allowed');
    if (optionalString(body, 'phone'))
      throw new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider');
    const data = optionalObject(body, 'data');
    const password = optionalString(body, 'password');
    const nonce = optionalString(body, 'nonce');
    const rawEmail = optionalString(body, 'email');
    const email = rawEmail ? normalizeEmail(rawEmail) : undefined;
    const pkce = readPkce(body);
    const redirectTo = resolveRedirect(c.req.query('redirect_to'), auth);
    await requireAal2ForCredentials(ctx.db, caller, { password, email });
    if (caller.user.is_anonymous && (password ?? '') !== '' && !email) {
      throw new AuthError(
        422,
        'validation_failed',
        'Updating password of an anonymous user without an email or phone is not allowed',
      );
    }
    let passwordHash: string | undefined;
    if (password !== undefined) {
      checkPassword(password, auth);
      await requireReauthentication(ctx.db, ctx, caller, nonce);
      if (await passwordMatches(password, caller.user.encrypted_password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      passwordHash = await hashPassword(password);
    }

    let mails: PreparedEmail[] = [];
    const result = await ctx.db.transaction(async (tx) => {
      const user = (await findUserById(tx, caller.user.id))!;
      if (data) {
        const removed = Object.keys(data).filter((k) => data[k] === null);
        const kept = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== null));
        await tx.query(
          `update auth.users set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[],
             updated_at = now() where id = $1`,
          [user.id, JSON.stringify(kept), removed],
        );
      }
      if (passwordHash) {
        await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
          user.id,
          passwordHash,
        ]);
        // Changing the password signs out every other device, as GoTrue does.
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          user.id,
          caller.sessionId,
        ]);
      }
      if (email && email !== user.email) {
        const taken = await findUserByEmail(tx, email);
        if (taken && taken.id !== user.id) throw emailExists();
        // GoTrue's UserUpdate takes a new address at once only from an anonymous user with confirmations
        // off (that is a sign-up); a permanent user always confirms by email. user_metadata is never touched.
        if (!auth.email.enableConfirmations && user.is_anonymous) {
          await tx.query(
            `update auth.users set email = $2::text, email_change = '', updated_at = now()
             where id = $1`,
            [user.id, email],
          );
          await tx.query(
            `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
             where user_id = $1 and provider = 'email'`,
            [user.id, email],
          );
          // An anonymous user adding an address without confirmations is signing up: GoTrue links it at once.
          await settleEmailIdentity(tx, user.id, email);
        } else {
          checkEmailFrequency(user.email_change_sent_at, auth.email.maxFrequencySeconds);
          await tx.query(
            `update auth.users set email_change = $2, email_change_confirm_status = 0, updated_at = now() where id = $1`,
            [user.id, email],
          );
          limits.emailSent.take();
          mails = await prepareEmailChange(tx, ctx, user.id, user.email ?? '', email, redirectTo, pkce);
        }
      }
      return userJson(tx, (await findUserById(tx, user.id))!);
    });
    for (const mail of mails) sendPrepared(ctx, mail);
    return c.json(result);
  });

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw validationFailed(`Unsupported logout scope "${scope}"`);
    }
    const caller = await requireUser(c, ctx, ctx.db);
    if (scope === 'local') {
      await ctx.db.query('delete from auth.sessions where id = $1', [caller.sessionId]);
    } else if (scope === 'others') {
      await ctx.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
        caller.user.id,
        caller.sessionId,
      ]);
    } else {
      await ctx.db.query('delete from auth.sessions where user_id = $1', [caller.user.id]);
    }
    return c.body(null, 204);
  });
}
