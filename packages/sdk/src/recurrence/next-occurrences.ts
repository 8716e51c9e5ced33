import { TeamboardError } from '../errors/teamboard-error';
import { nextOccurrencesAfter } from './occurrences';
import type { CardRecurrence } from './types';

/**
 * The next `count` occurrences of a rule after `after` (default now), computed
 * on the client with `rrule` in the rule's time zone, as the server's expander
 * computes them. Fewer when the rule ends.
 *
 * @throws `validation` (reason `recurrence_invalid`) for a rule `rrule` cannot read.
 *
 * @category Recurrence
 * @example
 * const rule = await getCardRecurrence(client, cardId);
 * const next = rule ? nextOccurrences(rule, 3) : []; // three Dates
 */
export function nextOccurrences(
  rule: Pick<CardRecurrence, 'rrule' | 'dtstart' | 'timeZone'>,
  count = 5,
  after: Date = new Date(),
): Date[] {
  try {
    return nextOccurrencesAfter(rule, after, Math.min(Math.max(count, 0), 100));
  } catch (error) {
    throw new TeamboardError({
      code: 'validation',
      reason: 'recurrence_invalid',
      message: 'The repeat rule is not valid.',
      cause: error,
    });
  }
}
