import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { Tables } from '../database.types';
import { isTeamboardError, TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { setCardRecurrenceInput, type SetCardRecurrenceInput } from '../schemas/recurrence';
import { validate } from '../validate';
import { nextOccurrencesAfter } from './occurrences';
import type { CardRecurrence } from './types';

function toRecurrence(row: Tables<'card_recurrences'>): CardRecurrence {
  return {
    id: row.id,
    cardId: row.card_id,
    boardId: row.board_id,
    rrule: row.rrule,
    dtstart: row.dtstart,
    timeZone: row.time_zone,
    mode: row.mode,
    listId: row.list_id,
    nextAt: row.next_at,
    createdBy: row.created_by,
  };
}

/** A rule the schema refuses is `validation` with reason `recurrence_invalid`, as the database says it. */
function validateRule(input: SetCardRecurrenceInput): SetCardRecurrenceInput {
  try {
    return validate(setCardRecurrenceInput, input);
  } catch (error) {
    if (isTeamboardError(error) && error.issues.some((issue) => issue.path[0] === 'rrule')) {
      throw new TeamboardError({
        code: 'validation',
        reason: 'recurrence_invalid',
        message: error.message,
        issues: error.issues,
        cause: error,
      });
    }
    throw error;
  }
}

/**
 * Makes a card recur, replacing any rule it had. The rule is an RFC 5545
 * RRULE value (`FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH`; the end is its COUNT
 * or UNTIL) counted from `dtstart` in the IANA `timeZone`. Mode `copy` puts a
 * fresh copy (checklist reset, due at the occurrence) into `listId` (default:
 * the card's list) at each occurrence; `reopen` reopens the card, when it is
 * completed, with the next occurrence as its due date. Occurrences before now
 * are never made up.
 *
 * @throws `validation` (reason `recurrence_invalid` for a rule the database
 *   does not accept; `time_zone`, `list_id` for those fields); `not-found`
 *   (a card the caller cannot see); `forbidden` (the caller cannot edit it).
 *
 * @category Recurrence
 * @example
 * await setCardRecurrence(client, {
 *   cardId,
 *   rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH',
 *   dtstart: '2026-12-07T09:00:00+01:00',
 *   timeZone: 'Europe/Berlin',
 *   mode: 'copy',
 * });
 */
export async function setCardRecurrence(
  client: TeamboardClient,
  input: SetCardRecurrenceInput,
  options: CallOptions = {},
): Promise<CardRecurrence> {
  return withCall(client, options, async ({ client }) => {
    const rule = validateRule(input);
    const row = await run(
      client.supabase.rpc('set_card_recurrence', {
        card_id: rule.cardId,
        rrule: rule.rrule,
        dtstart: rule.dtstart,
        time_zone: rule.timeZone,
        mode: rule.mode,
        ...(rule.listId ? { list_id: rule.listId } : {}),
      }),
    );
    return toRecurrence(row);
  });
}

/**
 * Stops a card recurring; copies already made stay. Resolves `false` when it
 * had no rule.
 *
 * @throws `validation`; `not-found`; `forbidden` (the caller cannot edit the card).
 *
 * @category Recurrence
 * @example
 * await clearCardRecurrence(client, cardId);
 */
export async function clearCardRecurrence(
  client: TeamboardClient,
  cardId: string,
  options: CallOptions = {},
): Promise<boolean> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, cardId);
    return run(client.supabase.rpc('clear_card_recurrence', { card_id: id }));
  });
}

/**
 * The card's rule, or `null` when it has none or the caller cannot read the card.
 *
 * @throws `validation` (not an id).
 *
 * @category Recurrence
 * @example
 * const rule = await getCardRecurrence(client, cardId);
 * if (rule) console.log(rule.rrule, rule.timeZone);
 */
export async function getCardRecurrence(
  client: TeamboardClient,
  cardId: string,
  options: CallOptions = {},
): Promise<CardRecurrence | null> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, cardId);
    const row = await run(client.supabase.from('card_recurrences').select().eq('card_id', id).maybeSingle());
    return row ? toRecurrence(row) : null;
  });
}

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
