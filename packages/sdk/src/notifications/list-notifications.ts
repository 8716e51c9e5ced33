import { withCall } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { validate } from '../validate';
import { listNotificationsOptions, type ListNotificationsOptions } from './schemas';
import type { Notification } from './types';

/**
 * The signed-in user's notifications, newest first, one page at a time;
 * `filter` picks all, unread, or mentions:
 *
 * ```ts
 * const page = await listNotifications(client, { filter: 'unread' });
 * const next = await listNotifications(client, { filter: 'unread', before: page.at(-1) });
 * ```
 *
 * A page shorter than `limit` is the last. Paging is by (`created_at`, `id`).
 *
 * @throws `validation` (unknown filter, a limit outside 1–100, a malformed `before`).
 *
 * @category Notifications
 * @example
 * const notifications = await listNotifications(client);
 */
export async function listNotifications(
  client: TeamboardClient,
  options: ListNotificationsOptions = {},
): Promise<Notification[]> {
  const { signal, timeoutMs, ...filters } = options;
  return withCall(client, { signal, timeoutMs }, async ({ client }) => {
    const { filter, limit, before } = validate(listNotificationsOptions, filters);
    // RLS returns only the caller's own rows; no user filter is needed or trusted.
    let query = client.supabase.from('notifications').select('*');
    if (filter === 'unread') query = query.is('read_at', null);
    if (filter === 'mentions') query = query.eq('kind', 'mentioned');
    if (before !== undefined) {
      // Both values are validated (a timestamp and a uuid), so they cannot break out of the filter.
      query = query.or(
        `created_at.lt.${before.created_at},and(created_at.eq.${before.created_at},id.lt.${before.id})`,
      );
    }
    const rows = await run(
      query.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(limit),
    );
    return rows as Notification[];
  });
}
