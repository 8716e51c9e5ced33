import { validate } from '../validate';
import { eventSchema, type TeamboardEvent } from './schemas';

/**
 * Checks that a value (a webhook's parsed body, a line of a log) is a
 * Teamboard event of a type this SDK knows, and returns it typed.
 *
 * @throws `validation` with the fields that do not fit.
 *
 * @category Events
 * @example
 * const event = parseEvent(JSON.parse(body));
 * if (event.type === 'card.completed') console.log(`card ${event.card_id} done`);
 */
export function parseEvent(value: unknown): TeamboardEvent {
  return validate<typeof eventSchema>(eventSchema, value as never);
}
