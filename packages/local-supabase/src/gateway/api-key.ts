import type { MiddlewareHandler } from 'hono';
import type { ApiKeys } from '../keys/api-keys';
import type { GatewayEnv, RequestAuth } from '../service-contract';

/** Paths a browser reaches by following a link, with no key (as on Supabase's gateway). */
const OPEN_PATHS = [/^\/auth\/v1\/(verify|callback|authorize)\b/, /^\/mailbox\b/];
/** APIs whose gateway route checks the key; storage and functions authorise by themselves. */
const KEYED_PATHS = [
  /^\/auth\/v1\//,
  /^\/rest\/v1\//,
  /^\/rest\/v1$/,
  /^\/graphql\/v1\b/,
  /^\/realtime\/v1\/api\//,
];

export function resolveRequestAuth(
  keys: ApiKeys,
  apikey: string | undefined,
  authorization: string | undefined,
): RequestAuth {
  const apikeyRole =
    apikey === keys.anonKey || apikey === keys.publishableKey
      ? 'anon'
      : apikey === keys.serviceRoleKey || apikey === keys.secretKey
        ? 'service_role'
        : undefined;
  const roleJwt =
    apikeyRole === 'anon' ? keys.anonKey : apikeyRole === 'service_role' ? keys.serviceRoleKey : undefined;
  const bearer =
    authorization && /^bearer\s+/i.test(authorization)
      ? authorization.replace(/^bearer\s+/i, '').trim()
      : undefined;
  let token: string | undefined;
  if (authorization && !(bearer?.startsWith('sb_') ?? false)) {
    // A user JWT or legacy key goes through untouched; a non-Bearer header is the service's to refuse.
    token = bearer ?? authorization;
  } else if (roleJwt) {
    token = roleJwt;
  } else if (apikey && !apikey.startsWith('sb_')) {
    token = apikey;
  }
  return { apikey, apikeyRole, token, hadAuthorizationHeader: authorization !== undefined };
}

/** Checks the project key where Supabase's gateway does, and swaps `sb_…` keys for role JWTs. */
export function apiKeyAuth(keys: ApiKeys): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const apikey = c.req.header('apikey') ?? c.req.query('apikey');
    const auth = resolveRequestAuth(keys, apikey, c.req.header('authorization'));
    c.set('auth', auth);
    const path = c.req.path;
    if (
      c.req.method !== 'OPTIONS' &&
      KEYED_PATHS.some((p) => p.test(path)) &&
      !OPEN_PATHS.some((p) => p.test(path))
    ) {
      if (!apikey) {
        return c.json(
          {
            message: 'No API key found in request',
            hint: 'No `apikey` request header or url param was found.',
          },
          401,
        );
      }
      if (!auth.apikeyRole) {
        return c.json(
          {
            message: 'Invalid API key',
            hint: 'Double check your Supabase `anon` or `service_role` API key.',
          },
          401,
        );
      }
    }
    await next();
  };
}
