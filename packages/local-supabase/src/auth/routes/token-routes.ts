import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import type { GatewayEnv, ServiceContext } from '../../service-contract';
import { optionalString, readJsonBody } from '../plumbing/body';
import { clientIp, requestMeta } from '../plumbing/context';
import { AuthError, OAuthError, validationFailed } from '../plumbing/errors';
import { refuseIdTokenGrant } from '../domain/id-token-grant';
import {
  createSession,
  refreshSession,
  ReuseDetected,
  REUSE_ERROR,
  revokeSessionTokens,
  type AuthMethod,
} from '../domain/sessions';
import type { Limiters } from '../plumbing/rate-limit';
import { emailLoginsDisabled } from './signup-routes';
import { findUserByEmail, findUserById, isBanned } from '../domain/users';
import { passwordMatches, passwordWeakness } from '../plumbing/validate';

/** Flow states (PKCE) live this long after the link is sent. */
const FLOW_STATE_TTL_SECONDS = 300;

const FLOW_METHOD: Record<string, AuthMethod> = {
  signup: 'email/signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
  oauth: 'oauth',
};

const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

/** POST /token with grant_type password, refresh_token or pkce. */
export function tokenRoutes(app: Hono<GatewayEnv>, ctx: ServiceContext, limits: Limiters): void {
  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const body = await readJsonBody(c);
    const auth = ctx.config.auth;
    // GoTrue counts every grant against one bucket (token_refresh), before reading the grant's fields.
    if (grant === 'password' || grant === 'refresh_token' || grant === 'pkce' || grant === 'id_token') {
      limits.token.take(clientIp(c));
    }

    if (grant === 'password') {
      const rawEmail = optionalString(body, 'email');
      const password = optionalString(body, 'password') ?? '';
      const phone = optionalString(body, 'phone');
      if (rawEmail && phone) {
        throw validationFailed('Only an email address or phone number should be provided on login.');
      }
      if (rawEmail && !auth.email.enableSignup) throw emailLoginsDisabled(422);
      if (phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
      if (!rawEmail) throw invalidCredentials();
      const email = rawEmail.trim().toLowerCase();
      const user = await findUserByEmail(ctx.db, email);
      if (!user || !(await passwordMatches(password, user.encrypted_password))) throw invalidCredentials();
      if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
      if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      const session = await ctx.db.transaction((tx) =>
        createSession(tx, ctx, user, 'password', requestMeta(c)),
      );
      const weakness = passwordWeakness(password, auth);
      return c.json(weakness ? { ...session, weak_password: weakness } : session);
    }

    if (grant === 'refresh_token') {
      const token = optionalString(body, 'refresh_token');
      if (!token) throw new OAuthError(400, 'invalid_request', 'refresh_token required');
      try {
        return c.json(await ctx.db.transaction((tx) => refreshSession(tx, ctx, token)));
      } catch (error) {
        if (!(error instanceof ReuseDetected)) throw error;
        await ctx.db.transaction((tx) => revokeSessionTokens(tx, error.sessionId));
        throw REUSE_ERROR();
      }
    }

    if (grant === 'pkce') {
      const authCode = optionalString(body, 'auth_code');
      const verifier = optionalString(body, 'code_verifier');
      if (!authCode || !verifier) {
        throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
      }
      const session = await ctx.db.transaction(async (tx) => {
        const { rows } = await tx.query<{
          id: string;
          user_id: string | null;
          code_challenge: string;
          code_challenge_method: string;
          authentication_method: string;
          provider_access_token: string | null;
          provider_refresh_token: string | null;
          age: number;
          issued: boolean;
        }>(
          `select id, user_id, code_challenge, code_challenge_method::text, authentication_method,
                  provider_access_token, provider_refresh_token,
                  extract(epoch from now() - created_at)::float8 as age, auth_code_issued_at is not null as issued
           from auth.flow_state where auth_code = $1 for update`,
          [authCode],
        );
        const flow = rows[0];
        if (!flow?.issued || !flow.user_id) {
          throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
        }
        if (Number(flow.age) > FLOW_STATE_TTL_SECONDS) {
          throw new AuthError(
            422,
            'flow_state_expired',
            'invalid flow state, flow state has expired. Please request a new one',
          );
        }
        const computed =
          flow.code_challenge_method === 's256'
            ? createHash('sha256').update(verifier).digest('base64url')
            : verifier;
        if (computed !== flow.code_challenge) {
          throw new AuthError(
            400,
            'bad_code_verifier',
            'code challenge does not match previously saved code verifier',
          );
        }
        await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
        const user = await findUserById(tx, flow.user_id);
        if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
        if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
        const session = await createSession(
          tx,
          ctx,
          user,
          FLOW_METHOD[flow.authentication_method] ?? 'otp',
          requestMeta(c),
        );
        // An OAuth sign-in hands back the provider's tokens too, as GoTrue does.
        return {
          ...session,
          ...(flow.provider_access_token ? { provider_token: flow.provider_access_token } : {}),
          ...(flow.provider_refresh_token ? { provider_refresh_token: flow.provider_refresh_token } : {}),
        };
      });
      return c.json(session);
    }

    if (grant === 'web3') {
      // No wallet sign-in here: GoTrue's answer when neither Solana nor Ethereum is enabled.
      throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
    }
    if (grant === 'id_token') refuseIdTokenGrant(body);
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  });
}
