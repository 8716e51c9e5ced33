import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import * as z from 'zod/mini';
import type { Database } from './database.types';
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
}

const configSchema = z.object({
  url: z.url({ protocol: /^https?$/, error: 'url must be an http(s) URL.' }),
  key: z.string().check(z.trim(), z.minLength(1, { error: 'key is required.' })),
});

/**
 * Creates a client. Email links use the PKCE flow (the app's
 * `/auth/callback` exchanges the code), unlike supabase-js's implicit default.
 */
export function createTeamboardClient(config: CreateTeamboardClientConfig): TeamboardClient {
  const { url, key } = validate(configSchema, { url: config.url, key: config.key });
  const options = config.options ?? {};
  const supabase = createClient<Database>(url, key, {
    ...options,
    auth: { flowType: 'pkce', ...options.auth },
  });
  return fromSupabaseClient(supabase);
}

/** Wraps a supabase-js client you already have (server code, tests, a custom auth storage). */
export function fromSupabaseClient(supabase: TeamboardSupabaseClient): TeamboardClient {
  return Object.freeze({ supabase });
}
