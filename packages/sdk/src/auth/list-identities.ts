import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { toIdentity, type Identity } from './identities';

/**
 * The signed-in user's ways to sign in, oldest first.
 *
 * @throws `auth/session-expired` without a session; `network`.
 *
 * @category Auth
 * @example
 * const identities = await listIdentities(client); // [{ provider: 'email', … }, { provider: 'github', … }]
 */
export async function listIdentities(
  client: TeamboardClient,
  options: CallOptions = {},
): Promise<readonly Identity[]> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      const { identities } = await run(() => client.supabase.auth.getUserIdentities());
      return identities.map(toIdentity);
    },
    { race: true },
  );
}
