// The rule in words, from our own messages and the parsed rule's parts (not
// rrule's English-only toText), so it reads right in every catalogue.
import type { MessageValues } from '../i18n/use-ui-text';
import type { UiMessageId } from '../i18n/messages/en';
import { parseRecurrence, type Weekday } from './recurrence-rule';

type Translate = (id: UiMessageId, values?: MessageValues) => string;

/** A Monday (5 Jan 2026) plus `weekday` days, for Intl's weekday names. */
const weekdayDate = (weekday: Weekday) => new Date(Date.UTC(2026, 0, 5 + weekday, 12));

export function weekdayName(weekday: Weekday, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(weekdayDate(weekday));
}

export function monthName(month: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, month - 1, 1, 12)),
  );
}

/** "Every 2 weeks on Monday and Thursday"; `undefined` for a rule the editor cannot read. */
export function recurrenceSummary(rrule: string, t: Translate, locale: string): string | undefined {
  const draft = parseRecurrence(rrule);
  if (!draft) return undefined;
  const interval = draft.interval;
  let base: string;
  switch (draft.kind) {
    case 'daily':
      base = t('ui.recurrence.summary.daily', { interval });
      break;
    case 'weekdays':
      base = t('ui.recurrence.summary.weekdays');
      break;
    case 'weekly': {
      const days = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
        [...draft.weekdays].sort().map((d) => weekdayName(d, locale)),
      );
      base = t('ui.recurrence.summary.weekly', { interval, days });
      break;
    }
    case 'monthly':
      base =
        draft.monthlyBy === 'weekday'
          ? t('ui.recurrence.summary.monthlyWeekday', {
              interval,
              week: String(draft.week),
              weekday: weekdayName(draft.weekday, locale),
            })
          : draft.monthDay === -1
            ? t('ui.recurrence.summary.monthlyLastDay', { interval })
            : t('ui.recurrence.summary.monthlyDay', { interval, day: draft.monthDay });
      break;
    case 'yearly':
      base = t('ui.recurrence.summary.yearly', {
        interval,
        date: new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2028, draft.month - 1, draft.monthDay, 12)),
        ),
      });
      break;
  }
  if (draft.end === 'count') return t('ui.recurrence.summary.times', { base, count: draft.count });
  if (draft.end === 'until') {
    const until = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${draft.until}T12:00:00Z`),
    );
    return t('ui.recurrence.summary.until', { base, until });
  }
  return base;
}
