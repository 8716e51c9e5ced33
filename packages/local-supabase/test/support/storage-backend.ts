import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { signJwt } from '../../src/keys/jwt';
import type { LocalSupabase } from '../../src/start';
import { startSuiteBackend } from './test-database';

export type StorageClient = ReturnType<typeof createClient>;

const projectDir = join(import.meta.dirname, '../fixtures/storage');
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } };

/** A backend on the storage fixture (policies: each user owns the folder named after their id). */
export interface StorageTestBackend {
  backend: LocalSupabase;
  admin: StorageClient;
  anon: StorageClient;
  /** A client signed in as `sub` through a token signed with the project secret. */
  user(sub: string): Promise<StorageClient>;
  stop(): Promise<void>;
}

export async function startStorageBackend(server: boolean, dbPrefix: string): Promise<StorageTestBackend> {
  const { backend, stop } = await startSuiteBackend(projectDir, server, dbPrefix);
  return {
    backend,
    admin: createClient(backend.apiUrl, backend.secretKey, clientOptions),
    anon: createClient(backend.apiUrl, backend.publishableKey, clientOptions),
    async user(sub) {
      const exp = Math.floor(Date.now() / 1000) + 3600;
      const token = await signJwt(
        { sub, role: 'authenticated', aud: 'authenticated', exp },
        backend.jwtSecret,
      );
      return createClient(backend.apiUrl, backend.anonKey, {
        ...clientOptions,
        accessToken: () => Promise.resolve(token),
      });
    },
    stop,
  };
}
