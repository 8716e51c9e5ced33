import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';

/**
 * How many of the signed-in user's notifications are unread (one HEAD request).
 *
 * @category Notifications
 * @example
 * const unread = await countUnreadNotifications(client);
 */
export async function countUnreadNotifications(
  client: TeamboardClient,
  options: CallOptions = {},
): Promise<number> {
  return withCall(client, options, async ({ client }) => {
    const { count, error, status } = await client.supabase
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .is('read_at', null);
    await run(Promise.resolve({ data: null, error, status }));
    return count ?? 0;
  });
}
