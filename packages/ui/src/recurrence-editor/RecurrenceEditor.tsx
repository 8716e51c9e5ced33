import { useState } from 'react';
import { Checkbox } from '../checkbox';
import { Field } from '../field';
import { useUiText } from '../i18n';
import { SegmentedControl } from '../segmented-control';
import { Select } from '../select';
import {
  DEFAULT_DRAFT,
  formatRecurrence,
  parseRecurrence,
  type RecurrenceDraft,
  type RepeatKind,
  type WeekOfMonth,
  type Weekday,
  WEEKDAYS,
} from './recurrence-rule';
import { monthName, recurrenceSummary, weekdayName } from './recurrence-summary';

export interface RecurrenceEditorProps {
  /** The rule as an RFC 5545 RRULE value (`FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH`); empty for a new one. */
  value?: string;
  /** Called with the new RRULE value after every change. */
  onChange: (rrule: string) => void;
}

const KINDS: readonly RepeatKind[] = ['daily', 'weekdays', 'weekly', 'monthly', 'yearly'];
const WEEKS: readonly WeekOfMonth[] = [1, 2, 3, 4, -1];

/**
 * Edits a card's repeat rule — daily, weekdays, every N weeks on chosen days, monthly on a day or
 * on "the last Friday", yearly — with its end (never, after N times, on a date), and says it in
 * words as it changes.
 */
export function RecurrenceEditor({ value = '', onChange }: RecurrenceEditorProps) {
  const { t, locale } = useUiText();
  const [draft, setDraft] = useState<RecurrenceDraft>(() => parseRecurrence(value) ?? DEFAULT_DRAFT);
  const update = (change: Partial<RecurrenceDraft>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    onChange(formatRecurrence(next));
  };
  const number = (raw: string, min: number, max: number) => Math.min(max, Math.max(min, Number(raw) || min));
  const summary = recurrenceSummary(formatRecurrence(draft), t, locale);

  return (
    <div className="tb-recurrence">
      <SegmentedControl
        label={t('ui.recurrence.kind')}
        size="sm"
        options={KINDS.map((kind) => ({ value: kind, label: t(`ui.recurrence.kind.${kind}`) }))}
        value={draft.kind}
        onValueChange={(kind) => update({ kind })}
      />
      {draft.kind !== 'weekdays' ? (
        <Field label={t('ui.recurrence.interval', { kind: draft.kind })}>
          {(control) => (
            <input
              {...control}
              className="tb-control tb-recurrence__number"
              type="number"
              min={1}
              max={999}
              value={draft.interval}
              onChange={(event) => update({ interval: number(event.currentTarget.value, 1, 999) })}
            />
          )}
        </Field>
      ) : null}
      {draft.kind === 'weekly' ? (
        <fieldset className="tb-recurrence__days">
          <legend className="tb-recurrence__legend">{t('ui.recurrence.days')}</legend>
          {WEEKDAYS.map((day) => (
            <Checkbox
              key={day}
              label={weekdayName(day, locale)}
              checked={draft.weekdays.includes(day)}
              onCheckedChange={(on) => {
                const weekdays = on ? [...draft.weekdays, day] : draft.weekdays.filter((d) => d !== day);
                // A weekly rule needs a day: the last one stays checked.
                if (weekdays.length > 0) update({ weekdays });
              }}
            />
          ))}
        </fieldset>
      ) : null}
      {draft.kind === 'monthly' ? (
        <>
          <SegmentedControl
            label={t('ui.recurrence.monthlyBy')}
            size="sm"
            options={(['day', 'weekday'] as const).map((by) => ({
              value: by,
              label: t(`ui.recurrence.monthlyBy.${by}`),
            }))}
            value={draft.monthlyBy}
            onValueChange={(monthlyBy) => update({ monthlyBy })}
          />
          {draft.monthlyBy === 'day' ? (
            <MonthDaySelect draft={draft} update={update} />
          ) : (
            <div className="tb-recurrence__row">
              <Select
                label={t('ui.recurrence.week')}
                options={WEEKS.map((week) => ({
                  value: String(week),
                  label: t('ui.recurrence.weekOption', { week: String(week) }),
                }))}
                value={String(draft.week)}
                onValueChange={(week) => update({ week: Number(week) as WeekOfMonth })}
              />
              <WeekdaySelect draft={draft} update={update} />
            </div>
          )}
        </>
      ) : null}
      {draft.kind === 'yearly' ? (
        <div className="tb-recurrence__row">
          <Select
            label={t('ui.recurrence.month')}
            options={Array.from({ length: 12 }, (_, i) => ({
              value: String(i + 1),
              label: monthName(i + 1, locale),
            }))}
            value={String(draft.month)}
            onValueChange={(month) => update({ month: Number(month) })}
          />
          <MonthDaySelect draft={draft} update={update} />
        </div>
      ) : null}
      <SegmentedControl
        label={t('ui.recurrence.end')}
        size="sm"
        options={(['never', 'count', 'until'] as const).map((end) => ({
          value: end,
          label: t(`ui.recurrence.end.${end}`),
        }))}
        value={draft.end}
        onValueChange={(end) => update({ end })}
      />
      {draft.end === 'count' ? (
        <Field label={t('ui.recurrence.count')}>
          {(control) => (
            <input
              {...control}
              className="tb-control tb-recurrence__number"
              type="number"
              min={1}
              max={1000}
              value={draft.count}
              onChange={(event) => update({ count: number(event.currentTarget.value, 1, 1000) })}
            />
          )}
        </Field>
      ) : null}
      {draft.end === 'until' ? (
        <Field label={t('ui.recurrence.until')}>
          {(control) => (
            <input
              {...control}
              className="tb-control"
              type="date"
              value={draft.until}
              onChange={(event) => update({ until: event.currentTarget.value })}
            />
          )}
        </Field>
      ) : null}
      <p className="tb-recurrence__summary" aria-live="polite" data-testid="recurrence-summary">
        {summary}
      </p>
    </div>
  );
}

interface PartProps {
  draft: RecurrenceDraft;
  update: (change: Partial<RecurrenceDraft>) => void;
}

function MonthDaySelect({ draft, update }: PartProps) {
  const { t } = useUiText();
  return (
    <Select
      label={t('ui.recurrence.monthDay')}
      options={[
        ...Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
        ...(draft.kind === 'monthly' ? [{ value: '-1', label: t('ui.recurrence.lastDay') }] : []),
      ]}
      value={String(draft.monthDay)}
      onValueChange={(day) => update({ monthDay: Number(day) })}
    />
  );
}

function WeekdaySelect({ draft, update }: PartProps) {
  const { t, locale } = useUiText();
  return (
    <Select
      label={t('ui.recurrence.weekday')}
      options={WEEKDAYS.map((day) => ({ value: String(day), label: weekdayName(day, locale) }))}
      value={String(draft.weekday)}
      onValueChange={(day) => update({ weekday: Number(day) as Weekday })}
    />
  );
}
