import { fileURLToPath } from 'node:url';
import { startLocalSupabase } from '@teamboard/local-supabase';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const outDir = fileURLToPath(new URL('../node_modules/.e2e-dist', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    anonKey: string;
    serviceRoleKey: string;
  }
}

/**
 * One stack for the whole end-to-end run: the local backend on the real
 * migrations and seed, and a production build of the app pointed at it.
 */
export default async function setup(project: TestProject) {
  const backend = await startLocalSupabase({
    projectDir: repoRoot,
    dataDir: false,
    port: 0,
    dbPort: false,
    log: 'silent',
  });
  process.env.VITE_SUPABASE_URL = backend.apiUrl;
  process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
  await build({ root: webRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    root: webRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, strictPort: false },
  });
  const webUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!webUrl) throw new Error('vite preview did not report its URL');

  project.provide('webUrl', webUrl);
  project.provide('apiUrl', backend.apiUrl);
  project.provide('anonKey', backend.anonKey);
  project.provide('serviceRoleKey', backend.serviceRoleKey);

  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await backend.stop();
  };
}
