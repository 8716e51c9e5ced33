import type { Hono } from 'hono';
import type { Queryable } from '../../db/database';
import type { GatewayEnv, ServiceContext } from '../../service-contract';
import { requireUser, type CallerSession } from '../plumbing/context';
import { renderReauthenticationEmail } from '../emails/templates';
import { AuthError } from '../plumbing/errors';
import { clearToken, issueToken, sameToken, tokenHash } from './otp';
import { checkEmailFrequency, type Limiters } from '../plumbing/rate-limit';

/**
 * GoTrue's secure password change: `GET /reauthenticate` emails the signed-in
 * user a one-time code (the nonce); with `secure_password_change` on, a
 * password update from a session older than 24 hours must carry it.
 */
export function reauthenticationRoutes(app: Hono<GatewayEnv>, ctx: ServiceContext, limits: Limiters): void {
  app.get('/reauthenticate', async (c) => {
    const { user } = await requireUser(c, ctx, ctx.db);
    const email = user.email ?? '';
    if (email === '') {
      throw new AuthError(
        400,
        'validation_failed',
        'Reauthentication requires the user to have an email or a phone number',
      );
    }
    if (!user.email_confirmed_at) {
      throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
    }
    const otp = await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ sent: Date | null }>(
        'select reauthentication_sent_at as sent from auth.users where id = $1 for update',
        [user.id],
      );
      checkEmailFrequency(rows[0]?.sent ?? null, ctx.config.auth.email.maxFrequencySeconds);
      limits.emailSent.take();
      const token = await issueToken(
        tx,
        user.id,
        email,
        'reauthentication',
        ctx.config.auth.email.otpLength,
        false,
      );
      return token.otp;
    });
    ctx.mailbox.send({ to: email, ...renderReauthenticationEmail(otp) });
    return c.json({});
  });
}

/** How recent a sign-in lets a session change its password without a nonce (GoTrue: 24 h). */
const RECENT_SIGN_IN_MS = 24 * 60 * 60 * 1000;

const INVALID_NONCE = 'Nonce has expired or is invalid';

/**
 * GoTrue's check before a password update: nothing unless the project asks
 * for secure password changes and the session was not signed in within a
 * day; then the nonce is required and spent.
 */
export async function requireReauthentication(
  tx: Queryable,
  ctx: ServiceContext,
  caller: CallerSession,
  nonce: string | undefined,
): Promise<void> {
  if (!ctx.config.auth.email.securePasswordChange) return;
  const { rows } = await tx.query<{ created_at: Date | null }>(
    'select created_at from auth.sessions where id = $1',
    [caller.sessionId],
  );
  const signedInAt = rows[0]?.created_at;
  if (signedInAt && Date.now() - new Date(signedInAt).getTime() <= RECENT_SIGN_IN_MS) return;
  if (!nonce) {
    throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
  }
  const { rows: users } = await tx.query<{ token: string | null; sent: Date | null; email: string | null }>(
    'select reauthentication_token as token, reauthentication_sent_at as sent, email from auth.users where id = $1',
    [caller.user.id],
  );
  const stored = users[0];
  if (!stored?.token || !stored.sent) {
    throw new AuthError(422, 'reauthentication_not_valid', INVALID_NONCE);
  }
  if (!stored.email) {
    throw new AuthError(
      422,
      'reauthentication_not_valid',
      'Reauthentication requires an email or a phone number',
    );
  }
  const expired = Date.now() - new Date(stored.sent).getTime() > ctx.config.auth.email.otpExpiry * 1000;
  if (expired || !sameToken(stored.token, tokenHash(stored.email, nonce))) {
    throw new AuthError(422, 'reauthentication_not_valid', INVALID_NONCE);
  }
  await clearToken(tx, caller.user.id, 'reauthentication');
  await tx.query('update auth.users set reauthentication_sent_at = null where id = $1', [caller.user.id]);
}
