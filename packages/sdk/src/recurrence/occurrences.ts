// Occurrences of a card's RFC 5545 rule, computed with the `rrule` library in
// the rule's IANA time zone. One home for the arithmetic: the SDK lists the
// next occurrences with it, and the edge function `expand-recurrences` gets it
// bundled (supabase/scripts/function-schemas.mjs) to plan what the database
// records.
//
// Time zones: `rrule` counts in UTC fields, so the rule runs on "wall clock"
// dates (a Date whose UTC fields are the local time in the zone) and each
// result is turned back into an instant with that day's offset. "Every day at
// 09:00 Europe/Berlin" thus stays at 09:00 across DST changes; a local time
// that does not exist (02:30 on the spring-forward night) moves an hour on.
import * as rruleModule from 'rrule';
import { isTimeZone } from '../schemas/time-zone';

// Node loads rrule's CommonJS build, whose names sit on `default`; bundlers load its ES build.
const { RRule } =
  'RRule' in rruleModule ? rruleModule : (rruleModule as { default: typeof rruleModule }).default;

/** The rule as stored: the RRULE value, its start and its time zone. */
export interface RecurrenceRule {
  readonly rrule: string;
  readonly dtstart: string | Date;
  readonly timeZone: string;
}

/** A run this far behind makes up at most this many occurrences per rule and call. */
export const MAX_OCCURRENCES_PER_RUN = 1000;

const partsFormat = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds the zone is ahead of UTC at `instant`. */
function offsetMs(instant: number, timeZone: string): number {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormat.set(timeZone, format);
  }
  const part = (parts: Intl.DateTimeFormatPart[], type: string) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const parts = format.formatToParts(new Date(instant));
  const wall = Date.UTC(
    part(parts, 'year'),
    part(parts, 'month') - 1,
    part(parts, 'day'),
    part(parts, 'hour'),
    part(parts, 'minute'),
    part(parts, 'second'),
  );
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

const toWall = (instant: number, timeZone: string) => new Date(instant + offsetMs(instant, timeZone));

function fromWall(wall: Date, timeZone: string): number {
  const guess = wall.getTime() - offsetMs(wall.getTime(), timeZone);
  return wall.getTime() - offsetMs(guess, timeZone);
}

/**
 * The `rrule` object for a stored rule, counting on wall-clock dates; throws
 * when `rrule` cannot read the rule.
 */
function wallRule(rule: RecurrenceRule): InstanceType<typeof RRule> {
  const options = RRule.parseString(rule.rrule);
  const start = new Date(rule.dtstart).getTime();
  if (!Number.isFinite(start) || !isTimeZone(rule.timeZone)) throw new RangeError('Invalid rule.');
  return new RRule({
    ...options,
    dtstart: toWall(start, rule.timeZone),
    // UNTIL is an instant (…Z): the last local time it allows.
    until: options.until ? toWall(options.until.getTime(), rule.timeZone) : null,
    tzid: null,
  });
}

/** True when `rrule` can read the rule (its shape is checked by the schema too). */
export function isReadableRule(rule: RecurrenceRule): boolean {
  try {
    wallRule(rule);
    return true;
  } catch {
    return false;
  }
}

const DAY_MS = 86_400_000;

/** Occurrences in (after, until], as instants, oldest first, at most `limit`. */
export function occurrencesBetween(
  rule: RecurrenceRule,
  after: Date,
  until: Date,
  limit = MAX_OCCURRENCES_PER_RUN,
): Date[] {
  const wall = wallRule(rule);
  const found: Date[] = [];
  // A day of slack either side covers any offset; the instants decide.
  wall.between(
    toWall(after.getTime() - DAY_MS, rule.timeZone),
    toWall(until.getTime() + DAY_MS, rule.timeZone),
    true,
    (date) => {
      const instant = fromWall(date, rule.timeZone);
      if (instant > after.getTime() && instant <= until.getTime()) found.push(new Date(instant));
      return found.length < limit;
    },
  );
  return found;
}

