/** Read by Deno to reach and trust a registry, and to find its cache. */
const WORKER_NETWORK_ENV = [
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'NODE_EXTRA_CA_CERTS',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'DENO_DIR',
  'XDG_CACHE_HOME',
  'NPM_CONFIG_REGISTRY',
] as const;

/**
 * Every environment variable the backend reads, in one place, typed. Read on each call rather
 * than once at import, so a test or `pnpm dev` that sets one before starting a backend is heard.
 */
export const backendEnv = {
  /** bcrypt's cost for new passwords; tests lower it (4 is bcrypt's least) to hash quickly. */
  bcryptCost(): number {
    const cost = Number(process.env.LOCAL_SUPABASE_BCRYPT_COST ?? '10');
    return Number.isInteger(cost) && cost >= 4 ? cost : 10;
  },
  /** A PostgreSQL server to use instead of embedded PGlite. */
  databaseUrl: (): string | undefined => process.env.DATABASE_URL || undefined,
  /** The PostgreSQL server the suites also run against; CI always sets it (see .ci/run). */
  testDatabaseUrl: (): string | undefined => process.env.TEST_DATABASE_URL || undefined,
  /** Set by CI, where a test variant that cannot run must fail instead of skipping. */
  inCi: (): boolean => process.env.CI === 'true',
  /** `pnpm dev` passes ports and the site URL through turbo, which hands scripts environment, not arguments. */
  cliDefaults: () => ({
    port: process.env.LOCAL_SUPABASE_PORT,
    dbPort: process.env.LOCAL_SUPABASE_DB_PORT,
    siteUrl: process.env.LOCAL_SUPABASE_SITE_URL,
  }),
  /** The user's cache folder, as the XDG spec names it. */
  cacheHome: (): string | undefined => process.env.XDG_CACHE_HOME || undefined,
  /**
   * What a function worker needs of this process's environment to find and run Deno, and to fetch
   * a function's `npm:` imports on first use as this process would: through the same proxy,
   * trusting the same extra certificates (a proxy that re-signs TLS), into the same cache.
   */
  workerBase: (): Record<string, string> => {
    const base: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
    for (const name of WORKER_NETWORK_ENV) {
      const value = process.env[name];
      if (value) base[name] = value;
    }
    return base;
  },
  /**
   * Any variable by name, for what `config.toml` refers to with `env(NAME)` (secrets, provider
   * keys): those names are the project's, not the backend's.
   */
  named: (name: string): string | undefined => process.env[name],
  /** The whole environment, for `[db.vault]` values that name variables. */
  all: (): NodeJS.ProcessEnv => process.env,
} as const;
