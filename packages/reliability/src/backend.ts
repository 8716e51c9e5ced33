import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase, type LocalSupabaseOptions } from '@teamboard/local-supabase';
import { SignJWT } from 'jose';
import { harnessEnv } from './env';

/**
 * The project under test: the repository's own `supabase/` folder, unless
 * RELIABILITY_PROJECT_DIR names another (the harness's own test points it at
 * a deliberately broken copy to prove the checks fail).
 */
export const projectDir =
  harnessEnv.projectDir ?? fileURLToPath(new URL('../../..', import.meta.url));

/** The Teamboard backend on 127.0.0.1, in memory, every migration applied, no seed. */
export function startBackend(options: Partial<LocalSupabaseOptions> = {}): Promise<LocalSupabase> {
  return startLocalSupabase({
    projectDir,
    dataDir: false,
    port: 0,
    dbPort: false,
    log: 'silent',
    seed: false,
    ...options,
  });
}

/** An access token as Supabase Auth would issue it for this user. */
export function accessToken(jwtSecret: string, userId: string, expiresIn = '2h'): Promise<string> {
  return new SignJWT({ sub: userId, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(jwtSecret));
}

/** The real supabase-js, signed in with `token`, or anonymous without one. */
export function clientWith(backend: { apiUrl: string; anonKey: string }, token?: string) {
  return createClient(backend.apiUrl, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    ...(token ? { accessToken: () => Promise.resolve(token) } : {}),
  });
}
