import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { isTeamboardError, TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import { setCardRecurrenceInput, type SetCardRecurrenceInput } from '../schemas/recurrence';
import { validate } from '../validate';
import { toRecurrence } from './recurrence-rows';
import type { CardRecurrence } from './types';

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
 * or UNTIL) counted from `dtstart` in the IANA `timeZone` (left out: the board's,
 * see {@link setBoardTimeZone}). Mode `copy` puts a
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
        // Null is "the board's zone" to the database; the generated type cannot
        // say that of a parameter without a default.
        time_zone: rule.timeZone ?? (null as unknown as string),
        mode: rule.mode,
        ...(rule.listId ? { list_id: rule.listId } : {}),
      }),
    );
    return toRecurrence(row);
  });
}
