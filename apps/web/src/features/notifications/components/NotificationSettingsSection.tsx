import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationSettings,
  NOTIFICATION_KINDS,
  REMINDER_LEAD_MINUTES,
  updateNotificationSettings,
  type NotificationSettingsInput,
} from '@teamboard/sdk';
import { Checkbox, ErrorState, Select, Skeleton, Switch } from '@teamboard/ui';
import { errorMessage } from '@/shared/lib/error-message';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { notificationKeys } from '../lib/notification-keys';
import { QuietHoursForm } from './QuietHoursForm';
import { useT } from '@/shared/i18n';
import '../notifications.css';

/** `/account`: whether notifications are emailed and which kinds, when reminders come, quiet hours. */
export function NotificationSettingsSection() {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const { t } = useT();
  const settings = useQuery({
    queryKey: notificationKeys.settings,
    queryFn: () => getNotificationSettings(client),
  });
  const save = useMutation({
    mutationFn: (input: NotificationSettingsInput) => updateNotificationSettings(client, input),
    onSuccess: (next) => queryClient.setQueryData(notificationKeys.settings, next),
    onError: (error) => toastError(t('notifications.settings.saveFailed'), error),
  });

  return (
    <section className="app-section" aria-labelledby="account-notifications">
      <h2 id="account-notifications">{t('notifications.title')}</h2>
      {settings.isPending ? (
        <Skeleton lines={3} />
      ) : settings.error ? (
        <ErrorState
          size="sm"
          title={t('notifications.settings.loadError')}
          message={errorMessage(settings.error)}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <Switch
            label={t('notifications.settings.email')}
            checked={settings.data.emailEnabled}
            disabled={save.isPending}
            onCheckedChange={(emailEnabled) => save.mutate({ emailEnabled })}
          />
          <fieldset className="app-fieldset" disabled={!settings.data.emailEnabled || save.isPending}>
            <legend>{t('notifications.settings.when')}</legend>
            {NOTIFICATION_KINDS.map((kind) => (
              <Checkbox
                key={kind}
                label={t('notifications.kind', { kind })}
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
          <h3>{t('notifications.settings.reminders')}</h3>
          <Select
            label={t('notifications.settings.lead')}
            options={REMINDER_LEAD_MINUTES.map((minutes) => ({
              value: String(minutes),
              label: t('notifications.settings.leadOption', { minutes: String(minutes) }),
            }))}
            value={String(settings.data.reminderLeadMinutes)}
            disabled={save.isPending}
            onValueChange={(value) => {
              const reminderLeadMinutes = REMINDER_LEAD_MINUTES.find((minutes) => String(minutes) === value);
              if (reminderLeadMinutes !== undefined) save.mutate({ reminderLeadMinutes });
            }}
          />
          <Switch
            label={t('notifications.settings.startReminders')}
            description={t('notifications.settings.startRemindersHint')}
            checked={settings.data.startReminders}
            disabled={save.isPending}
            onCheckedChange={(startReminders) => save.mutate({ startReminders })}
          />
          <QuietHoursForm
            // The form keeps what is typed; new saved settings (the server's after the
            // browser's saved copy, or another tab's change) start it afresh.
            key={JSON.stringify([settings.data.quietHours, settings.data.timeZone])}
            settings={settings.data}
            saving={save.isPending}
            onSave={(input) => save.mutate(input)}
          />
        </>
      )}
    </section>
  );
}
