import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../keys/jwt';

export const FIXTURE_DIR = fileURLToPath(new URL('../../test/fixtures/realtime', import.meta.url));

export interface TestUser {
  id: string;
  token: string;
}

export async function mintUser(jwtSecret: string, ttlSeconds = 3600, id = randomUUID()): Promise<TestUser> {
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  const token = await signJwt({ sub: id, role: 'authenticated', aud: 'authenticated', exp }, jwtSecret);
  return { id, token };
}

/** A supabase-js client acting as `user` (or as the key's role when none). */
export function clientFor(
  backend: { apiUrl: string; anonKey: string },
  user?: TestUser,
  realtime: Record<string, unknown> = {},
): SupabaseClient {
  return createClient<Record<string, never>>(backend.apiUrl, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    ...(user ? { accessToken: () => Promise.resolve(user.token) } : {}),
    realtime,
  });
}

export async function waitFor<T>(probe: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Subscribes and resolves with the first terminal status and error. supabase-js
 * fetches the `accessToken` asynchronously after createClient; a channel that
 * joins before that joins with the anon key (a client race, same on hosted
 * Supabase), so the token is settled first.
 */
export async function subscribed(
  channel: ReturnType<SupabaseClient['channel']>,
): Promise<{ status: string; error?: Error }> {
  await channel.socket.setAuth();
  return new Promise((resolve) => {
    channel.subscribe((status: string, error?: Error) => resolve({ status, ...(error ? { error } : {}) }));
  });
}
