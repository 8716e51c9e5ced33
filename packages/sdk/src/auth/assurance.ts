import type { Session } from '@supabase/supabase-js';

/** Authenticator assurance level: `aal1` after a password or link, `aal2` once a second factor was verified. */
export type AssuranceLevel = 'aal1' | 'aal2';

/**
 * Where a session stands: `current` is the level its access token carries,
 * `next` the level the user can reach (`aal2` once they have a verified
 * factor). `current` below `next` means the app must ask for the second
 * factor before letting the user in.
 */
export interface Assurance {
  readonly current: AssuranceLevel;
  readonly next: AssuranceLevel;
}

/** The access token's payload; unverified, so only for deciding what to show (the server checks the signature). */
function tokenClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (payload === undefined) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const parsed: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The session's assurance, read as supabase-js's `getAuthenticatorAssuranceLevel` reads it, without its lock. */
export function assuranceOf(session: Pick<Session, 'access_token' | 'user'>): Assurance {
  const current: AssuranceLevel = tokenClaims(session.access_token)['aal'] === 'aal2' ? 'aal2' : 'aal1';
  const verified = (session.user.factors ?? []).some((factor) => factor.status === 'verified');
  return { current, next: verified ? 'aal2' : 'aal1' };
}
