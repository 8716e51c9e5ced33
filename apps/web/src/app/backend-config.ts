import type { AppEnv } from '@/shared/env';

/** Where the app finds its backend: a URL and a public (anon or publishable) key. */
export interface BackendConfig {
  url: string;
  key: string;
}

/** Served by the dev server (see vite.config.ts) from the running local backend's status file. */
export const LOCAL_BACKEND_CONFIG_PATH = '/__teamboard/local-backend.json';

export class BackendConfigError extends Error {
  override name = 'BackendConfigError';
}

/** The part of the build's variables that says where the backend is. */
export type BackendEnv = Partial<Pick<AppEnv, 'supabaseUrl' | 'supabaseKey'>> & Pick<AppEnv, 'dev'>;

/** The backend a build names, without trailing slashes, or none; a URL that is not one throws. */
export function configuredBackend({
  supabaseUrl: url,
  supabaseKey: key,
}: Partial<Pick<AppEnv, 'supabaseUrl' | 'supabaseKey'>>): BackendConfig | undefined {
  if (!url || !key) return undefined;
  try {
    new URL(url);
  } catch {
    throw new BackendConfigError(`VITE_SUPABASE_URL is not a URL: ${url}`);
  }
  return { url: url.replace(/\/+$/, ''), key };
}

/**
 * Build-time variables win; in development without them, the app asks the dev
 * server for the local backend started by `pnpm dev`.
 */
export async function resolveBackendConfig(
  env: BackendEnv,
  fetchLocal: (path: string) => Promise<Response> = (path) => fetch(path),
): Promise<BackendConfig> {
  const configured = configuredBackend(env);
  if (configured) return configured;
  if (!env.dev) {
    throw new BackendConfigError(
      'This build has no backend configured (VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY).',
    );
  }
  const res = await fetchLocal(LOCAL_BACKEND_CONFIG_PATH).catch(() => undefined);
  if (!res?.ok) {
    throw new BackendConfigError('The local backend is not running. Start it with `pnpm dev`.');
  }
  const body = (await res.json()) as Partial<BackendConfig>;
  if (typeof body.url !== 'string' || typeof body.key !== 'string') {
    throw new BackendConfigError('The local backend answered with an unexpected configuration.');
  }
  return { url: body.url, key: body.key };
}
