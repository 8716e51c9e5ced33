import type { AuthSession } from '@teamboard/sdk';
import { useSession } from './use-session';

/** The session of screens under RequireSession, which renders them only when signed in. */
export function useSignedInSession(): AuthSession {
  const { state } = useSession();
  if (state.status !== 'signed-in') throw new Error('useSignedInSession needs <RequireSession> above it');
  return state.session;
}
