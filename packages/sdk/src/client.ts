import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import * as z from 'zod/mini';
import { apiTokenSchema } from './api-tokens/schemas';
import { TOKEN_USER_ID, tokenAccess } from './api-tokens/token-access';
import type { Database } from './database.types';
import { resilientFetch, type ResilienceOptions } from './transport/resilient-fetch';
import { validate } from './validate';

/** The supabase-js client typed with Teamboard's schema. */
export type TeamboardSupabaseClient = SupabaseClient<Database>;

/**
 * A connection to a Teamboard backend. Feature modules are plain functions
 * taking it as their first argument (`listBoards(client, workspaceId)`), so a
 * bundler drops every module a program does not call.
 */
export interface TeamboardClient {
  /** The underlying supabase-js client, for what the SDK does not cover yet. Errors from it are not mapped. */
  readonly supabase: TeamboardSupabaseClient;
}

export interface CreateTeamboardClientConfig {
  /** The project URL, e.g. `http://127.0.0.1:54321`. */
  readonly url: string;
  /** The anon / publishable key. Never ship the service-role key to a browser. */
  readonly key: string;
  readonly options?: SupabaseClientOptions<'public'>;
  /** Ends each HTTP request that has not answered after this many ms; it fails with `timeout`. */
  readonly timeoutMs?: number | undefined;
  /**
   * Opt-in: retries reads (GET, HEAD) that failed on the network or with
   * 502/503/504, `{}` for the defaults (2 retries after 250 ms and 1 s).
   * Writes are never retried: one that failed on the network may still have
   * been applied.
   */
  readonly retry?: ResilienceOptions['retry'];
  /**
   * An API token (`tbk_…`, from `createApiToken`) for a script or an app: the
   * client then acts as the token's person, within its workspace and scope.
   * It exchanges the token at the `api-token-session` edge function for an
   * hour's access token on its first request, and again before that expires.
   * A revoked or expired token fails every call with `forbidden` (reason
   * `token_revoked`, `token_expired` or `token_invalid`). `supabase.auth` is
   * not available on such a client: there is nobody to sign in.
   */
  readonly token?: string | undefined;
}

const configSchema = z.object({
  url: z.url({ protocol: /^https?$/, error: 'url must be an http(s) URL.' }),
  key: z.string().check(z.trim(), z.minLength(1, { error: 'key is required.' })),
  timeoutMs: z.optional(
    z
      .number()
      .check(
        z.int({ error: 'timeoutMs must be a whole number of ms.' }),
        z.gte(1, { error: 'timeoutMs must be at least 1 ms.' }),
      ),
  ),
  token: z.optional(apiTokenSchema),
  retry: z.optional(
    z.object({
      attempts: z.optional(
        z.number().check(z.int(), z.gte(0, { error: 'retry.attempts cannot be negative.' })),
      ),
      delaysMs: z.optional(
        z.array(z.number().check(z.gte(0, { error: 'Retry delays cannot be negative.' }))),
      ),
    }),
  ),
});

/**
 * Creates a client. Email links use the PKCE flow (the app's
 * `/auth/callback` exchanges the code), unlike supabase-js's implicit default.
 *
 * @example
 * const client = createTeamboardClient({
 *   url: 'http://127.0.0.1:54321',
 *   key: anonKey,
 *   timeoutMs: 10_000,
 *   retry: {}, // retry reads that failed on the network
 * });
 * // A script with an API token instead of a signed-in person:
 * const script = createTeamboardClient({ url, key: anonKey, token: process.env.TEAMBOARD_TOKEN });
 *
 * @category Client
 */
export function createTeamboardClient(config: CreateTeamboardClientConfig): TeamboardClient {
  const { url, key, timeoutMs, retry, token } = validate(configSchema, {
    url: config.url,
    key: config.key,
    token: config.token,
    timeoutMs: config.timeoutMs,
    retry:
      config.retry === undefined
        ? undefined
        : { attempts: config.retry.attempts, delaysMs: config.retry.delaysMs && [...config.retry.delaysMs] },
  });
  const options = config.options ?? {};
  const resilient = timeoutMs !== undefined || retry !== undefined;
  const base = options.global?.fetch ?? ((input, init) => fetch(input, init));
  const transport = resilient ? resilientFetch(base, { timeoutMs, retry }) : base;
  const access = token === undefined ? undefined : tokenAccess({ url, key, token, fetch: transport });
  const supabase = createClient<Database>(url, key, {
    ...options,
    auth: { flowType: 'pkce', ...options.auth },
    ...(resilient || access ? { global: { ...options.global, fetch: access?.fetch ?? transport } } : {}),
    ...(access ? { accessToken: access.accessToken } : {}),
  });
  if (access) Object.defineProperty(supabase, TOKEN_USER_ID, { value: access.userId });
  return fromSupabaseClient(supabase);
}

/**
 * Wraps a supabase-js client you already have (server code, tests, a custom auth storage).
 *
 * @category Client
 * @example
 * const supabase = createClient<Database>(url, anonKey, { auth: { storage: mySessionStorage } });
 * const client = fromSupabaseClient(supabase);
 */
export function fromSupabaseClient(supabase: TeamboardSupabaseClient): TeamboardClient {
  return Object.freeze({ supabase });
}
