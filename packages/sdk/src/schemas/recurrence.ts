import * as z from 'zod/mini';
import { idSchema } from './fields';
import { timeZoneSchema } from './time-zone';

/** The modes of a card's rule: a new copy at each occurrence, or reopen when completed. */
export const RECURRENCE_MODES = ['copy', 'reopen'] as const;
export type RecurrenceMode = (typeof RECURRENCE_MODES)[number];

/**
 * The RRULE value the database accepts (private.check_rrule says the same):
 * day and longer frequencies, the parts calendar apps and the editor use,
 * at most 500 characters. Whether `rrule` reads it is checked on top.
 */
const PART: Readonly<Record<string, RegExp>> = {
  FREQ: /^(DAILY|WEEKLY|MONTHLY|YEARLY)$/,
  INTERVAL: /^[1-9][0-9]{0,2}$/,
  COUNT: /^[1-9][0-9]{0,3}$/,
  UNTIL: /^[0-9]{8}T[0-9]{6}Z$/,
  BYDAY: /^[+-]?[1-5]?(MO|TU|WE|TH|FR|SA|SU)(,[+-]?[1-5]?(MO|TU|WE|TH|FR|SA|SU))*$/,
  BYMONTHDAY: /^-?([1-9]|[12][0-9]|3[01])(,-?([1-9]|[12][0-9]|3[01]))*$/,
  BYMONTH: /^([1-9]|1[0-2])(,([1-9]|1[0-2]))*$/,
  BYSETPOS: /^-?[1-5](,-?[1-5])*$/,
  WKST: /^(MO|TU|WE|TH|FR|SA|SU)$/,
};

/** True when `rule` has the shape the database accepts. */
export function isAcceptedRrule(rule: string): boolean {
  if (rule.length > 500) return false;
  const keys = new Set<string>();
  for (const part of rule.split(';')) {
    const [key = '', value = '', ...rest] = part.split('=');
    if (rest.length > 0 || keys.has(key) || !PART[key]?.test(value)) return false;
    keys.add(key);
  }
  return keys.has('FREQ') && !(keys.has('COUNT') && keys.has('UNTIL'));
}

export const rruleSchema = z
  .string({ error: 'The repeat rule must be text.' })
  .check(z.refine(isAcceptedRrule, { error: 'The repeat rule is not valid.' }));

export const setCardRecurrenceInput = z.object({
  cardId: idSchema,
  rrule: rruleSchema,
  /** The first occurrence's date and time (ISO 8601 with offset). */
  dtstart: z.iso.datetime({ offset: true, error: 'The start must be an ISO 8601 date-time.' }),
  /** The zone the rule counts in; left out, the board's (`boards.time_zone`). */
  timeZone: z.optional(timeZoneSchema),
  mode: z.enum(RECURRENCE_MODES, { error: 'Choose copy or reopen.' }),
  /** Copy mode: the list the copies go to (default: the card's list). */
  listId: z.optional(z.nullable(idSchema)),
});

export type SetCardRecurrenceInput = z.output<typeof setCardRecurrenceInput>;
