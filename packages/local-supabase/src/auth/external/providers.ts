import type { ExternalProviderConfig } from '../../project/project-config';
import { backendEnv } from '../../env.js';

/** One address the provider reports, as GoTrue's `provider.Email`. */
export interface ProviderEmail {
  email: string;
  verified: boolean;
  primary: boolean;
}

/** What GoTrue keeps of a provider's answer: its addresses and the claims stored as identity_data. */
export interface ProviderUser {
  emails: ProviderEmail[];
  /** GoTrue's `provider.Claims`, empty values left out as its `omitempty` tags do. */
  claims: Record<string, unknown> & { sub: string; email_verified: boolean; phone_verified: boolean };
}

/** GoTrue's `provider.OAuthProvider`, for the kinds the local backend speaks. */
export interface OAuthProvider {
  authCodeUrl(state: string, extra: Iterable<[string, string]>): string;
  exchange(code: string): Promise<{ accessToken: string; refreshToken: string }>;
  userData(accessToken: string): Promise<ProviderUser>;
}

/** The providers `/settings` lists, in GoTrue's order (all but these three answer as not enabled). */
export const KNOWN_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin_oidc',
  'notion',
  'slack_oidc',
  'spotify',
  'twitch',
  'twitter',
  'workos',
  'zoom',
] as const;

/** Names GoTrue's `Provider()` also knows, though `/settings` does not list them: not enabled either. */
const UNLISTED_PROVIDERS = ['fly', 'linkedin', 'slack', 'snapchat', 'x', 'vercel_marketplace'];

const SUPPORTED = new Set(['github', 'google', 'keycloak']);

/** A provider GoTrue refuses to use; the message is GoTrue's, wrapped by the caller. */
export class ProviderUnavailable extends Error {}

const HTTP_TIMEOUT_MS = 10_000;

/** `env(NAME)` as the CLI resolves it. */
const resolveEnv = (value: string) => {
  const name = /^env\((.*)\)$/.exec(value)?.[1];
  return name === undefined ? value : (backendEnv.named(name) ?? '');
};

const withoutEmpty = (claims: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== '' && v !== undefined && v !== null));

/** GoTrue's `ValidateOAuth`, then the provider as its constructor builds it. */
export async function loadProvider(
  name: string,
  config: ExternalProviderConfig | undefined,
  scopes: string,
  defaultRedirectUri: string,
): Promise<OAuthProvider> {
  if (name.startsWith('custom:')) {
    // GoTrue's custom OAuth/OIDC providers (on by default) are rows registered through its admin
    // API, which this backend does not serve: none is ever found (`loadCustomProvider`).
    throw new ProviderUnavailable(`custom provider ${name} not found`);
  }
  if (![...KNOWN_PROVIDERS, ...UNLISTED_PROVIDERS].includes(name)) {
    throw new ProviderUnavailable(`Provider ${name} could not be found`);
  }
  if (!config?.enabled) throw new ProviderUnavailable('provider is not enabled');
  if (config.clientId === '') throw new ProviderUnavailable('missing OAuth client ID');
  const secret = resolveEnv(config.secret);
  if (secret === '') throw new ProviderUnavailable('missing OAuth secret');
  if (!SUPPORTED.has(name)) throw new ProviderUnavailable(`Provider ${name} could not be found`);
  const oauth: OAuthConfig = {
    clientId: config.clientId,
    secret,
    redirectUri: config.redirectUri || defaultRedirectUri,
    scopes: [],
    authUrl: '',
    tokenUrl: '',
  };
  const extraScopes = scopes === '' ? [] : scopes.split(',');
  const base = config.url.replace(/\/$/, '');
  if (name === 'keycloak') {
    if (base === '') throw new ProviderUnavailable('unable to find URL for the Keycloak provider');
    return keycloak(
      {
        ...oauth,
        scopes: ['profile', 'email', ...extraScopes],
        authUrl: `${base}/protocol/openid-connect/auth`,
        tokenUrl: `${base}/protocol/openid-connect/token`,
      },
      base,
    );
  }
  if (name === 'github') {
    // GitHub Enterprise's layout when `url` is set: the API under /api/v3 of the same host.
    const authHost = base || 'https://github.com';
    const apiHost = base ? `${base}/api/v3` : 'https://api.github.com';
    return github(
      {
        ...oauth,
        scopes: ['user:email', ...extraScopes],
        authUrl: `${authHost}/login/oauth/authorize`,
        tokenUrl: `${authHost}/login/oauth/access_token`,
      },
      apiHost,
    );
  }
  // Google. Hosted GoTrue ignores `url` and always uses accounts.google.com; here a `url` names
  // another OpenID issuer (the demo provider) so the flow can run without Google.
  const issuer = base || 'https://accounts.google.com';
  const discovery = await getJson<{
    authorization_endpoint: string;
    token_endpoint: string;
    userinfo_endpoint: string;
  }>(`${issuer}/.well-known/openid-configuration`);
  return google(
    {
      ...oauth,
      // Google returns an ID token for `email profile`; a standard issuer needs `openid` for it.
      scopes: [...(base ? ['openid'] : []), 'email', 'profile', ...extraScopes],
      authUrl: discovery.authorization_endpoint,
      tokenUrl: discovery.token_endpoint,
    },
    discovery.userinfo_endpoint,
  );
}

