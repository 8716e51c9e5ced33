import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { addSecurityKeyInput, type AddSecurityKeyInput } from '../schemas/two-factor';
import { validate } from '../validate';
import { pageRelyingParty, securityKeyRound } from './security-key-ceremony';
import { toAuthSession, type AuthSession } from './types';

/**
 * Adds a security key (WebAuthn) as a second factor, in the browser: the
 * browser asks the user to touch the key, Auth registers it, and the session
 * becomes `aal2`. From then on signing in with the password asks for a second
 * factor, which the key answers ({@link verifySecurityKey}). An earlier
 * registration that never finished is dropped first; one that fails here is
 * dropped too, so trying again with the same name works.
 *
 * @throws `validation` before any request for a missing name; `forbidden`
 *   (reason `webauthn_unsupported`) where the page cannot use security keys,
 *   before any request; `forbidden` when security keys are turned off on the
 *   server, or (reason `insufficient_aal`) when a verified factor exists and
 *   this session has not used it; `validation` (reason `webauthn_not_allowed`)
 *   when the user cancelled or the key did not answer, (reason
 *   `webauthn_refused`) when Auth did not accept the key's answer; `conflict`
 *   (reason `webauthn_already_registered`) when this key is already added,
 *   (reason `mfa_factor_name_conflict`) when another factor has this name;
 *   `limit-reached` with too many factors; `auth/session-expired`; `network`.
 *
 * @category Auth
 * @example
 * const session = await addSecurityKey(client, { friendlyName: 'Blue key' });
 */
export async function addSecurityKey(
  client: TeamboardClient,
  input: AddSecurityKeyInput,
  options: CallOptions = {},
): Promise<AuthSession> {
  return withCall(
    client,
    options,
    async ({ client, signal }) => {
      const { friendlyName } = validate(addSecurityKeyInput, input);
      const rp = pageRelyingParty();
      const auth = client.supabase.auth;
      const mfa = auth.mfa;
      const { all } = await run(() => mfa.listFactors());
      for (const stale of all.filter((f) => f.factor_type === 'webauthn' && f.status !== 'verified')) {
        signal?.throwIfAborted();
        await run(() => mfa.unenroll({ factorId: stale.id }));
      }
      signal?.throwIfAborted();
      const factor = await run(() => mfa.enroll({ factorType: 'webauthn', friendlyName }));
      try {
        await securityKeyRound(client, rp, factor.id, signal, friendlyName);
      } catch (error) {
        // Left behind, the half-added key would hold its name until the next attempt cleared it.
        await mfa.unenroll({ factorId: factor.id });
        throw error;
      }
      const { session } = await run(() => auth.getSession());
      if (session === null) throw new Error('no session after a registered security key');
      return toAuthSession(session);
    },
    { race: true },
  );
}
