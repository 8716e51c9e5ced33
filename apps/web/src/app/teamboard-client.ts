import { createTeamboardClient, type TeamboardClient } from '@teamboard/sdk';
import type { BackendConfig } from './backend-config';
import { earlyRequestFetch } from './early-request';
import { sessionStorageKey } from './first-load';

/**
 * The app's one SDK client. `/auth/callback` exchanges email-link codes
 * itself, so supabase-js must not race it by reading the URL on start. Its first
 * request for a board's data takes the answer the first-load script asked for.
 */
export function createAppClient(config: BackendConfig): TeamboardClient {
  return createTeamboardClient({
    url: config.url,
    key: config.key,
    options: {
      auth: { detectSessionInUrl: false, storageKey: sessionStorageKey(config) },
      global: { fetch: earlyRequestFetch((input, init) => fetch(input, init)) },
    },
  });
}