interface OAuthConfig {
  clientId: string;
  secret: string;
  redirectUri: string;
  scopes: string[];
  authUrl: string;
  tokenUrl: string;
}

/** golang.org/x/oauth2's AuthCodeURL and Exchange (client secret in the Basic header). */
function oauth2(config: OAuthConfig) {
  return {
    authCodeUrl(state: string, extra: Iterable<[string, string]>): string {
      const params = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: config.redirectUri,
        response_type: 'code',
        scope: config.scopes.join(' '),
        state,
      });
      for (const [key, value] of extra) params.set(key, value);
      return `${config.authUrl}${config.authUrl.includes('?') ? '&' : '?'}${params}`;
    },
    async exchange(code: string): Promise<{ accessToken: string; refreshToken: string }> {
      const basic = Buffer.from(
        `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.secret)}`,
      ).toString('base64');
      const response = await fetch(config.tokenUrl, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: config.redirectUri,
        }),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (!response.ok || typeof body.access_token !== 'string') {
        throw new Error(`oauth2: cannot fetch token: ${response.status} ${JSON.stringify(body)}`);
      }
      return {
        accessToken: body.access_token,
        refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : '',
      };
    },
  };
}

async function getJson<T>(url: string, accessToken?: string): Promise<T> {
  const response = await fetch(url, {
    headers: {
      accept: 'application/json',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** GoTrue's keycloak provider: the realm's userinfo, any extra claim kept under custom_claims. */
function keycloak(config: OAuthConfig, host: string): OAuthProvider {
  return {
    ...oauth2(config),
    async userData(accessToken) {
      const raw = await getJson<Record<string, unknown>>(
        `${host}/protocol/openid-connect/userinfo`,
        accessToken,
      );
      const standard = new Set(['name', 'sub', 'email', 'email_verified']);
      const custom = Object.fromEntries(Object.entries(raw).filter(([k]) => !standard.has(k)));
      const email = str(raw.email);
      const verified = raw.email_verified === true;
      return {
        emails: email ? [{ email, verified, primary: true }] : [],
        claims: {
          ...withoutEmpty({
            iss: host,
            sub: str(raw.sub),
            name: str(raw.name),
            email,
            full_name: str(raw.name),
            provider_id: str(raw.sub),
          }),
          ...(Object.keys(custom).length > 0 ? { custom_claims: custom } : {}),
          sub: str(raw.sub),
          email_verified: verified,
          phone_verified: false,
        },
      };
    },
  };
}

/** GoTrue's github provider: `/user` for the profile, `/user/emails` for the addresses. */
function github(config: OAuthConfig, apiHost: string): OAuthProvider {
  return {
    ...oauth2(config),
    async userData(accessToken) {
      const user = await getJson<{ id: number; login: string; name: string | null; avatar_url: string }>(
        `${apiHost}/user`,
        accessToken,
      );
      const listed = await getJson<{ email: string; primary: boolean; verified: boolean }[]>(
        `${apiHost}/user/emails`,
        accessToken,
      );
      const emails = listed
        .filter((e) => e.email)
        .map((e) => ({ email: e.email, verified: e.verified, primary: e.primary }));
      const sub = String(user.id);
      return {
        emails,
        claims: {
          ...withoutEmpty({
            iss: apiHost,
            name: user.name,
            preferred_username: user.login,
            avatar_url: user.avatar_url,
            full_name: user.name,
            provider_id: sub,
            user_name: user.login,
          }),
          sub,
          email_verified: false,
          phone_verified: false,
        },
      };
    },
  };
}

/** Google's OpenID flow: the profile from the issuer's userinfo endpoint. */
function google(config: OAuthConfig, userinfoUrl: string): OAuthProvider {
  return {
    ...oauth2(config),
    async userData(accessToken) {
      const raw = await getJson<Record<string, unknown>>(userinfoUrl, accessToken);
      const email = str(raw.email);
      const verified = raw.email_verified === true;
      return {
        emails: email ? [{ email, verified, primary: true }] : [],
        claims: {
          ...withoutEmpty({
            iss: userinfoUrl,
            sub: str(raw.sub),
            name: str(raw.name),
            picture: str(raw.picture),
            email,
            avatar_url: str(raw.picture),
            full_name: str(raw.name),
            provider_id: str(raw.sub),
          }),
          sub: str(raw.sub),
          email_verified: verified,
          phone_verified: false,
        },
      };
    },
  };
}
