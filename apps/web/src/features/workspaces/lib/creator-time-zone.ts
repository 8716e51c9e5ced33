import { isTimeZone } from '@teamboard/sdk';

/**
 * The browser's zone, for a board this person makes (created, imported, from a template): its
 * schedules count in it. A runtime that cannot name one leaves the board to UTC.
 */
export function creatorTimeZone(): { timeZone?: string } {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? { timeZone: zone } : {};
}
