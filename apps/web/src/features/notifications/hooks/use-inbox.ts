import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listNotifications, markNotificationsRead, type NotificationFilter } from '@teamboard/sdk';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { notificationKeys } from '../lib/notification-keys';

/** One page of the inbox for a filter, and marking read (some or all). */
export function useInbox(filter: NotificationFilter) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const list = useQuery({
    queryKey: notificationKeys.list(filter),
    queryFn: () => listNotifications(client, { filter }),
  });
  const markRead = useMutation({
    mutationFn: (ids?: string[]) => markNotificationsRead(client, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    onError: (error) => toastError("Couldn't mark as read", error),
  });
  return { list, markRead };
}
