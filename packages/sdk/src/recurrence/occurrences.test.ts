import { describe, expect, it } from 'vitest';
import { batchPlans, nextOccurrencesAfter, occurrencesBetween, planOccurrences } from './occurrences';

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());
const rule = (rrule: string, dtstart: string, timeZone: string) => ({ rrule, dtstart, timeZone });

describe('occurrences of a rule in its time zone', () => {
  it('keeps 09:00 local across the spring and autumn changes in Europe/Berlin', () => {
    const daily = rule('FREQ=DAILY', '2026-03-27T08:00:00Z', 'Europe/Berlin'); // 09:00 CET
    expect(iso(nextOccurrencesAfter(daily, new Date('2026-03-27T00:00:00Z'), 3))).toEqual([
      '2026-03-27T08:00:00.000Z',
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z', // 09:00 CEST
    ]);
    expect(
      iso(occurrencesBetween(daily, new Date('2026-10-24T00:00:00Z'), new Date('2026-10-26T23:00:00Z'))),
    ).toEqual([
      '2026-10-24T07:00:00.000Z',
      '2026-10-25T08:00:00.000Z', // back to CET
      '2026-10-26T08:00:00.000Z',
    ]);
  });

  it('keeps 08:30 local across the changes in America/New_York', () => {
    const weekly = rule('FREQ=WEEKLY;BYDAY=SU', '2026-03-01T13:30:00Z', 'America/New_York'); // 08:30 EST
    expect(iso(nextOccurrencesAfter(weekly, new Date('2026-03-02T00:00:00Z'), 2))).toEqual([
      '2026-03-08T12:30:00.000Z', // EDT from that morning
      '2026-03-15T12:30:00.000Z',
    ]);
    expect(iso(nextOccurrencesAfter(weekly, new Date('2026-10-26T00:00:00Z'), 2))).toEqual([
      '2026-11-01T13:30:00.000Z', // EST again
      '2026-11-08T13:30:00.000Z',
    ]);
  });

  it('moves a local time the spring change skips an hour on', () => {
    const early = rule('FREQ=DAILY', '2026-03-28T01:30:00Z', 'Europe/Berlin'); // 02:30 CET
    expect(iso(nextOccurrencesAfter(early, new Date('2026-03-28T12:00:00Z'), 1))).toEqual([
      '2026-03-29T01:30:00.000Z', // 03:30 CEST
    ]);
  });

  it('takes the last day of each month, February of a leap year included', () => {
    const monthEnd = rule('FREQ=MONTHLY;BYMONTHDAY=-1', '2028-01-31T09:00:00Z', 'UTC');
    expect(iso(nextOccurrencesAfter(monthEnd, new Date('2028-01-01T00:00:00Z'), 4))).toEqual([
      '2028-01-31T09:00:00.000Z',
      '2028-02-29T09:00:00.000Z',
      '2028-03-31T09:00:00.000Z',
      '2028-04-30T09:00:00.000Z',
    ]);
  });

  it('takes the last Friday of the month', () => {
    const lastFriday = rule('FREQ=MONTHLY;BYDAY=-1FR', '2026-01-01T16:00:00Z', 'Europe/Berlin');
    expect(iso(nextOccurrencesAfter(lastFriday, new Date('2026-01-01T00:00:00Z'), 4))).toEqual([
      '2026-01-30T16:00:00.000Z',
      '2026-02-27T16:00:00.000Z',
      '2026-03-27T16:00:00.000Z',
      '2026-04-24T15:00:00.000Z', // 17:00 CEST
    ]);
  });

  it('skips 29 February in the years that have none', () => {
    const leapDay = rule('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', '2024-02-29T12:00:00Z', 'UTC');
    expect(iso(nextOccurrencesAfter(leapDay, new Date('2024-03-01T00:00:00Z'), 2))).toEqual([
      '2028-02-29T12:00:00.000Z',
      '2032-02-29T12:00:00.000Z',
    ]);
  });

  it('ends after COUNT occurrences or at UNTIL', () => {
    const counted = rule('FREQ=DAILY;COUNT=2', '2026-05-01T10:00:00Z', 'UTC');
    expect(nextOccurrencesAfter(counted, new Date('2026-04-01T00:00:00Z'), 5)).toHaveLength(2);
    const until = rule('FREQ=WEEKLY;UNTIL=20260515T100000Z', '2026-05-01T10:00:00Z', 'UTC');
    expect(iso(nextOccurrencesAfter(until, new Date('2026-04-01T00:00:00Z'), 5))).toEqual([
      '2026-05-01T10:00:00.000Z',
      '2026-05-08T10:00:00.000Z',
      '2026-05-15T10:00:00.000Z',
    ]);
  });
});

describe('the expander plan', () => {
  const claim = {
    id: 'r1',
    rrule: 'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR',
    dtstart: '2026-11-02T08:00:00Z',
    time_zone: 'Europe/Berlin',
    mode: 'copy' as const,
    expanded_until: '2026-11-05T12:00:00Z',
    due_at: null,
    as_of: '2026-11-10T12:00:00Z',
  };

  it('makes up what a late run missed and points at the next occurrence', () => {
    expect(planOccurrences(claim)).toEqual({
      recurrence_id: 'r1',
      occurrences: ['2026-11-06T08:00:00.000Z', '2026-11-09T08:00:00.000Z', '2026-11-10T08:00:00.000Z'],
      expanded_to: '2026-11-10T12:00:00.000Z',
      next_at: '2026-11-11T08:00:00.000Z',
    });
  });

  it('reopens with the next due date after the last one', () => {
    expect(planOccurrences({ ...claim, mode: 'reopen', due_at: '2026-11-12T08:00:00Z' })).toMatchObject({
      occurrences: ['2026-11-13T08:00:00.000Z'],
      next_at: '2026-11-13T08:00:00.000Z',
    });
  });

  it('ends a rule rrule cannot read instead of failing every run', () => {
    expect(planOccurrences({ ...claim, rrule: 'FREQ=SOMETIMES' })).toMatchObject({
      occurrences: [],
      next_at: null,
    });
  });
});

describe('batches of plans', () => {
  const plan = (id: string, n: number) => ({
    recurrence_id: id,
    occurrences: Array.from({ length: n }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString()),
    expanded_to: '2026-12-31T00:00:00.000Z',
    next_at: null,
  });

  it('fills each batch up to the limit, a plan with no occurrence counting as one', () => {
    const batches = batchPlans([plan('a', 2), plan('b', 0), plan('c', 2), plan('d', 1)], 3);
    expect(batches.map((b) => b.map((p) => p.recurrence_id))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('never splits a plan, and gives nothing for nothing', () => {
    expect(batchPlans([plan('a', 5), plan('b', 1)], 3).map((b) => b.length)).toEqual([1, 1]);
    expect(batchPlans([], 3)).toEqual([]);
  });
});
