import { isTimeZone } from '@teamboard/sdk';

export interface TimeZoneChoice {
  /** The IANA name stored (a board's zone, a person's zone for quiet hours). */
  zone: string;
  /** Its offset now, in the reader's language ("GMT+1", "GMT-04:00" style as Intl writes it). */
  offset: string;
}

/**
 * The zones one can choose from (a board's, a person's): the runtime's IANA list (which leaves
 * out `UTC` itself), plus the current zone in case the runtime lists it under another name; sorted by name.
 */
export function timeZoneChoices(current: string, locale: string, now = new Date()): TimeZoneChoice[] {
  const names = new Set(Intl.supportedValuesOf('timeZone'));
  names.add('UTC');
  if (isTimeZone(current)) names.add(current);
  return [...names]
    .sort((a, b) => a.localeCompare(b))
    .map((zone) => ({ zone, offset: offsetOf(zone, locale, now) }));
}

function offsetOf(zone: string, locale: string, now: Date): string {
  const parts = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    timeZoneName: 'shortOffset',
  }).formatToParts(now);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}
