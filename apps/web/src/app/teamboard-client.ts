import { createTeamboardClient, type TeamboardClient } from '@teamboard/sdk';
import type { BackendConfig } from './backend-config';
import { sessionStorageKey } from './first-load';

/**
 * The app's one SDK client. `/auth/callback` exchanges email-link codes
 * itself, so supabase-js must not race it by reading the URL on start.
 */
export function createAppClient(config: BackendConfig): TeamboardClient {
  return createTeamboardClient({
    url: config.url,
    key: config.key,
    options: { auth: { detectSessionInUrl: false, storageKey: sessionStorageKey(config) } },
  });
}
