import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { startChannel } from '../realtime/channel-lifecycle';
import type { SubscriptionStatus } from '../realtime/types';
import { countUnreadNotifications } from './count-unread-notifications';
import type { Notification } from './types';

export interface NotificationHandlers {
  /** A new notification for the signed-in user, as it is written. */
  readonly onNotification?: ((notification: Notification) => void) | undefined;
  /** The unread count: once when live, then after every change (new, read elsewhere, resync). */
  readonly onUnreadCount?: ((count: number) => void) | undefined;
  readonly onStatus?: ((status: SubscriptionStatus) => void) | undefined;
  /** `realtime/disconnected` when the channel fails; the SDK rejoins by itself. */
  readonly onError?: ((error: TeamboardError) => void) | undefined;
  /** Live again after a failure: notifications made meanwhile were missed, so refetch the inbox. */
  readonly onResync?: (() => void) | undefined;
}

export interface NotificationSubscription {
  /** Resolves when first live (the first unread count has been reported). */
  readonly ready: Promise<void>;
  readonly status: () => SubscriptionStatus;
  unsubscribe(): Promise<void>;
}

/**
 * The signed-in user's inbox, live: each new notification and the unread
 * count. Realtime delivers a user only their own rows (RLS), and the filter
 * asks for no others. One subscription per client; signed out, it ends
 * with `forbidden`.
 *
 * @category Notifications
 * @example
 * const subscription = subscribeToNotifications(client, { onUnreadCount: (count) => setBadge(count) });
 */
export function subscribeToNotifications(
  client: TeamboardClient,
  handlers: NotificationHandlers = {},
  options: { readonly retryDelaysMs?: readonly number[] } = {},
): NotificationSubscription {
  let unread = 0;
  const report = (count: number) => {
    unread = count;
    handlers.onUnreadCount?.(count);
  };
  const recount = async (current: () => boolean) => {
    const count = await countUnreadNotifications(client);
    if (current()) report(count);
  };
  const lifecycle = startChannel({
    supabase: client.supabase,
    key: 'notifications',
    refusedMessage: 'Sign in to see your notifications.',
    retryDelaysMs: options.retryDelaysMs,
    onStatus: handlers.onStatus,
    onError: handlers.onError,
    onResync: handlers.onResync,
    open({ userId: me, current }) {
      const channel = client.supabase.channel(`notifications:${me ?? 'signed-out'}`);
      channel.on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${me}` },
        (change: { new: Notification }) => {
          if (!current()) return;
          handlers.onNotification?.(change.new);
          if (change.new.read_at === null) report(unread + 1);
        },
      );
      // Marked read (here or in another tab): the count is recounted, not guessed.
      channel.on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'notifications', filter: `user_id=eq.${me}` },
        () => {
          if (current()) void recount(current).catch(() => undefined);
        },
      );
      const prepare = () =>
        me === null
          ? Promise.reject(
              new TeamboardError({ code: 'forbidden', message: 'Sign in to see your notifications.' }),
            )
          : recount(current);
      return { channel, prepare, flush: () => undefined };
    },
  });
  return {
    ready: lifecycle.ready,
    status: () => lifecycle.status(),
    unsubscribe: () => lifecycle.close(),
  };
}
