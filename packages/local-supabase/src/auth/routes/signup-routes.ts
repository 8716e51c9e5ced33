import type { Hono } from 'hono';
import type { GatewayEnv, ServiceContext } from '../../service-contract';
import { optionalBoolean, optionalObject, optionalString, readJsonBody } from '../plumbing/body';
import { clientIp, readPkce, requestMeta, requireAdmin } from '../plumbing/context';
import { AuthError, emailExists, validationFailed } from '../plumbing/errors';
import { prepareEmail, sendPrepared, type PreparedEmail } from '../domain/mailer';
import { checkEmailFrequency, type Limiters } from '../plumbing/rate-limit';
import { resolveRedirect } from '../domain/redirect';
import { createSession } from '../domain/sessions';
import {
  findUserByEmail,
  insertAnonymousUser,
  insertUser,
  obfuscatedUserJson,
  userJson,
} from '../domain/users';
import { checkPassword, hashPassword, normalizeEmail } from '../plumbing/validate';

/** GoTrue's answer when the email provider is off: 422 from /otp and /token, 400 from /recover and /resend. */
export const emailLoginsDisabled = (status: 400 | 422) =>
  new AuthError(status, 'email_provider_disabled', 'Email logins are disabled');

/** Sign-up and the endpoints that email a link: /signup, /otp, /recover, /resend, /invite. */
export function signupRoutes(app: Hono<GatewayEnv>, ctx: ServiceContext, limits: Limiters): void {
  const auth = () => ctx.config.auth;

  app.post('/signup', async (c) => {
    const body = await readJsonBody(c);
    const rawEmail = optionalString(body, 'email');
    const password = optionalString(body, 'password');
    const data = optionalObject(body, 'data') ?? {};
    const phone = optionalString(body, 'phone');
    // GoTrue's order: no address at all is an anonymous sign-in, checked before anything else.
    if (!rawEmail && !phone) {
      if (!auth().enableAnonymousSignIns) {
        throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
      }
      limits.anonymous.take(clientIp(c));
      if (!auth().enableSignup)
        throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
      const session = await ctx.db.transaction(async (tx) =>
        createSession(tx, ctx, await insertAnonymousUser(tx, data), 'anonymous', requestMeta(c)),
      );
      return c.json(session);
    }
    limits.signup.take(clientIp(c));
    if (!auth().enableSignup)
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    if (!password) throw validationFailed('Signup requires a valid password');
    checkPassword(password, auth());
    if (rawEmail && phone) {
      throw validationFailed('Only an email address or phone number should be provided on signup.');
    }
    // The local backend has no SMS provider: phone sign-ups answer as a project with phone off.
    if (!rawEmail) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    // `[auth.email] enable_signup` is GoTrue's email provider switch.
    if (!auth().email.enableSignup)
      throw new AuthError(400, 'email_provider_disabled', 'Email signups are disabled');
    const email = normalizeEmail(rawEmail);
    const pkce = readPkce(body);
    const redirectTo = resolveRedirect(c.req.query('redirect_to'), auth());
    const autoconfirm = !auth().email.enableConfirmations;
    const passwordHash = await hashPassword(password);

    let mail: PreparedEmail | undefined;
    const result = await ctx.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing) {
        if (autoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
        if (existing.email_confirmed_at) return obfuscatedUserJson(email, data);
        checkEmailFrequency(existing.confirmation_sent_at, auth().email.maxFrequencySeconds);
        limits.emailSent.take();
        mail = await prepareEmail(tx, ctx, { userId: existing.id, email, kind: 'signup', redirectTo, pkce });
        return userJson(tx, (await findUserByEmail(tx, email))!);
      }
      const user = await insertUser(tx, { email, passwordHash, userMetadata: data, confirmed: autoconfirm });
      if (autoconfirm) return createSession(tx, ctx, user, 'password', requestMeta(c));
      limits.emailSent.take();
      mail = await prepareEmail(tx, ctx, { userId: user.id, email, kind: 'signup', redirectTo, pkce });
      return userJson(tx, (await findUserByEmail(tx, email))!);
    });
    if (mail) sendPrepared(ctx, mail);
    return c.json(result);
  });

  app.post('/otp', async (c) => {
    limits.otp.take(clientIp(c));
    const body = await readJsonBody(c);
    if (optionalString(body, 'phone'))
      throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    const rawEmail = optionalString(body, 'email');
    if (!rawEmail) throw validationFailed('An email address or phone number is required');
    const email = normalizeEmail(rawEmail);
    const createUser = optionalBoolean(body, 'create_user') ?? true;
    const data = optionalObject(body, 'data') ?? {};
    const pkce = readPkce(body);
    const redirectTo = resolveRedirect(c.req.query('redirect_to'), auth());

    const mail = await ctx.db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, email);
      if (!user && (!createUser || !auth().enableSignup)) {
        throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      }
      if (!auth().email.enableSignup) throw emailLoginsDisabled(422);
      if (!user) {
        user = await insertUser(tx, { email, passwordHash: null, userMetadata: data, confirmed: false });
      }
      if (user.email_confirmed_at) {
        checkEmailFrequency(user.recovery_sent_at, auth().email.maxFrequencySeconds);
        limits.emailSent.take();
        return prepareEmail(tx, ctx, { userId: user.id, email, kind: 'magiclink', redirectTo, pkce });
      }
      // An unconfirmed address gets a confirmation token: following it both confirms and signs in.
      checkEmailFrequency(user.confirmation_sent_at, auth().email.maxFrequencySeconds);
      limits.emailSent.take();
      return prepareEmail(tx, ctx, {
        userId: user.id,
        email,
        kind: 'magiclink',
        redirectTo,
        pkce,
        slot: 'confirmation',
      });
    });
    sendPrepared(ctx, mail);
    return c.json({});
  });

  app.post('/recover', async (c) => {
    limits.recover.take(clientIp(c));
    const body = await readJsonBody(c);
    if (!auth().email.enableSignup) throw emailLoginsDisabled(400);
    const rawEmail = optionalString(body, 'email');
    if (!rawEmail) throw validationFailed('Password recovery requires an email');
    const email = normalizeEmail(rawEmail);
    const pkce = readPkce(body);
    const redirectTo = resolveRedirect(c.req.query('redirect_to'), auth());
    const mail = await ctx.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      // Unknown addresses get the same empty answer, so the endpoint cannot be used to probe for accounts.
      if (!user) return undefined;
      checkEmailFrequency(user.recovery_sent_at, auth().email.maxFrequencySeconds);
      limits.emailSent.take();
      return prepareEmail(tx, ctx, { userId: user.id, email, kind: 'recovery', redirectTo, pkce });
    });
    if (mail) sendPrepared(ctx, mail);
    return c.json({});
  });

  app.post('/resend', async (c) => {
    limits.resend.take(clientIp(c));
    const body = await readJsonBody(c);
    const type = optionalString(body, 'type');
    if (type !== 'signup' && type !== 'email_change') {
      if (type === 'sms' || type === 'phone_change') {
        throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
      }
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    if (!auth().email.enableSignup) throw emailLoginsDisabled(400);
    const rawEmail = optionalString(body, 'email');
    if (!rawEmail) throw validationFailed('An email address is required');
    const email = normalizeEmail(rawEmail);
    const pkce = readPkce(body);
    const redirectTo = resolveRedirect(c.req.query('redirect_to'), auth());
    const mails = await ctx.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return [];
      if (type === 'signup') {
        if (user.email_confirmed_at) return [];
        checkEmailFrequency(user.confirmation_sent_at, auth().email.maxFrequencySeconds);
        limits.emailSent.take();
        return [await prepareEmail(tx, ctx, { userId: user.id, email, kind: 'signup', redirectTo, pkce })];
      }
      if (!user.email_change) return [];
      checkEmailFrequency(user.email_change_sent_at, auth().email.maxFrequencySeconds);
      limits.emailSent.take();
      return prepareEmailChange(tx, ctx, user.id, email, user.email_change, redirectTo, pkce);
    });
    for (const mail of mails) sendPrepared(ctx, mail);
    return c.json({});
  });

  app.post('/invite', async (c) => {
    await requireAdmin(c, ctx);
    const body = await readJsonBody(c);
    const rawEmail = optionalString(body, 'email');
    if (!rawEmail) throw validationFailed('An email address is required');
    const email = normalizeEmail(rawEmail);
    const data = optionalObject(body, 'data') ?? {};
    const redirectTo = resolveRedirect(c.req.query('redirect_to'), auth());
    let mail: PreparedEmail | undefined;
    const user = await ctx.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing?.email_confirmed_at) throw emailExists();
      const row =
        existing ??
        (await insertUser(tx, {
          email,
          passwordHash: null,
          userMetadata: data,
          confirmed: false,
          invited: true,
        }));
      await tx.query('update auth.users set invited_at = now() where id = $1', [row.id]);
      limits.emailSent.take();
      mail = await prepareEmail(tx, ctx, { userId: row.id, email, kind: 'invite', redirectTo });
      return userJson(tx, (await findUserByEmail(tx, email))!);
    });
    if (mail) sendPrepared(ctx, mail);
    return c.json(user);
  });
}

/** An email change sends to the new address, and also to the current one when both must confirm. */
export async function prepareEmailChange(
  tx: Parameters<typeof prepareEmail>[0],
  ctx: ServiceContext,
  userId: string,
  currentEmail: string,
  newEmail: string,
  redirectTo: string,
  pkce: ReturnType<typeof readPkce>,
): Promise<PreparedEmail[]> {
  const mails = [
    await prepareEmail(tx, ctx, {
      userId,
      email: newEmail,
      kind: 'email_change_new',
      redirectTo,
      pkce,
      newEmail,
    }),
  ];
  if (ctx.config.auth.email.doubleConfirmChanges && currentEmail) {
    mails.push(
      await prepareEmail(tx, ctx, {
        userId,
        email: currentEmail,
        kind: 'email_change_current',
        redirectTo,
        newEmail,
      }),
    );
  }
  return mails;
}
