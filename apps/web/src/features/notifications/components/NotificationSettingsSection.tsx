import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationSettings,
  NOTIFICATION_KINDS,
  updateNotificationSettings,
  type NotificationKind,
  type NotificationSettingsInput,
} from '@teamboard/sdk';
import { Checkbox, ErrorState, Skeleton, Switch } from '@teamboard/ui';
import { errorMessage } from '@/shared/lib/error-message';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { notificationKeys } from '../lib/notification-keys';

const KIND_LABELS: Record<NotificationKind, string> = {
  mentioned: 'Someone mentions me',
  assigned: 'I am assigned to a card',
  commented: 'Someone comments on a card I watch',
  due_soon: 'A card of mine is due within a day',
  overdue: 'A card of mine is overdue',
  invited: 'I am invited to a workspace',
  role_changed: 'My role in a workspace changes',
};

/** `/account`: whether notifications are emailed, and which kinds. */
export function NotificationSettingsSection() {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const settings = useQuery({
    queryKey: notificationKeys.settings,
    queryFn: () => getNotificationSettings(client),
  });
  const save = useMutation({
    mutationFn: (input: NotificationSettingsInput) => updateNotificationSettings(client, input),
    onSuccess: (next) => queryClient.setQueryData(notificationKeys.settings, next),
    onError: (error) => toastError("Couldn't save the notification settings", error),
  });

  return (
    <section className="app-section" aria-labelledby="account-notifications">
      <h2 id="account-notifications">Notifications</h2>
      {settings.isPending ? (
        <Skeleton lines={3} />
      ) : settings.error ? (
        <ErrorState
          size="sm"
          title="Notification settings didn't load"
          message={errorMessage(settings.error)}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <Switch
            label="Email me notifications"
            checked={settings.data.emailEnabled}
            disabled={save.isPending}
            onCheckedChange={(emailEnabled) => save.mutate({ emailEnabled })}
          />
          <fieldset className="app-fieldset" disabled={!settings.data.emailEnabled || save.isPending}>
            <legend>Email me when</legend>
            {NOTIFICATION_KINDS.map((kind) => (
              <Checkbox
                key={kind}
                label={KIND_LABELS[kind]}
                checked={settings.data.emailKinds.includes(kind)}
                onCheckedChange={(checked) =>
                  save.mutate({
                    emailKinds: checked
                      ? [...settings.data.emailKinds, kind]
                      : settings.data.emailKinds.filter((k) => k !== kind),
                  })
                }
              />
            ))}
          </fieldset>
        </>
      )}
    </section>
  );
}
