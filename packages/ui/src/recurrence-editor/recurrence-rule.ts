// The editor's view of an RFC 5545 RRULE value: read with the `rrule`
// library's parser and written with its serialiser, so what the editor makes
// is what calendar apps and the server's expander read.
import * as rruleModule from 'rrule';

// Node loads rrule's CommonJS build, whose names sit on `default`; bundlers load its ES build.
const { RRule } =
  'RRule' in rruleModule ? rruleModule : (rruleModule as { default: typeof rruleModule }).default;

/** Monday = 0 … Sunday = 6, as `rrule` numbers weekdays. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];
const WORKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4];

export type RepeatKind = 'daily' | 'weekdays' | 'weekly' | 'monthly' | 'yearly';
/** 1 … 4 for "the first … fourth", -1 for "the last". */
export type WeekOfMonth = 1 | 2 | 3 | 4 | -1;

export interface RecurrenceDraft {
  kind: RepeatKind;
  /** Every `interval` days, weeks, months or years. */
  interval: number;
  /** Weekly: the days. */
  weekdays: Weekday[];
  /** Monthly: on a day of the month (-1: the last day), or on the nth weekday. */
  monthlyBy: 'day' | 'weekday';
  monthDay: number;
  week: WeekOfMonth;
  weekday: Weekday;
  /** Yearly: month 1 … 12 and its day. */
  month: number;
  end: 'never' | 'count' | 'until';
  count: number;
  /** The last day, YYYY-MM-DD (UNTIL is that day's end in UTC). */
  until: string;
}

export const DEFAULT_DRAFT: RecurrenceDraft = {
  kind: 'weekly',
  interval: 1,
  weekdays: [0],
  monthlyBy: 'day',
  monthDay: 1,
  week: 1,
  weekday: 0,
  month: 1,
  end: 'never',
  count: 10,
  until: '',
};

const sameDays = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().every((d, i) => d === [...b].sort()[i]);

/** The draft of an RRULE value; `undefined` when `rrule` cannot read it. */
export function parseRecurrence(value: string): RecurrenceDraft | undefined {
  let options: ReturnType<typeof RRule.parseString>;
  try {
    options = RRule.parseString(value);
  } catch {
    return undefined;
  }
  const draft: RecurrenceDraft = { ...DEFAULT_DRAFT, interval: options.interval ?? 1 };
  const days = ([] as unknown[])
    .concat(options.byweekday ?? [])
    .map((d) =>
      typeof d === 'number' ? { weekday: d, n: undefined } : (d as { weekday: number; n?: number }),
    );
  if (options.count) Object.assign(draft, { end: 'count', count: options.count });
  if (options.until) Object.assign(draft, { end: 'until', until: options.until.toISOString().slice(0, 10) });
  switch (options.freq) {
    case RRule.DAILY:
      return { ...draft, kind: 'daily' };
    case RRule.WEEKLY: {
      const weekdays = days.map((d) => d.weekday as Weekday);
      if (draft.interval === 1 && sameDays(weekdays, WORKDAYS))
        return { ...draft, kind: 'weekdays', weekdays };
      return { ...draft, kind: 'weekly', weekdays: weekdays.length > 0 ? weekdays : DEFAULT_DRAFT.weekdays };
    }
    case RRule.MONTHLY: {
      const nth = days[0];
      if (nth?.n !== undefined) {
        return {
          ...draft,
          kind: 'monthly',
          monthlyBy: 'weekday',
          week: nth.n as WeekOfMonth,
          weekday: nth.weekday as Weekday,
        };
      }
      const day = ([] as number[]).concat(options.bymonthday ?? [])[0] ?? 1;
      return { ...draft, kind: 'monthly', monthlyBy: 'day', monthDay: day };
    }
    case RRule.YEARLY: {
      const month = ([] as number[]).concat(options.bymonth ?? [])[0] ?? 1;
      const day = ([] as number[]).concat(options.bymonthday ?? [])[0] ?? 1;
      return { ...draft, kind: 'yearly', month, monthDay: day };
    }
    default:
      return undefined;
  }
}

const DAY = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU] as const;

/** The RRULE value of a draft (without the `RRULE:` prefix), as `rrule` writes it. */
export function formatRecurrence(draft: RecurrenceDraft): string {
  const interval = Math.max(1, Math.round(draft.interval));
  const options: ConstructorParameters<typeof RRule>[0] = {};
  switch (draft.kind) {
    case 'daily':
      Object.assign(options, { freq: RRule.DAILY, interval });
      break;
    case 'weekdays':
      Object.assign(options, { freq: RRule.WEEKLY, byweekday: WORKDAYS.map((d) => DAY[d]) });
      break;
    case 'weekly':
      Object.assign(options, {
        freq: RRule.WEEKLY,
        interval,
        byweekday: [...draft.weekdays].sort().map((d) => DAY[d]),
      });
      break;
    case 'monthly':
      Object.assign(
        options,
        draft.monthlyBy === 'day'
          ? { freq: RRule.MONTHLY, interval, bymonthday: draft.monthDay }
          : { freq: RRule.MONTHLY, interval, byweekday: DAY[draft.weekday].nth(draft.week) },
      );
      break;
    case 'yearly':
      Object.assign(options, {
        freq: RRule.YEARLY,
        interval,
        bymonth: draft.month,
        bymonthday: draft.monthDay,
      });
      break;
  }
  if (draft.end === 'count') options.count = Math.max(1, Math.round(draft.count));
  if (draft.end === 'until' && /^\d{4}-\d{2}-\d{2}$/.test(draft.until)) {
    options.until = new Date(`${draft.until}T23:59:59Z`);
  }
  return new RRule(options).toString().replace(/^RRULE:/, '');
}
