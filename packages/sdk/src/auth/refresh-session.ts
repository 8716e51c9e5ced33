import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import { toAuthSession, type AuthSession } from './types';

/**
 * Trades the refresh token for a new session now, rather than waiting for
 * supabase-js's automatic refresh. Emits `TOKEN_REFRESHED`.
 *
 * @throws `auth/session-expired` when signed out, or when the refresh token
 * was revoked or already used; `network`.
 *
 * @category Auth
 * @example
 * const session = await refreshSession(client);
 */
export async function refreshSession(
  client: TeamboardClient,
  options: CallOptions = {},
): Promise<AuthSession> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      const { session } = await run(() => client.supabase.auth.refreshSession());
      if (session === null) throw new TeamboardError({ code: 'auth/session-expired' });
      return toAuthSession(session);
    },
    { race: true },
  );
}
