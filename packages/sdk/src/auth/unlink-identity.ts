import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import { unlinkIdentityInput, type UnlinkIdentityInput } from '../schemas/auth';
import { validate } from '../validate';

/**
 * Removes one way to sign in. The server refuses the last one; when the removed identity held
 * the account's address, another identity's address (a verified one first) takes its place.
 * The session is refreshed so its user shows the change at once.
 *
 * @throws `validation` for a malformed id; `not-found` for an identity that is not the user's;
 *   `conflict` (reason `single_identity_not_deletable`) for the last identity; `forbidden`
 *   (reason `manual_linking_disabled`); `auth/session-expired`; `network`.
 *
 * @category Auth
 * @example
 * await unlinkIdentity(client, { identityId: identity.id });
 */
export async function unlinkIdentity(
  client: TeamboardClient,
  input: UnlinkIdentityInput,
  options: CallOptions = {},
): Promise<void> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      const { identityId } = validate(unlinkIdentityInput, input);
      const auth = client.supabase.auth;
      const { identities } = await run(() => auth.getUserIdentities());
      const identity = identities.find((i) => i.identity_id === identityId);
      if (!identity) {
        throw new TeamboardError({
          code: 'not-found',
          reason: 'identity_not_found',
          message: 'This sign-in method is not linked.',
        });
      }
      await run(() => auth.unlinkIdentity(identity));
      await run(() => auth.refreshSession());
    },
    { race: true },
  );
}
