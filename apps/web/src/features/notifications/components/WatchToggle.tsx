import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isWatchingCard, unwatchCard, watchCard } from '@teamboard/sdk';
import { Button } from '@teamboard/ui';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { notificationKeys } from '../lib/notification-keys';
import { useT } from '@/shared/i18n';

/** The card's "watch" toggle: watchers hear of every comment on it. */
export function WatchToggle({ cardId }: { cardId: string }) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const { t } = useT();
  const key = notificationKeys.watching(cardId);
  const watching = useQuery({ queryKey: key, queryFn: () => isWatchingCard(client, cardId) });
  const toggle = useMutation({
    mutationFn: (next: boolean) => (next ? watchCard(client, cardId) : unwatchCard(client, cardId)),
    onSuccess: (now) => queryClient.setQueryData(key, now),
    onError: (error) => toastError(t('notifications.watch.failed'), error),
  });
  const on = watching.data === true;
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={on}
      loading={toggle.isPending}
      disabled={watching.isPending}
      onClick={() => toggle.mutate(!on)}
      title={t('notifications.watch.hint')}
    >
      {t('notifications.watch.state', { watching: String(on) })}
    </Button>
  );
}
