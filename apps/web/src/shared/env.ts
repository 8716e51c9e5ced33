import { backendVariables } from './backend-variables';

/**
 * Every variable the app reads from its build, in one place. Vite replaces `import.meta.env`
 * when it builds, so nothing here is read at run time.
 */
export const appEnv = {
  /** Set per build by vite.config.ts: a local copy written by another build is never read. */
  buildId: (import.meta.env.VITE_BUILD_ID as string | undefined) ?? 'unbuilt',
  /** True in a production build, which ships the service worker (build/installable-app.ts). */
  serviceWorker: import.meta.env.VITE_SERVICE_WORKER === true,
  /** Where the app is served from, with its trailing slash. */
  baseUrl: import.meta.env.BASE_URL,
  /** A development server, where the backend may come from `pnpm dev` instead of the build. */
  dev: import.meta.env.DEV,
  /** The backend this build is for (`supabaseUrl`, `supabaseKey`). */
  ...backendVariables(import.meta.env),
} as const;

export type AppEnv = typeof appEnv;
