import type { NotificationSettings, NotificationSettingsInput } from '@teamboard/sdk';
import { Button, Combobox, Switch, TextField } from '@teamboard/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useT } from '@/shared/i18n';
import { timeZoneChoices } from '@/shared/lib/time-zones';

export interface QuietHoursFormProps {
  settings: NotificationSettings;
  saving: boolean;
  onSave: (input: NotificationSettingsInput) => void;
}

/** What the form starts with when quiet hours are off: a night, the usual wish. */
const NIGHT = { start: '22:00', end: '07:00' } as const;

/**
 * Quiet hours and the zone they count in, saved together with one button: a
 * half-typed time must not be sent (the database would refuse it anyway).
 */
export function QuietHoursForm({ settings, saving, onSave }: QuietHoursFormProps) {
  const { t, locale } = useT();
  const [enabled, setEnabled] = useState(settings.quietHours !== null);
  const [start, setStart] = useState<string>(settings.quietHours?.start ?? NIGHT.start);
  const [end, setEnd] = useState<string>(settings.quietHours?.end ?? NIGHT.end);
  const [zone, setZone] = useState(settings.timeZone);
  const zoneOptions = useMemo(
    () =>
      timeZoneChoices(zone, locale).map(({ zone: value, offset }) => ({
        value,
        label: t('notifications.settings.timeZoneOption', { zone: value, offset }),
      })),
    [zone, locale, t],
  );
  const same = enabled && start === end;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (same || start === '' || end === '') return;
    onSave({ timeZone: zone, quietHours: enabled ? { start, end } : null });
  };

  return (
    <form className="app-fieldset notification-quiet" onSubmit={submit} aria-labelledby="notification-quiet">
      <h3 id="notification-quiet">{t('notifications.settings.quiet')}</h3>
      <Switch
        label={t('notifications.settings.quietOn')}
        description={t('notifications.settings.quietHint')}
        checked={enabled}
        disabled={saving}
        onCheckedChange={setEnabled}
      />
      <div className="notification-quiet__times">
        <TextField
          type="time"
          label={t('notifications.settings.quietStart')}
          value={start}
          required
          disabled={!enabled || saving}
          onChange={(event) => setStart(event.target.value)}
          error={same ? t('notifications.settings.quietSame') : undefined}
        />
        <TextField
          type="time"
          label={t('notifications.settings.quietEnd')}
          value={end}
          required
          disabled={!enabled || saving}
          onChange={(event) => setEnd(event.target.value)}
        />
      </div>
      <Combobox
        label={t('notifications.settings.timeZone')}
        options={zoneOptions}
        value={[zone]}
        disabled={saving}
        // Choosing the current zone again would clear it: a person always has one.
        onValueChange={([next]) => next !== undefined && setZone(next)}
      />
      <Button type="submit" variant="secondary" disabled={saving || same}>
        {t('notifications.settings.quietSave')}
      </Button>
    </form>
  );
}
