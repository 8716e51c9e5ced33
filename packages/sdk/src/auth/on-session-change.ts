import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { TeamboardClient } from '../client';
import { toAuthSession, type AuthSession } from './types';

/** The session events of PRODUCT.md §4, in the order an app meets them. */
export const SESSION_EVENTS = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'SIGNED_OUT',
] as const;

export type SessionEventType = (typeof SESSION_EVENTS)[number];

/**
 * One event with the session it leaves behind. The union lets a `switch`
 * narrow: `SIGNED_OUT` never has a session, the events that sign in always do.
 */
export type SessionEvent =
  | { readonly type: 'INITIAL_SESSION'; readonly session: AuthSession | undefined }
  | { readonly type: 'SIGNED_IN'; readonly session: AuthSession }
  | { readonly type: 'TOKEN_REFRESHED'; readonly session: AuthSession }
  | { readonly type: 'USER_UPDATED'; readonly session: AuthSession }
  | { readonly type: 'PASSWORD_RECOVERY'; readonly session: AuthSession }
  | { readonly type: 'SIGNED_OUT'; readonly session: undefined };

export type SessionEventHandler = (event: SessionEvent) => void;

function toSessionEvent(event: AuthChangeEvent, session: Session | null): SessionEvent | undefined {
  const mapped = session === null ? undefined : toAuthSession(session);
  switch (event) {
    case 'INITIAL_SESSION':
      return { type: event, session: mapped };
    case 'SIGNED_OUT':
      return { type: event, session: undefined };
    case 'MFA_CHALLENGE_VERIFIED':
      // A verified second factor replaces the tokens with aal2 ones for the same user:
      // to an app that is a refresh (realtime takes the new token, the session shows aal2).
      return mapped === undefined ? undefined : { type: 'TOKEN_REFRESHED', session: mapped };
    case 'SIGNED_IN':
    case 'TOKEN_REFRESHED':
    case 'USER_UPDATED':
    case 'PASSWORD_RECOVERY':
      // These carry a session by contract; one without is not worth reporting.
      return mapped === undefined ? undefined : { type: event, session: mapped };
    default:
      // Phone and WebAuthn events do not concern an app with authenticator codes only.
      return undefined;
  }
}

/**
 * Calls `handler` for every session event, starting with `INITIAL_SESSION`
 * once the stored session is restored. In a browser, sign-in and sign-out in
 * other tabs arrive here too (supabase-js relays them over a BroadcastChannel).
 * Returns the function that stops listening.
 *
 * The handler runs inside supabase-js's auth lock: it must not await other
 * auth calls, or they wait for it. Schedule such work (`queueMicrotask`, a
 * state update) instead.
 *
 * @category Auth
 * @example
 * const stop = onSessionChange(client, (event) => console.log(event.type));
 */
export function onSessionChange(client: TeamboardClient, handler: SessionEventHandler): () => void {
  const {
    data: { subscription },
  } = client.supabase.auth.onAuthStateChange((event, session) => {
    const mapped = toSessionEvent(event, session);
    if (mapped !== undefined) handler(mapped);
  });
  return () => subscription.unsubscribe();
}
