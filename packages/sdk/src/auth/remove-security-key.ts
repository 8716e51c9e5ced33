import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { securityKeyInput, type SecurityKeyInput } from '../schemas/two-factor';
import { validate } from '../validate';
import { pageRelyingParty, securityKeyRound } from './security-key-ceremony';

/**
 * Removes a security key after the user touched it once more, so only
 * someone holding the key can take it off the account (as removing an
 * authenticator app needs a current code). The server takes sessions raised
 * by this key back to `aal1`; this session is refreshed so its `assurance`
 * says so at once. A lost key is removed by a workspace owner's reset.
 *
 * @throws `validation` before any request for a malformed factor id;
 *   `forbidden` (reason `webauthn_unsupported`) where the page cannot use
 *   security keys; `validation` (reason `webauthn_not_allowed`) when the user
 *   cancelled or the key did not answer, (reason `webauthn_refused`) when
 *   another key answered; `not-found` for a factor that is not the user's;
 *   `auth/session-expired`; `network`.
 *
 * @category Auth
 * @example
 * await removeSecurityKey(client, { factorId: key.id });
 */
export async function removeSecurityKey(
  client: TeamboardClient,
  input: SecurityKeyInput,
  options: CallOptions = {},
): Promise<void> {
  return withCall(
    client,
    options,
    async ({ client, signal }) => {
      const { factorId } = validate(securityKeyInput, input);
      await securityKeyRound(client, pageRelyingParty(), factorId, signal);
      signal?.throwIfAborted();
      const auth = client.supabase.auth;
      await run(() => auth.mfa.unenroll({ factorId }));
      await run(() => auth.refreshSession());
    },
    { race: true },
  );
}
