// Types of dev.mjs, for the test that starts a backend as `pnpm dev` would.
export interface DevEnvironment {
  LOCAL_SUPABASE_SITE_URL: string;
  LOCAL_SUPABASE_PORT?: string;
  LOCAL_SUPABASE_DB_PORT?: string;
  WEB_PORT: string;
  WEB_HOST: string;
}

export function devEnvironment(
  config: { auth: { siteUrl: string } },
  ports: { port?: number; webPort?: number; dbPort?: number },
): DevEnvironment;
