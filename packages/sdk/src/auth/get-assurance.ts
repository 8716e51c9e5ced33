import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import type { Assurance } from './assurance';

/**
 * The stored session's two-factor state (supabase-js's
 * `getAuthenticatorAssuranceLevel`): when `current` is `aal1` and `next` is
 * `aal2`, ask for the authenticator code before letting the user in.
 * `undefined` when signed out. The same value is on every
 * `AuthSession` as `assurance`.
 *
 * @throws `auth/session-expired` when a needed refresh was refused; `network`.
 *
 * @category Auth
 * @example
 * const assurance = await getAssurance(client);
 * if (assurance?.current === 'aal1' && assurance.next === 'aal2') askForCode();
 */
export async function getAssurance(
  client: TeamboardClient,
  options: CallOptions = {},
): Promise<Assurance | undefined> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      const level = await run(() => client.supabase.auth.mfa.getAuthenticatorAssuranceLevel());
      if (level.currentLevel === null || level.nextLevel === null) return undefined;
      return {
        current: level.currentLevel === 'aal2' ? 'aal2' : 'aal1',
        next: level.nextLevel === 'aal2' ? 'aal2' : 'aal1',
      };
    },
    { race: true },
  );
}
