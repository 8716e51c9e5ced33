import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { toAuthSession, type AuthSession } from './types';

/**
 * The stored session, refreshed first if it has expired; `undefined` when
 * signed out. Reads local storage: the user in it is not re-checked with the
 * server (use {@link getUser} for that).
 *
 * @throws `auth/session-expired` when a needed refresh was refused; `network`.
 *
 * @category Auth
 * @example
 * const session = await getSession(client);
 */
export async function getSession(
  client: TeamboardClient,
  options: CallOptions = {},
): Promise<AuthSession | undefined> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      const { session } = await run(() => client.supabase.auth.getSession());
      return session === null ? undefined : toAuthSession(session);
    },
    { race: true },
  );
}
