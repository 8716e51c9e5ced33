// The folders, by what one looks for: `routes/` are the HTTP endpoints (email OTP and link
// verification in `email-verify-routes.ts`, TOTP and WebAuthn verification in `mfa-routes.ts`);
// `domain/` holds users, sessions, one-time tokens, factors and mail; `plumbing/` the request
// body, validation, rate limits, errors and the caller's context; `external/` the OAuth providers.
import { Hono } from 'hono';
import type { GatewayEnv, Service, ServiceContext, ServiceDefinition } from '../service-contract';
import { SESSION_ENDED_TRIGGER_SQL } from './domain/live-session';
import { authSchemaSql } from './schema';
import { adminRoutes } from './routes/admin-routes';
import { adminFactorRoutes } from './routes/admin-factor-routes';
import { AuthError, errorResponse, OAuthError } from './plumbing/errors';
import { createLimiters } from './plumbing/rate-limit';
import { signupRoutes } from './routes/signup-routes';
import { tokenRoutes } from './routes/token-routes';
import { reauthenticationRoutes } from './domain/reauthentication';
import { userRoutes } from './routes/user-routes';
import { mfaRoutes } from './routes/mfa-routes';
import { disabledFeatureRoutes } from './routes/disabled-routes';
import { verifyRoutes } from './routes/email-verify-routes';
import { externalRoutes } from './external/external-routes';
import { KNOWN_PROVIDERS } from './external/providers';

/** Supabase Auth (GoTrue) at /auth/v1. */
export function createAuthService(ctx: ServiceContext): Service {
  const app = new Hono<GatewayEnv>();
  const limits = createLimiters(ctx.clock, () => ctx.config.auth);

  app.get('/health', (c) =>
    c.json({
      version: 'local',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );
  app.get('/settings', (c) => {
    const auth = ctx.config.auth;
    return c.json({
      external: {
        anonymous_users: auth.enableAnonymousSignIns,
        email: auth.email.enableSignup,
        phone: false,
        ...Object.fromEntries(KNOWN_PROVIDERS.map((name) => [name, auth.external[name]?.enabled ?? false])),
      },
      disable_signup: !auth.enableSignup,
      mailer_autoconfirm: !auth.email.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  });
  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json({ keys: ctx.keys.signingKeys.jwks });
  });

  signupRoutes(app, ctx, limits);
  tokenRoutes(app, ctx, limits);
  verifyRoutes(app, ctx, limits);
  userRoutes(app, ctx, limits);
  reauthenticationRoutes(app, ctx, limits);
  mfaRoutes(app, ctx, limits);
  disabledFeatureRoutes(app);
  externalRoutes(app, ctx);
  adminRoutes(app, ctx);
  adminFactorRoutes(app, ctx);

  app.onError((error, c) => {
    if (error instanceof AuthError && error.status >= 500) {
      ctx.log.error(`${c.req.method} ${c.req.path} failed`, error.cause ?? error);
    }
    if (error instanceof AuthError || error instanceof OAuthError) return errorResponse(c, error);
    ctx.log.error(`${c.req.method} ${c.req.path} failed`, error);
    return errorResponse(
      c,
      new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs'),
    );
  });
  return { app };
}

/** Auth at /auth/v1, bringing the `auth` schema a fresh project has. */
export const authService: ServiceDefinition = {
  prefix: '/auth/v1',
  schemaSql: authSchemaSql,
  // GoTrue's own `auth` stays; the local Realtime still learns of ended sessions.
  hostedSchemaSql: SESSION_ENDED_TRIGGER_SQL,
  create: createAuthService,
};
