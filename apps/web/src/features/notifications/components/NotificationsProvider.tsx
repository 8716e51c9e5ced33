import { useQueryClient } from '@tanstack/react-query';
import { subscribeToNotifications } from '@teamboard/sdk';
import { useEffect, useState, type ReactNode } from 'react';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { UnreadCountContext } from '../hooks/unread-count-context';
import { notificationKeys } from '../lib/notification-keys';

/**
 * Keeps the signed-in user's inbox live for every screen: the unread count
 * for the bell, and a fresh inbox when something arrives or is read elsewhere.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    const subscription = subscribeToNotifications(client, {
      onUnreadCount: (count) => {
        setUnread(count);
        refresh();
      },
      onResync: refresh,
    });
    return () => void subscription.unsubscribe();
  }, [client, queryClient]);

  return <UnreadCountContext value={unread}>{children}</UnreadCountContext>;
}
