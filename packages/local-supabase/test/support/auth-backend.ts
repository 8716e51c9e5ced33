import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import { startLocalSupabase, type LocalSupabase, type LocalSupabaseOptions } from '../../src/start';
import { createTestDatabase } from './test-database';

export const authFixtureDir = fileURLToPath(new URL('../fixtures/auth', import.meta.url));

export function startAuthBackend(
  config?: LocalSupabaseOptions['config'],
  options: Pick<LocalSupabaseOptions, 'clock' | 'dbUrl'> = {},
): Promise<LocalSupabase> {
  return startLocalSupabase({
    ...options,
    projectDir: authFixtureDir,
    dataDir: false,
    port: 0,
    dbPort: false,
    log: process.env.AUTH_TEST_LOG ? undefined : 'silent',
    config,
  });
}

/**
 * One auth backend for the calling `describe`, on PGlite or (with `server`) on its own database of
 * the test server named after `label`; read it with the returned function inside the tests.
 */
export function authBackendPerSuite(
  server: boolean,
  label: string,
  config: LocalSupabaseOptions['config'],
): () => LocalSupabase {
  let backend: LocalSupabase | undefined;
  let drop = async () => {};
  beforeAll(async () => {
    let dbUrl: string | undefined;
    if (server) {
      const db = await createTestDatabase(label);
      dbUrl = db.url;
      drop = () => db.drop();
    }
    backend = await startAuthBackend(config, dbUrl ? { dbUrl } : {});
  });
  afterAll(async () => {
    await backend?.stop();
    await drop();
  });
  return () => {
    if (!backend) throw new Error('the backend did not start');
    return backend;
  };
}

/** A storage object auth-js can keep the PKCE verifier in. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

export function client(
  backend: LocalSupabase,
  options: { pkce?: boolean; key?: string } = {},
): SupabaseClient {
  return createClient<unknown>(backend.apiUrl, options.key ?? backend.anonKey, {
    auth: {
      persistSession: !!options.pkce,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      ...(options.pkce ? { flowType: 'pkce' as const, storage: memoryStorage() } : {}),
    },
  });
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter++;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Follows an emailed link without a browser: the 303 target, parsed. */
export async function followLink(link: string): Promise<{ location: URL; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  if (response.status !== 303) throw new Error(`expected 303 from ${link}, got ${response.status}`);
  const location = new URL(response.headers.get('location')!);
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

export function verifyLink(mailLinks: string[]): string {
  const link = mailLinks.find((l) => l.includes('/auth/v1/verify'));
  if (!link) throw new Error('no verify link in the mail');
  return link;
}
