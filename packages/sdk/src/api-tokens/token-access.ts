import type { ApiTokenSession } from './types';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface TokenFetchConfig {
  readonly url: string;
  readonly key: string;
  readonly token: string;
  readonly fetch: Fetch;
}

export interface TokenAccess {
  /** For supabase-js's `global.fetch`: REST, Storage and Functions. */
  readonly fetch: Fetch;
  /** For supabase-js's `accessToken` option (Realtime): the key itself once the token is refused. */
  readonly accessToken: () => Promise<string>;
  /** The id of the user the token acts as (its person, or the workspace's bot); undefined once refused. */
  readonly userId: () => Promise<string | undefined>;
}

/**
 * Where a client on a token keeps `TokenAccess.userId`: on the supabase-js
 * client itself, as its `auth` cannot tell who is signed in (there is no
 * session to read). A symbol, so it passes through the SDK's call proxies.
 */
export const TOKEN_USER_ID = Symbol.for('teamboard.tokenUserId');

/** Exchange again this long before the access token expires, so no request carries one that just expired. */
const EARLY_MS = 60_000;

/**
 * A `fetch` for supabase-js that sends every request to the project with the
 * access token the `api-token-session` function exchanged the API token for,
 * exchanging again when it nears its end. When the function refuses the
 * token (revoked, expired, unknown), the request is answered with that
 * refusal in PostgREST's error shape, as the database answers a token
 * revoked while a session was open: status 401, the `teamboard:forbidden`
 * hint and the reason, so every call fails with a typed `forbidden`.
 */
export function tokenAccess(config: TokenFetchConfig): TokenAccess {
  const exchangeUrl = `${config.url.replace(/\/+$/, '')}/functions/v1/api-token-session`;
  let current: { session: ApiTokenSession } | { refusal: Response } | undefined;
  let pending: Promise<typeof current> | undefined;

  const exchange = async (): Promise<typeof current> => {
    const res = await config.fetch(exchangeUrl, {
      method: 'POST',
      headers: {
        apikey: config.key,
        Authorization: `Bearer ${config.key}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ token: config.token }),
    });
    const body = (await res.json().catch(() => null)) as
      ApiTokenSession | { error?: { code?: string; message?: string; reason?: string } } | null;
    if (res.ok && body && 'access_token' in body) return { session: body };
    const error = body && 'error' in body ? body.error : undefined;
    if (res.status >= 500 || !error) return { refusal: res };
    return {
      refusal: new Response(
        JSON.stringify({
          code: 'PT401',
          message: error.message ?? 'This API token was refused.',
          details: error.reason ?? null,
          hint: `teamboard:${error.code ?? 'forbidden'}`,
        }),
        { status: res.status === 400 ? 400 : 401, headers: { 'Content-Type': 'application/json' } },
      ),
    };
  };

  const access = async (): Promise<typeof current> => {
    const fresh =
      current && 'session' in current && current.session.expires_at * 1000 - EARLY_MS > Date.now();
    if (fresh || (current && 'refusal' in current)) return current;
    pending ??= exchange().finally(() => (pending = undefined));
    const state = await pending;
    // A refusal stands (revoked, expired and unknown tokens stay so); a server failure is asked again.
    current = state && 'refusal' in state && state.refusal.status >= 500 ? undefined : state;
    return state;
  };

  return {
    async fetch(input, init) {
      const state = await access();
      if (!state || 'refusal' in state)
        return state ? state.refusal.clone() : new Response(null, { status: 401 });
      const headers = new Headers(init?.headers);
      headers.set('Authorization', `Bearer ${state.session.access_token}`);
      return config.fetch(input, { ...init, headers });
    },
    async accessToken() {
      const state = await access();
      return state && 'session' in state ? state.session.access_token : config.key;
    },
    async userId() {
      const state = await access();
      return state && 'session' in state ? state.session.user_id : undefined;
    },
  };
}
