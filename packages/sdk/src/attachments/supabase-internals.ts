import type { TeamboardClient } from '../client';

type Fetch = typeof fetch;

/** The parts of a supabase-js client that resumable uploads need and supabase-js does not expose. */
export interface StorageTransport {
  /** supabase-js's own fetch: adds `apikey` and the user's current access token, and goes through `options.global.fetch`. */
  readonly fetch: Fetch;
  /** `<project>/storage/v1`, without a trailing slash. */
  readonly storageUrl: string;
}

interface SupabaseClientInternals {
  readonly fetch?: unknown;
  readonly storageUrl?: unknown;
}

/**
 * supabase-js 2.x keeps its authenticated fetch and the storage URL as
 * protected members. Reading them means TUS requests carry exactly the
 * headers (and go through exactly the custom fetch) that storage-js calls do,
 * so refreshing tokens, proxies and request counting behave the same. The
 * shape is checked so a future supabase-js that renames them fails loudly.
 */
export function storageTransport(client: TeamboardClient): StorageTransport {
  const internals = client.supabase as unknown as SupabaseClientInternals;
  const { fetch: authFetch, storageUrl } = internals;
  if (typeof authFetch !== 'function' || !(storageUrl instanceof URL)) {
    throw new Error('This version of @supabase/supabase-js does not expose fetch/storageUrl to the SDK.');
  }
  return { fetch: authFetch as Fetch, storageUrl: storageUrl.href.replace(/\/+$/, '') };
}
