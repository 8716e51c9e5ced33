import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { GatewayEnv, ServiceContext } from '../../service-contract';
import { requestMeta, readPkce, requireUser, type AuthContext } from '../plumbing/context';
import { AuthError, OAuthError } from '../plumbing/errors';
import { isRedirectAllowed } from '../domain/redirect';
import { createSession } from '../domain/sessions';
import { findUserById, type UserRow } from '../domain/users';
import {
  CommitThenFail,
  linkExternalIdentity,
  settleEmailClaims,
  signInExternalIdentity,
  unlinkIdentity,
} from './accounts';
import { loadProvider, ProviderUnavailable } from './providers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's default `flow_state_expiry_duration`. */
const FLOW_STATE_EXPIRY_SECONDS = 300;

/** Query parameters the auth server sets itself: a caller cannot pass them on to the provider. */
const RESERVED = new Set([
  'client_id',
  'client_secret',
  'redirect_uri',
  'response_type',
  'state',
  'code_challenge',
  'code_challenge_method',
  'code_verifier',
  'nonce',
]);

const OAUTH_ERROR_BY_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** GoTrue's `getErrorQueryString`. */
function errorParams(error: AuthError | OAuthError): Record<string, string> {
  if (error instanceof OAuthError) return { error: error.error, error_description: error.description };
  const accessDenied = ['signup_disabled', 'user_banned', 'provider_email_needs_verification'].includes(
    error.code,
  );
  return {
    error: accessDenied ? 'access_denied' : (OAUTH_ERROR_BY_STATUS[error.status] ?? 'server_error'),
    error_description: error.message,
    error_code: error.code,
  };
}

function withParams(url: string, query: Record<string, string>, fragment?: Record<string, string>): string {
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(query)) parsed.searchParams.set(key, value);
  if (fragment) parsed.hash = new URLSearchParams(fragment).toString();
  return parsed.toString();
}

interface FlowRow {
  id: string;
  user_id: string | null;
  auth_code: string | null;
  code_challenge: string | null;
  provider_type: string;
  referrer: string | null;
  linking_target_id: string | null;
  email_optional: boolean;
  age: number;
}

/**
 * GoTrue's external-provider flow: `/authorize` sends the browser to the provider with a flow
 * state as `state`; `/callback` takes the provider's code, finds or makes the account, and
 * sends the browser to `redirect_to` with `?code=` (PKCE) or the session in the fragment;
 * `/user/identities/authorize` and `DELETE /user/identities/{id}` link and unlink.
 */
