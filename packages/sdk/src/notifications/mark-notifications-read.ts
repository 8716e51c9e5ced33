import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { validate } from '../validate';
import { markNotificationsReadInput } from './schemas';

/**
 * Marks the given notifications read, or all of the signed-in user's when
 * `ids` is omitted. Ids of notifications that are not the caller's are
 * ignored. Resolves to how many changed from unread to read.
 *
 * @throws `validation` (an empty list, more than 500 ids, a malformed id).
 *
 * @category Notifications
 * @example
 * const marked = await markNotificationsRead(client, [notification.id]); // or no ids: all of them
 */
export async function markNotificationsRead(
  client: TeamboardClient,
  ids?: readonly string[],
  options: CallOptions = {},
): Promise<number> {
  return withCall(client, options, async ({ client }) => {
    const checked = validate(markNotificationsReadInput, ids === undefined ? undefined : [...ids]);
    return run(client.supabase.rpc('mark_notifications_read', checked === undefined ? {} : { ids: checked }));
  });
}
