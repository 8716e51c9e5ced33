import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { SignJWT } from 'jose';

/** Claims a test adds to the token, such as the session's assurance level. */
export interface ExtraClaims {
  aal?: 'aal1' | 'aal2';
  /** The Auth session the token belongs to: an API token's session, once attached to it. */
  session_id?: string;
}

/** An access token as Supabase Auth would issue it for this user. */
export async function accessToken(
  backend: LocalSupabase,
  userId: string,
  claims: ExtraClaims = {},
): Promise<string> {
  return new SignJWT({ ...claims, sub: userId, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(backend.jwtSecret));
}

/** The real supabase-js, signed in as `userId`, or anonymous without one. */
export async function clientFor(
  backend: LocalSupabase,
  userId?: string,
  claims: ExtraClaims = {},
): Promise<SupabaseClient> {
  if (!userId) {
    return createClient(backend.apiUrl, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
  }
  const token = await accessToken(backend, userId, claims);
  return createClient(backend.apiUrl, backend.anonKey, { accessToken: () => Promise.resolve(token) });
}
