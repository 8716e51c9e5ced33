import type { Hono } from 'hono';
import type { GatewayEnv, ServiceContext } from '../service-contract';
import { optionalString, readJsonBody } from './body';
import { clientIp, requestMeta } from './context';
import { AuthError, validationFailed } from './errors';
import { resolveRedirect } from './redirect';
import type { Limiters } from './rate-limit';
import { parseVerifyType, verifyEmailToken } from './verify';
import { normalizeEmail } from './validate';

function withFragment(url: string, params: Record<string, string>): string {
  const base = url.split('#')[0]!;
  return `${base}#${new URLSearchParams(params).toString()}`;
}

function withQuery(url: string, params: Record<string, string>): string {
  const [beforeHash, hash] = url.split('#') as [string, string | undefined];
  const parsed = new URL(beforeHash);
  for (const [key, value] of Object.entries(params)) parsed.searchParams.set(key, value);
  return parsed.toString() + (hash === undefined ? '' : `#${hash}`);
}

/** GET /verify (a link followed in a browser) and POST /verify (verifyOtp). */
export function verifyRoutes(app: Hono<GatewayEnv>, ctx: ServiceContext, limits: Limiters): void {
  // GoTrue limits /verify ahead of the handler: an over-limit link answers 429 JSON, not a redirect.
  app.get('/verify', async (c) => {
    limits.verify.take(clientIp(c));
    const redirectTo = resolveRedirect(c.req.query('redirect_to'), ctx.config.auth);
    const token = c.req.query('token') ?? '';
    const pkce = token.startsWith('pkce_');
    const fail = (error: AuthError) => {
      const params = {
        error:
          error.status >= 500 ? 'server_error' : error.status === 403 ? 'access_denied' : 'invalid_request',
        error_code: error.code,
        error_description:
          error.code === 'otp_expired' ? 'Email link is invalid or has expired' : error.message,
        sb: '',
      };
      const target = pkce ? withQuery(redirectTo, params) : redirectTo;
      return c.redirect(withFragment(target, params), 303);
    };
    try {
      const type = parseVerifyType(c.req.query('type'));
      if (!token) throw validationFailed('Verify requires a token or a token hash');
      const outcome = await ctx.db.transaction((tx) =>
        verifyEmailToken(tx, ctx, type, { tokenHash: token, viaLink: true }, requestMeta(c)),
      );
      if (outcome.kind === 'message') {
        return c.redirect(withFragment(redirectTo, { message: outcome.message, sb: '' }), 303);
      }
      if (outcome.kind === 'pkce') return c.redirect(withQuery(redirectTo, { code: outcome.authCode }), 303);
      const s = outcome.session;
      return c.redirect(
        withFragment(redirectTo, {
          access_token: s.access_token,
          expires_at: String(s.expires_at),
          expires_in: String(s.expires_in),
          refresh_token: s.refresh_token,
          token_type: 'bearer',
          type,
          sb: '',
        }),
        303,
      );
    } catch (error) {
      if (error instanceof AuthError) return fail(error);
      ctx.log.error('GET /auth/v1/verify failed', error);
      return fail(new AuthError(500, 'unexpected_failure', 'Unexpected failure'));
    }
  });

  app.post('/verify', async (c) => {
    limits.verify.take(clientIp(c));
    const body = await readJsonBody(c);
    const type = parseVerifyType(optionalString(body, 'type'));
    const tokenHash = optionalString(body, 'token_hash');
    const otp = optionalString(body, 'token');
    const rawEmail = optionalString(body, 'email');
    if (optionalString(body, 'phone'))
      throw new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider');
    if ((tokenHash && otp) || (!tokenHash && !otp)) {
      throw validationFailed('Verify requires either a token or a token hash');
    }
    let email: string | undefined;
    if (otp) {
      if (!rawEmail)
        throw validationFailed('Only an email address or phone number should be provided on verify');
      email = normalizeEmail(rawEmail);
    }
    const outcome = await ctx.db.transaction((tx) =>
      verifyEmailToken(tx, ctx, type, { tokenHash, email, otp }, requestMeta(c)),
    );
    if (outcome.kind === 'message') return c.json({ msg: outcome.message, code: 200 });
    if (outcome.kind === 'pkce') throw new AuthError(500, 'unexpected_failure', 'Unexpected PKCE outcome');
    return c.json(outcome.session);
  });
}
