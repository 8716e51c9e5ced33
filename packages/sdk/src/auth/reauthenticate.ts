import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';

/**
 * Emails the signed-in user a one-time code that confirms a sensitive change
 * (Supabase's secure password change): pass it as `nonce` to `updatePassword`.
 *
 * @throws `auth/rate-limited` (one email per interval), `auth/email-not-confirmed`,
 *   `auth/session-expired`, `network`.
 *
 * @category Auth
 * @example
 * await reauthenticate(client);
 */
export async function reauthenticate(client: TeamboardClient, options: CallOptions = {}): Promise<void> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      await run(() => client.supabase.auth.reauthenticate());
    },
    { race: true },
  );
}
