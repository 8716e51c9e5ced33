import type { Hono } from 'hono';
import type { GatewayEnv, ServiceContext } from '../../service-contract';
import { readJsonBody } from '../plumbing/body';
import { clientIp, requestMeta } from '../plumbing/context';
import { AuthError, validationFailed } from '../plumbing/errors';
import { resolveRedirect } from '../domain/redirect';
import type { Limiters } from '../plumbing/rate-limit';
import { expiredToken, parseVerifyType, verifyEmailToken } from '../domain/verify';
import { isPhoneVerifyType, refusePhoneToken, validateVerifyPost } from '../domain/verify-params';

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
    const input = validateVerifyPost(await readJsonBody(c));
    if (isPhoneVerifyType(input.type)) return refusePhoneToken(ctx.db, input.type, input.phone ?? '');
    const type = parseVerifyType(input.type);
    const { tokenHash, otp, email } = input;
    // An email type with a phone number finds no user by address: GoTrue's expired token.
    if (input.phone !== undefined) throw expiredToken();
    const outcome = await ctx.db.transaction((tx) =>
      verifyEmailToken(tx, ctx, type, { tokenHash, email, otp }, requestMeta(c)),
    );
    if (outcome.kind === 'message') return c.json({ msg: outcome.message, code: 200 });
    if (outcome.kind === 'pkce') throw new AuthError(500, 'unexpected_failure', 'Unexpected PKCE outcome');
    return c.json(outcome.session);
  });
}
