import { describe, expect, it } from 'vitest';
import {
  atTimeOfDay,
  dateFormat,
  dueStateOf,
  formatBytes,
  formatDueDate,
  formatRelativeTime,
  formatShortDate,
  toTimeInputValue,
} from './format';

const now = new Date('2026-03-10T12:00:00Z');

describe('formatBytes', () => {
  it('uses 1024-byte units and one decimal only below ten', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1023, 'en')).toBe('1,023 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(1_400_000, 'en')).toBe('1.3 MB');
    expect(formatBytes(3 * 1024 ** 3, 'en')).toBe('3 GB');
  });

  it('says the attachment and avatar limits as the product states them', () => {
    expect(formatBytes(25 * 1024 * 1024, 'en')).toBe('25 MB');
    expect(formatBytes(2 * 1024 * 1024, 'en')).toBe('2 MB');
  });
});

describe('formatRelativeTime', () => {
  it('picks the largest unit that fits', () => {
    expect(formatRelativeTime(new Date('2026-03-10T11:55:00Z'), now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(new Date('2026-03-12T12:00:00Z'), now, 'en')).toBe('in 2 days');
    expect(formatRelativeTime(new Date('2026-03-09T12:00:00Z'), now, 'en')).toBe('yesterday');
  });
});

describe('formatShortDate', () => {
  it('adds the year only for other years', () => {
    expect(formatShortDate(new Date('2026-03-12T12:00:00Z'), now, 'en-GB')).toBe('12 Mar');
    expect(formatShortDate(new Date('2027-03-12T12:00:00Z'), now, 'en-GB')).toBe('12 Mar 2027');
  });
});

describe('dueStateOf', () => {
  it('ranks overdue, due soon and upcoming by time left', () => {
    expect(dueStateOf(new Date('2026-03-09T12:00:00Z'), false, now)).toBe('overdue');
    expect(dueStateOf(new Date('2026-03-11T12:00:00Z'), false, now)).toBe('due-soon');
    expect(dueStateOf(new Date('2026-03-20T12:00:00Z'), false, now)).toBe('upcoming');
  });

  it('calls a completed card done, even when its date has passed', () => {
    expect(dueStateOf(new Date('2026-03-01T12:00:00Z'), true, now)).toBe('done');
  });

  it('has no due state without a date', () => {
    expect(dueStateOf(null, false, now)).toBe('none');
    expect(dueStateOf(null, true, now)).toBe('none');
  });
});

describe('formatDueDate', () => {
  it('adds the time of day only when one was set', () => {
    expect(formatDueDate(new Date(2026, 2, 12, 14, 30), now, 'en-GB')).toBe('12 Mar, 14:30');
    expect(formatDueDate(new Date(2026, 2, 12), now, 'en-GB')).toBe('12 Mar');
    expect(formatDueDate(new Date(2026, 2, 12, 9, 5), now, 'en-US')).toBe('Mar 12, 9:05 AM');
  });
});

describe('atTimeOfDay / toTimeInputValue', () => {
  it('sets the local time of a day and reads it back', () => {
    const day = new Date(2026, 2, 12, 8, 15);
    const at = atTimeOfDay(day, '17:45');
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes()]).toEqual([
      2026, 2, 12, 17, 45,
    ]);
    expect(toTimeInputValue(at)).toBe('17:45');
  });

  it('takes an empty or malformed time as midnight', () => {
    for (const time of ['', '24:00', '9:5', "'; drop", '12:60']) {
      expect(toTimeInputValue(atTimeOfDay(new Date(2026, 2, 12, 8, 15), time))).toBe('00:00');
    }
  });
});

describe('dateFormat', () => {
  it('makes one format per language and options, and formats as a new one would', () => {
    const options = { day: 'numeric', month: 'short' } as const;
    expect(dateFormat('de', options)).toBe(dateFormat('de', { ...options }));
    expect(dateFormat('de', options)).not.toBe(dateFormat('en-GB', options));
    expect(dateFormat('en-GB', options)).not.toBe(dateFormat('en-GB', { ...options, year: 'numeric' }));
    const day = new Date('2026-03-12T12:00:00Z');
    expect(dateFormat('de', options).format(day)).toBe(new Intl.DateTimeFormat('de', options).format(day));
  });
});
