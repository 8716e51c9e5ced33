import { describe, expect, it } from 'vitest';
import { timeZoneChoices } from './time-zones';

describe('timeZoneChoices', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  const summer = new Date('2026-07-15T12:00:00Z');

  it('offers UTC and the IANA zones, sorted, each once', () => {
    const zones = timeZoneChoices('UTC', 'en', winter).map((choice) => choice.zone);
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Berlin');
    expect(zones).toEqual([...zones].sort((a, b) => a.localeCompare(b)));
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('keeps the board’s zone even when the runtime lists it under another name', () => {
    const zones = timeZoneChoices('Asia/Calcutta', 'en', winter).map((choice) => choice.zone);
    expect(zones).toContain('Asia/Calcutta');
  });

  it('shows the offset of the moment, across daylight saving', () => {
    const berlin = (at: Date) =>
      timeZoneChoices('UTC', 'en', at).find((choice) => choice.zone === 'Europe/Berlin');
    expect(berlin(winter)?.offset).toBe('GMT+1');
    expect(berlin(summer)?.offset).toBe('GMT+2');
  });
});
