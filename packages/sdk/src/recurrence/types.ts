import type { RecurrenceMode } from '../schemas/recurrence';

/** A card's repeat rule (RFC 5545 RRULE value, counted from `dtstart` in `timeZone`). */
export interface CardRecurrence {
  readonly id: string;
  readonly cardId: string;
  readonly boardId: string;
  readonly rrule: string;
  readonly dtstart: string;
  readonly timeZone: string;
  readonly mode: RecurrenceMode;
  /** Copy mode: where copies go; `null` is the card's own list. */
  readonly listId: string | null;
  /** When the server next has work for the rule; `null` once the rule has ended. */
  readonly nextAt: string | null;
  readonly createdBy: string | null;
}
