import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { toAuthUser, type AuthUser } from './types';

/**
 * The signed-in user as the server knows it now (a request, unlike
 * {@link getSession}); `undefined` when signed out.
 *
 * @throws `auth/session-expired` when the session was revoked; `network`.
 *
 * @category Auth
 * @example
 * const user = await getUser(client);
 */
export async function getUser(
  client: TeamboardClient,
  options: CallOptions = {},
): Promise<AuthUser | undefined> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      const { data } = await client.supabase.auth.getSession();
      if (data.session === null) return undefined;
      const { user } = await run(() => client.supabase.auth.getUser());
      return toAuthUser(user);
    },
    { race: true },
  );
}