/** The first `count` occurrences after `after`, oldest first (fewer when the rule ends). */
export function nextOccurrencesAfter(rule: RecurrenceRule, after: Date, count = 1): Date[] {
  const wall = wallRule(rule);
  const found: Date[] = [];
  let cursor = toWall(after.getTime() - DAY_MS, rule.timeZone);
  while (found.length < count) {
    const next = wall.after(cursor, false);
    if (!next) break;
    cursor = next;
    const instant = fromWall(next, rule.timeZone);
    if (instant > after.getTime()) found.push(new Date(instant));
  }
  return found;
}

/** A rule claimed by the expander (public.claim_card_recurrences). */
export interface ClaimedRecurrence {
  readonly id: string;
  readonly rrule: string;
  readonly dtstart: string;
  readonly time_zone: string;
  readonly mode: 'copy' | 'reopen';
  readonly expanded_until: string;
  readonly due_at: string | null;
  readonly as_of: string;
}

/** What public.apply_card_occurrences records for one claimed rule. */
export interface OccurrencePlan {
  readonly recurrence_id: string;
  readonly occurrences: string[];
  readonly expanded_to: string;
  readonly next_at: string | null;
}

/**
 * Plans one claimed rule. Copy: every occurrence since the last run up to
 * the claim's time (a late run makes up what it missed, at most
 * {@link MAX_OCCURRENCES_PER_RUN}; the rest on the next run). Reopen: the
 * next due date after the card's last one and now. A rule `rrule` cannot read
 * ends (next_at null) rather than failing every run.
 */
export function planOccurrences(claim: ClaimedRecurrence): OccurrencePlan {
  const rule = { rrule: claim.rrule, dtstart: claim.dtstart, timeZone: claim.time_zone };
  const asOf = new Date(claim.as_of);
  const done = new Date(claim.expanded_until);
  const ended = { recurrence_id: claim.id, occurrences: [], expanded_to: claim.as_of, next_at: null };
  if (!isReadableRule(rule)) return ended;
  if (claim.mode === 'copy') {
    const due = occurrencesBetween(rule, done, asOf);
    const expandedTo = due.length === MAX_OCCURRENCES_PER_RUN ? due[due.length - 1]! : asOf;
    const [next] = nextOccurrencesAfter(rule, expandedTo);
    return {
      recurrence_id: claim.id,
      occurrences: due.map((d) => d.toISOString()),
      expanded_to: expandedTo.toISOString(),
      next_at: next?.toISOString() ?? null,
    };
  }
  const from = Math.max(asOf.getTime(), done.getTime(), claim.due_at ? new Date(claim.due_at).getTime() : 0);
  const [next] = nextOccurrencesAfter(rule, new Date(from));
  if (!next) return ended;
  return {
    recurrence_id: claim.id,
    occurrences: [next.toISOString()],
    expanded_to: next.toISOString(),
    next_at: next.toISOString(),
  };
}

/**
 * Most occurrences (and plans) one public.apply_card_occurrences call records,
 * so a batch stays far inside a statement timeout whatever the rules ask.
 */
export const MAX_OCCURRENCES_PER_APPLY = 1000;

/**
 * Splits plans into batches for public.apply_card_occurrences: at most
 * `limit` occurrences each, a plan with none counting as one (it still moves
 * its rule on). A plan is never split, so one larger than `limit` is a batch
 * of its own.
 */
export function batchPlans(
  plans: readonly OccurrencePlan[],
  limit = MAX_OCCURRENCES_PER_APPLY,
): OccurrencePlan[][] {
  const batches: OccurrencePlan[][] = [];
  let batch: OccurrencePlan[] = [];
  let size = 0;
  for (const plan of plans) {
    const weight = Math.max(1, plan.occurrences.length);
    if (batch.length > 0 && size + weight > limit) {
      batches.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(plan);
    size += weight;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