export function externalRoutes(app: Hono<GatewayEnv>, ctx: ServiceContext): void {
  const auth = () => ctx.config.auth;
  const defaultRedirectUri = () => `${ctx.urls.api}/auth/v1/callback`;

  async function providerRedirectUrl(c: AuthContext, linkingTarget?: UserRow): Promise<string> {
    const query = new URL(c.req.url).searchParams;
    const providerType = (query.get('provider') ?? '').toLowerCase();
    let provider;
    try {
      provider = await loadProvider(
        providerType,
        auth().external[providerType],
        query.get('scopes') ?? '',
        defaultRedirectUri(),
      );
    } catch (error) {
      const reason = error instanceof ProviderUnavailable ? error.message : 'unable to reach the provider';
      throw new AuthError(400, 'validation_failed', `Unsupported provider: ${reason}`, {}, error);
    }
    // GetReferrer: redirect_to when allowed, else the Referer when allowed, else the site.
    const referrer = [query.get('redirect_to') ?? '', c.req.header('referer') ?? ''].find((url) =>
      isRedirectAllowed(url, auth()),
    );
    const pkce = readPkce({
      code_challenge: query.get('code_challenge') ?? undefined,
      code_challenge_method: query.get('code_challenge_method') ?? undefined,
    });
    const extra: [string, string][] = [];
    for (const [key, value] of query) {
      if (key === 'scopes' || key === 'provider' || RESERVED.has(key.toLowerCase())) continue;
      extra.push([key, value]);
    }
    const state = randomUUID();
    await ctx.db.query(
      `insert into auth.flow_state (id, auth_code, code_challenge_method, code_challenge, provider_type,
         created_at, updated_at, authentication_method, referrer, linking_target_id, email_optional)
       values ($1, $2, $3::auth.code_challenge_method, $4, $5, now(), now(), 'oauth', $6, $7, $8)`,
      [
        state,
        pkce ? randomUUID() : null,
        pkce?.method ?? null,
        pkce?.challenge ?? null,
        providerType,
        referrer ?? auth().siteUrl,
        linkingTarget?.id ?? null,
        auth().external[providerType]?.emailOptional ?? false,
      ],
    );
    return provider.authCodeUrl(state, extra);
  }

  app.get('/authorize', async (c) => c.redirect(await providerRedirectUrl(c), 302));

  app.get('/user/identities/authorize', async (c) => {
    const { user } = await requireUser(c, ctx, ctx.db);
    if (!auth().enableManualLinking) throw manualLinkingDisabled();
    const url = await providerRedirectUrl(c, user);
    return c.req.query('skip_http_redirect') === 'true' ? c.json({ url }) : c.redirect(url, 302);
  });

  app.delete('/user/identities/:identityId', async (c) => {
    const { user } = await requireUser(c, ctx, ctx.db);
    if (!auth().enableManualLinking) throw manualLinkingDisabled();
    const identityId = c.req.param('identityId');
    if (!UUID.test(identityId)) {
      throw new AuthError(404, 'validation_failed', 'identity_id must be an UUID');
    }
    await ctx.db.transaction((tx) => unlinkIdentity(tx, auth(), user, identityId));
    return c.json({});
  });

  const callback = async (c: AuthContext) => {
    const query: URLSearchParams =
      c.req.method === 'POST' ? new URLSearchParams(await c.req.text()) : new URL(c.req.url).searchParams;
    // A state that cannot be loaded: the error goes to the site URL, as a query (303).
    const flow = await loadFlowState(query.get('state') ?? '').catch((error: unknown) => {
      if (error instanceof AuthError) return error;
      throw error;
    });
    if (flow instanceof AuthError) return c.redirect(withParams(auth().siteUrl, errorParams(flow)), 303);
    const target = flow.referrer || auth().siteUrl;
    try {
      return c.redirect(await completeSignIn(c, flow, query, target), 302);
    } catch (error) {
      if (!(error instanceof AuthError || error instanceof OAuthError)) {
        ctx.log.error('external provider callback failed', error);
      }
      const known =
        error instanceof AuthError || error instanceof OAuthError
          ? error
          : new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs');
      const params = errorParams(known);
      return c.redirect(withParams(target, params, { ...params, sb: '' }), 302);
    }
  };
  app.get('/callback', callback);
  app.post('/callback', callback);

  async function loadFlowState(state: string): Promise<FlowRow> {
    if (state === '') throw new AuthError(400, 'bad_oauth_callback', 'OAuth state parameter missing');
    if (!UUID.test(state)) {
      throw new AuthError(400, 'bad_oauth_state', 'OAuth state parameter is invalid');
    }
    const { rows } = await ctx.db.query<FlowRow>(
      `select id, user_id, auth_code, code_challenge, provider_type, referrer, linking_target_id, email_optional,
              extract(epoch from now() - created_at)::float8 as age
       from auth.flow_state where id = $1 and authentication_method = 'oauth'`,
      [state],
    );
    const flow = rows[0];
    if (!flow) throw new AuthError(400, 'bad_oauth_state', 'OAuth state not found or expired');
    if (Number(flow.age) > FLOW_STATE_EXPIRY_SECONDS) {
      throw new AuthError(400, 'bad_oauth_state', 'OAuth state has expired');
    }
    if (flow.code_challenge && flow.user_id) {
      throw new AuthError(400, 'flow_state_already_used', 'State has already been used');
    }
    return flow;
  }

  async function completeSignIn(c: AuthContext, flow: FlowRow, query: URLSearchParams, target: string) {
    const providerError = query.get('error');
    if (providerError) throw new OAuthError(400, providerError, query.get('error_description') ?? '');
    const code = query.get('code');
    if (!code) {
      throw new AuthError(
        400,
        'bad_oauth_callback',
        'OAuth callback with missing authorization code missing',
      );
    }
    let provider;
    try {
      provider = await loadProvider(
        flow.provider_type,
        auth().external[flow.provider_type],
        '',
        defaultRedirectUri(),
      );
    } catch (error) {
      const reason = error instanceof ProviderUnavailable ? error.message : 'unable to reach the provider';
      throw new AuthError(400, 'oauth_provider_not_supported', `Unsupported provider: ${reason}`, {}, error);
    }
    let tokens;
    try {
      tokens = await provider.exchange(code);
    } catch (error) {
      throw new AuthError(
        500,
        'unexpected_failure',
        `Unable to exchange external code: ${code.slice(0, 4)}`,
        {},
        error,
      );
    }
    let data;
    try {
      data = settleEmailClaims(await provider.userData(tokens.accessToken));
    } catch (error) {
      throw new AuthError(
        500,
        'unexpected_failure',
        'Error getting user profile from external provider',
        {},
        error,
      );
    }
    if (data.emails.length === 0 && !flow.email_optional) {
      throw new AuthError(500, 'unexpected_failure', 'Error getting user email from external provider');
    }

    const linkingTarget = flow.linking_target_id
      ? await findUserById(ctx.db, flow.linking_target_id)
      : undefined;
    if (flow.linking_target_id && !linkingTarget) {
      throw new AuthError(422, 'user_not_found', 'Linking target user not found');
    }
    const outcome = await ctx.db.transaction(async (tx) => {
      const user = linkingTarget
        ? await linkExternalIdentity(tx, linkingTarget, flow.provider_type, data)
        : await signInExternalIdentity(tx, auth(), flow.provider_type, data, flow.email_optional);
      if (user instanceof CommitThenFail) return user;
      if (flow.code_challenge) {
        // Claimed under a row lock: two callbacks racing with one state cannot both win.
        const { rows } = await tx.query<{ user_id: string | null }>(
          'select user_id from auth.flow_state where id = $1 for update',
          [flow.id],
        );
        if (!rows[0] || rows[0].user_id) {
          throw new AuthError(400, 'flow_state_already_used', 'State has already been used');
        }
        await tx.query(
          `update auth.flow_state set user_id = $2, provider_access_token = $3, provider_refresh_token = $4,
             auth_code_issued_at = now(), updated_at = now() where id = $1`,
          [flow.id, user.id, tokens.accessToken, tokens.refreshToken],
        );
        return { user };
      }
      const session = await createSession(tx, ctx, user, 'oauth', requestMeta(c));
      await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
      return { user, session };
    });
    if (outcome instanceof CommitThenFail) throw outcome.error;
    if (!('session' in outcome) || !outcome.session) return withParams(target, { code: flow.auth_code! });
    const s = outcome.session;
    const url = new URL(target);
    url.hash = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      provider_token: tokens.accessToken,
      ...(tokens.refreshToken ? { provider_refresh_token: tokens.refreshToken } : {}),
      refresh_token: s.refresh_token,
      token_type: 'bearer',
    }).toString();
    return url.toString();
  }
}

const manualLinkingDisabled = () =>
  new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
