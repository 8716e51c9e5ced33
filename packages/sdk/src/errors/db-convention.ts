import type { TeamboardErrorCode } from './codes';

/**
 * How our own Postgres functions and triggers signal a catalogue error
 * (also in `docs/db-errors.md`, which migration authors follow):
 *
 * ```sql
 * raise exception 'A board can have at most 50 lists.'
 *   using errcode = 'P0001',                 -- the default of RAISE; PostgREST answers 400
 *         hint    = 'teamboard:limit-reached', -- machine-readable: `teamboard:<code>`
 *         detail  = 'listsPerBoard';           -- optional reason: see below
 * ```
 *
 * - `hint` = `teamboard:<code>` with `<code>` one of {@link DB_SIGNALLED_CODES}.
 *   The hint is the contract because PostgREST and supabase-js pass it
 *   through untouched, and it never collides with Postgres's own hints.
 * - `message` is a complete sentence shown to users as is.
 * - `detail` (optional) becomes `TeamboardError.reason`: the `LIMITS` key for
 *   `limit-reached`, `stale_version` for a version conflict, `last_owner` for
 *   the last-owner rule, and for `validation` the column name, which also
 *   becomes the issue path (`wip_limit` → `['wipLimit']`).
 *
 * Without a hint, a `P0001` message of the form `<code>: <sentence>` is
 * accepted too, so a quick `raise exception 'not-found: …'` still maps.
 */
export const DB_ERROR_HINT_PREFIX = 'teamboard:';

/** The codes a database function may raise; everything else is the SDK's business. */
export const DB_SIGNALLED_CODES = [
  'validation',
  'not-found',
  'forbidden',
  'conflict',
  'limit-reached',
] as const satisfies readonly TeamboardErrorCode[];

export type DbSignalledCode = (typeof DB_SIGNALLED_CODES)[number];

const signalled: ReadonlySet<string> = new Set(DB_SIGNALLED_CODES);

function isSignalledCode(value: string): value is DbSignalledCode {
  return signalled.has(value);
}

export interface DbSignal {
  readonly code: DbSignalledCode;
  readonly message: string;
  readonly reason: string | undefined;
}

const MESSAGE_PREFIX = /^([a-z-]+):\s*(.+)$/s;

function nonEmpty(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** Reads the convention above from a Postgres error; `undefined` if it does not follow it. */
export function parseDbSignal(error: {
  readonly code?: string | undefined;
  readonly message?: string | undefined;
  readonly hint?: string | null | undefined;
  readonly details?: string | null | undefined;
}): DbSignal | undefined {
  const hint = nonEmpty(error.hint);
  const reason = nonEmpty(error.details);
  const rawMessage = nonEmpty(error.message) ?? '';
  const prefixed = MESSAGE_PREFIX.exec(rawMessage);
  const prefixCode = prefixed?.[1];
  const prefixMessage = prefixed?.[2];

  if (hint?.startsWith(DB_ERROR_HINT_PREFIX)) {
    const code = hint.slice(DB_ERROR_HINT_PREFIX.length).trim();
    if (!isSignalledCode(code)) return undefined;
    // Tolerate authors who also prefix the message with the code.
    const message = prefixCode === code && prefixMessage !== undefined ? prefixMessage : rawMessage;
    return { code, message, reason };
  }
  if (
    error.code === 'P0001' &&
    prefixCode !== undefined &&
    prefixMessage !== undefined &&
    isSignalledCode(prefixCode)
  ) {
    return { code: prefixCode, message: prefixMessage, reason };
  }
  return undefined;
}
