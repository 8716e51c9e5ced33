import type { BackendConfig } from './backend-config';

/**
 * What decides a page's first load: whether anyone may be signed in, and which screens show,
 * for nobody signed in, without the data services (their form asks for them once on screen).
 * Read by the app (`App.tsx`) and by the build's preload of the first screen's files (`build/first-load-preload.ts`).
 */
export const SIGNED_OUT_FIRST_SCREENS: readonly string[] = ['/sign-in'];

/**
 * Where supabase-js keeps this backend's session in `localStorage`: the key it would choose
 * itself (`sb-<first label of the host>-auth-token`), named here so the app can tell, before
 * supabase-js has loaded, whether anyone may be signed in.
 */
export function sessionStorageKey(config: BackendConfig): string {
  return `sb-${new URL(config.url).hostname.split('.')[0] ?? ''}-auth-token`;
}

/**
 * Whether a session may be stored (it may still have expired or been revoked: supabase-js
 * decides). Without one, nobody is signed in, and `/sign-in` needs no more code to show its form.
 */
export function sessionMayBeStored(config: BackendConfig, storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(sessionStorageKey(config)) !== null;
  } catch {
    // Storage refused (a privacy mode): let supabase-js find out.
    return true;
  }
}

/**
 * Where the first-load script leaves the board data it asked for before the app had loaded
 * (`build/first-load-preload.ts`), for the app's client to answer its own request with
 * (`src/app/early-request.ts`).
 */
export const EARLY_REQUEST_GLOBAL = '__teamboardEarlyRequest';

/**
 * How close to its expiry a stored session's token is no longer used early: supabase-js refreshes
 * such a token before its first request (its `EXPIRY_MARGIN_MS`), so an answer for the old one
 * would go unused.
 */
export const EARLY_REQUEST_TOKEN_MARGIN_MS = 90_000;
