import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { verifyTotpInput, type VerifyTotpInput } from '../schemas/two-factor';
import { validate } from '../validate';
import { toAuthSession, type AuthSession } from './types';

/**
 * Checks a code from the authenticator app against a fresh challenge of the
 * factor: confirms a new enrollment, or completes sign-in. The session
 * becomes `aal2` (its `assurance.current`); the session listeners hear
 * `TOKEN_REFRESHED` with it.
 *
 * @throws `validation` before any request for a malformed code or factor id;
 *   `validation` with reason `mfa_verification_failed` for a wrong code (the
 *   user may try again), `mfa_challenge_expired` when too slow; `not-found`
 *   for a factor that is not the user's; `forbidden` when two-factor sign-in
 *   is turned off; `auth/rate-limited`; `auth/session-expired`; `network`.
 *
 * @category Auth
 * @example
 * const session = await verifyTotp(client, { factorId, code: '123456' });
 */
export async function verifyTotp(
  client: TeamboardClient,
  input: VerifyTotpInput,
  options: CallOptions = {},
): Promise<AuthSession> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      const { factorId, code } = validate(verifyTotpInput, input);
      const auth = client.supabase.auth;
      await run(() => auth.mfa.challengeAndVerify({ factorId, code }));
      // The verify answer was stored as the session; read it back whole (user and factors included).
      const { session } = await run(() => auth.getSession());
      if (session === null) throw new Error('no session after a verified code');
      return toAuthSession(session);
    },
    { race: true },
  );
}
