import type { AuthSession } from '@teamboard/sdk';

/** Signed in with the password only, while the account has an authenticator: ask for its code first. */
export function needsSecondFactor(session: AuthSession): boolean {
  return session.assurance.current === 'aal1' && session.assurance.next === 'aal2';
}
