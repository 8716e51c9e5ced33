import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listNotifications,
  markNotificationsRead,
  snoozeReminder,
  type NotificationFilter,
  type SnoozeReminderInput,
} from '@teamboard/sdk';
import { useT } from '@/shared/i18n';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { notificationKeys } from '../lib/notification-keys';

/** One page of the inbox for a filter, marking read (some or all), and snoozing a reminder. */
export function useInbox(filter: NotificationFilter) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const { t } = useT();
  const list = useQuery({
    queryKey: notificationKeys.list(filter),
    queryFn: () => listNotifications(client, { filter }),
  });
  const markRead = useMutation({
    mutationFn: (ids?: string[]) => markNotificationsRead(client, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    onError: (error) => toastError("Couldn't mark as read", error),
  });
  // Snoozing marks the reminder read: the unread count and lists change with it.
  const snooze = useMutation({
    mutationFn: (input: SnoozeReminderInput) => snoozeReminder(client, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    onError: (error) => toastError(t('notifications.snooze.failed'), error),
  });
  return { list, markRead, snooze };
}
