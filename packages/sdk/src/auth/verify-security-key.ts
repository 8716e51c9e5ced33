import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { securityKeyInput, type SecurityKeyInput } from '../schemas/two-factor';
import { validate } from '../validate';
import { pageRelyingParty, securityKeyRound } from './security-key-ceremony';
import { toAuthSession, type AuthSession } from './types';

/**
 * Signs in the second step with a security key, in the browser: the browser
 * asks the user to touch the key added with {@link addSecurityKey}, Auth
 * checks its signature, and the session becomes `aal2` (the session listeners
 * hear `TOKEN_REFRESHED` with it).
 *
 * @throws `validation` before any request for a malformed factor id;
 *   `forbidden` (reason `webauthn_unsupported`) where the page cannot use
 *   security keys, before any request; `validation` (reason
 *   `webauthn_not_allowed`) when the user cancelled or the key did not answer
 *   (the user may try again), (reason `webauthn_refused`) when the answer came
 *   from another key; `not-found` for a factor that is not the user's;
 *   `forbidden` when security keys are turned off on the server;
 *   `auth/rate-limited`; `auth/session-expired`; `network`.
 *
 * @category Auth
 * @example
 * const key = (await listTwoFactorMethods(client)).find((m) => m.kind === 'webauthn' && m.status === 'verified');
 * if (key) await verifySecurityKey(client, { factorId: key.id });
 */
export async function verifySecurityKey(
  client: TeamboardClient,
  input: SecurityKeyInput,
  options: CallOptions = {},
): Promise<AuthSession> {
  return withCall(
    client,
    options,
    async ({ client, signal }) => {
      const { factorId } = validate(securityKeyInput, input);
      await securityKeyRound(client, pageRelyingParty(), factorId, signal);
      // The verify answer was stored as the session; read it back whole (user and factors included).
      const { session } = await run(() => client.supabase.auth.getSession());
      if (session === null) throw new Error('no session after a verified security key');
      return toAuthSession(session);
    },
    { race: true },
  );
}
