import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { Tables } from '../database.types';
import { run } from '../run';

/** What others did to the signed-in person's sign-in, newest first: today, two-factor resets by an owner. */
export type SecurityEvent = Pick<
  Tables<'security_events'>,
  'id' | 'kind' | 'actor_id' | 'workspace_id' | 'created_at'
>;

/** How many events {@link listSecurityEvents} returns at most. */
export const SECURITY_LOG_LENGTH = 50;

/**
 * The signed-in person's own security log: each time a workspace owner reset
 * their two-factor sign-in (who, from which workspace, when). Nobody else
 * reads it; only the platform writes it.
 *
 * @throws `auth/session-expired`; `forbidden` (reason `insufficient_aal`) on a
 *   password-only session of a person with a second factor; `network`.
 *
 * @category Auth
 * @example
 * const log = await listSecurityEvents(client);
 * const resets = log.filter((event) => event.kind === 'two_factor_reset');
 */
export async function listSecurityEvents(
  client: TeamboardClient,
  options: CallOptions = {},
): Promise<SecurityEvent[]> {
  return withCall(client, options, async ({ client }) =>
    run(
      client.supabase
        .from('security_events')
        .select('id, kind, actor_id, workspace_id, created_at')
        .order('created_at', { ascending: false })
        .limit(SECURITY_LOG_LENGTH),
    ),
  );
}
