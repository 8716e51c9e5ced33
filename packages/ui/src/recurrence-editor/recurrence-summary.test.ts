import { describe, expect, it } from 'vitest';
import type { UiMessageId } from '../i18n/messages/en';
import type { Locale } from '../i18n/locales';
import { testI18n } from '../i18n/test-i18n';
import { DEFAULT_DRAFT, formatRecurrence, parseRecurrence } from './recurrence-rule';
import { recurrenceSummary } from './recurrence-summary';

const say = (rrule: string, locale: Locale) => {
  const i18n = testI18n(locale);
  return recurrenceSummary(rrule, (id: UiMessageId, values) => i18n._(id, values), locale);
};

describe('the rule in words', () => {
  it.each([
    [
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH',
      'Every 2 weeks on Monday and Thursday',
      'Alle 2 Wochen am Montag und Donnerstag',
    ],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'Every weekday', 'Jeden Werktag'],
    ['FREQ=DAILY', 'Every day', 'Jeden Tag'],
    ['FREQ=DAILY;INTERVAL=3;COUNT=5', 'Every 3 days, 5 times', 'Alle 3 Tage, 5 Mal'],
    ['FREQ=MONTHLY;BYDAY=-1FR', 'Every month on the last Friday', 'Jeden Monat am letzten Freitag'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', 'Every month on the last day', 'Jeden Monat am letzten Tag'],
    ['FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=15', 'Every 2 months on day 15', 'Alle 2 Monate am 15.'],
    [
      'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;UNTIL=20301231T235959Z',
      'Every year on February 29, until December 31, 2030',
      'Jedes Jahr am 29. Februar, bis 31. Dezember 2030',
    ],
  ])('%s', (rrule, english, german) => {
    expect(say(rrule, 'en')).toBe(english);
    expect(say(rrule, 'de')).toBe(german);
  });

  it('says nothing for a rule rrule cannot read', () => {
    expect(say('FREQ=SOMETIMES', 'en')).toBeUndefined();
  });
});

describe('the editor’s draft', () => {
  it('round-trips the rules the editor makes through rrule', () => {
    for (const rrule of [
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH',
      'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      'FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR',
      'FREQ=YEARLY;INTERVAL=1;BYMONTH=2;BYMONTHDAY=29;COUNT=3',
    ]) {
      expect(formatRecurrence(parseRecurrence(rrule)!)).toBe(rrule);
    }
    expect(formatRecurrence({ ...DEFAULT_DRAFT, kind: 'weekdays' })).toBe('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR');
  });
});
