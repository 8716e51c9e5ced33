import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startLocalSupabase } from '@teamboard/local-supabase';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const outDir = fileURLToPath(new URL('../node_modules/.e2e-dist', import.meta.url));
const HOST = '127.0.0.1';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    anonKey: string;
    serviceRoleKey: string;
    /** The backend's captured emails: `GET <mailboxUrl>/api/messages?to=<email>`, newest first. */
    mailboxUrl: string;
  }
}

/** A port free right now, so the app's origin is known before the backend starts. */
function freePort(): Promise<number> {
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

/**
 * One stack for the whole end-to-end run: the local backend on the real
 * migrations and seed, and a production build of the app pointed at it.
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const webUrl = `http://${HOST}:${String(port)}`;
  const backend = await startLocalSupabase({
    projectDir: repoRoot,
    dataDir: false,
    port: 0,
    dbPort: false,
    log: 'silent',
    // Email links must come back to this app, not to the dev server config.toml names.
    config: {
      auth: {
        siteUrl: webUrl,
        additionalRedirectUrls: [`${webUrl}/**`],
        email: { enableConfirmations: true },
      },
    },
  });
  process.env.VITE_SUPABASE_URL = backend.apiUrl;
  process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
  await build({ root: webRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    root: webRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: HOST, port, strictPort: true },
  });

  project.provide('webUrl', webUrl);
  project.provide('apiUrl', backend.apiUrl);
  project.provide('anonKey', backend.anonKey);
  project.provide('serviceRoleKey', backend.serviceRoleKey);
  project.provide('mailboxUrl', backend.mailboxUrl);

  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await backend.stop();
  };
}
