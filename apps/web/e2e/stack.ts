import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalSupabase } from '@teamboard/local-supabase';
import {
  demoExternalProviders,
  generateSigningKey,
  startDemoIdentityProvider,
} from '@teamboard/local-supabase/testing';
import { build, preview } from 'vite';
import { serveSchedulerClock } from './scheduler-clock-server';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const distRoot = fileURLToPath(new URL('../node_modules/.e2e-dist', import.meta.url));
const HOST = '127.0.0.1';
/**
 * The app's origin names the same machine differently from the API's (`localhost` against the
 * backend's `127.0.0.1`, on ports of their own, never 54321 or 5173), as any deployment serves
 * them from two origins: nothing may work only because the two happen to share one.
 */
const WEB_HOSTNAME = 'localhost';

/** What tests and scripts need to reach a running stack. */
export interface Stack {
  webUrl: string;
  /** The folder of the production build the app is served from. */
  webDist: string;
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The backend's captured emails: `GET <mailboxUrl>/api/messages?to=<email>` with the service-role key, newest first. */
  mailboxUrl: string;
  /** The demo identity provider every `[auth.external.*]` points at, as under `pnpm dev`. */
  idpUrl: string;
  /** How the backend signs access tokens: HS256 with the JWT secret, or an asymmetric signing key. */
  tokenAlg: TokenAlg;
  /** Where a test moves the database scheduler's clock on (see `serveSchedulerClock`). */
  schedulerClockUrl: string;
  stop(): Promise<void>;
}

/** HS256 is the CLI's default; ES256 and RS256 are the signing keys hosted projects move to. */
export type TokenAlg = 'HS256' | 'ES256' | 'RS256';
const TOKEN_ALGS: readonly TokenAlg[] = ['HS256', 'ES256', 'RS256'];

/** `E2E_TOKEN_ALG=ES256` (or RS256) runs the whole suite on asymmetric signing keys. */
export function tokenAlgFromEnv(value = process.env.E2E_TOKEN_ALG): TokenAlg {
  if (value === undefined || value === '') return 'HS256';
  const alg = TOKEN_ALGS.find((known) => known === value);
  if (!alg) throw new Error(`E2E_TOKEN_ALG must be one of ${TOKEN_ALGS.join(', ')}, not "${value}"`);
  return alg;
}

export interface StackOptions {
  /** Where the production build goes; by default a folder of this run's own, removed on stop. */
  outDir?: string;
  /** HS256 unless told; an asymmetric choice gives the backend one signing key of that kind. */
  tokenAlg?: TokenAlg;
}

/** A port free right now, so the app's origin is known before the backend starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface AppBuild {
  outDir: string;
  /** The backend the build talks to. */
  apiUrl: string;
  anonKey: string;
  /** The build's name (vite.config.ts); a new one each time unless given. */
  buildId?: string;
}

/** A production build of the app into `outDir` (emptied first), as a deployment makes it. */
export async function buildApp({ outDir, apiUrl, anonKey, buildId }: AppBuild): Promise<void> {
  process.env.VITE_SUPABASE_URL = apiUrl;
  process.env.VITE_SUPABASE_ANON_KEY = anonKey;
  const previous = { id: process.env.TEAMBOARD_BUILD_ID, nodeEnv: process.env.NODE_ENV };
  if (buildId !== undefined) process.env.TEAMBOARD_BUILD_ID = buildId;
  // Vitest runs with NODE_ENV=test, and Vite keeps a NODE_ENV it finds: the build would bundle
  // React's development code (its checks, warnings and owner stacks), which no deployment serves
  // and which made every page of the e2e run do more work than a user's.
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webRoot,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    restoreEnv('TEAMBOARD_BUILD_ID', previous.id);
    restoreEnv('NODE_ENV', previous.nodeEnv);
  }
}

function restoreEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

/** Where the app is served on `port`. */
export const appOrigin = (port: number) => `http://${WEB_HOSTNAME}:${String(port)}`;

/**
 * Serves a build's folder on `port` (at {@link appOrigin}) as a static host does. Each request reads
 * the folder afresh, so files replaced in it (a deployment) are what the next request gets.
 */
export async function serveApp(outDir: string, port: number): Promise<{ close(): Promise<void> }> {
  const server = await preview({
    root: webRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: HOST, port, strictPort: true },
  });
  return { close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())) };
}

/**
 * The local backend on the real migrations and seed, in memory, and a
 * production build of the app pointed at it, served by vite preview on
 * another origin. Configured as `pnpm dev --port --web-port` configures
 * them: the site URL is the app's origin (`--site-url`); the notification
 * job finds this backend through the Vault secret it writes at start.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const port = await freePort();
  // Per run: two runs at once (tests and screenshots, or two engineers) must not wipe each other's build.
  const outDir = options.outDir ?? join(distRoot, String(port));
  const webUrl = appOrigin(port);
  const tokenAlg = options.tokenAlg ?? 'HS256';
  const signingKeys = tokenAlg === 'HS256' ? [] : [await generateSigningKey(tokenAlg)];
  const idp = await startDemoIdentityProvider();
  const backend = await startLocalSupabase({
    projectDir: repoRoot,
    dataDir: false,
    port: 0,
    dbPort: false,
    log: 'silent',
    signingKeys,
    // Email links must come back to this app: its origin is the site URL, as `--site-url` sets it.
    config: {
      auth: { siteUrl: webUrl, email: { enableConfirmations: true }, external: demoExternalProviders(idp) },
    },
  }).catch(async (error: unknown) => {
    await idp.stop();
    throw error;
  });
  try {
    await buildApp({ outDir, apiUrl: backend.apiUrl, anonKey: backend.anonKey });
    const server = await serveApp(outDir, port);
    const schedulerClock = await serveSchedulerClock(backend.db);
    return {
      webUrl,
      webDist: outDir,
      apiUrl: backend.apiUrl,
      anonKey: backend.anonKey,
      serviceRoleKey: backend.serviceRoleKey,
      mailboxUrl: backend.mailboxUrl,
      idpUrl: idp.url,
      tokenAlg,
      schedulerClockUrl: schedulerClock.url,
      stop: async () => {
        await schedulerClock.close();
        await server.close();
        await backend.stop();
        await idp.stop();
        if (options.outDir === undefined) await rm(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await backend.stop();
    await idp.stop();
    throw error;
  }
}
