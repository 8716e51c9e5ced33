import type { TeamboardErrorCode } from './codes';
import { parseDbSignal } from './db-convention';
import { mapHttpStatus } from './map-http-status';
import { camelCase, readString } from './read';
import { TeamboardError, type TeamboardIssue } from './teamboard-error';

/** The four fields PostgREST sends, which postgrest-js returns as a plain object (not a class). */
export interface PostgrestErrorLike {
  readonly code: string;
  readonly message: string;
  readonly details?: string | null;
  readonly hint?: string | null;
}

export function isPostgrestErrorLike(error: unknown): error is PostgrestErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  if (readString(error, 'name') === 'PostgrestError') return true;
  return (
    typeof readString(error, 'code') === 'string' &&
    typeof readString(error, 'message') === 'string' &&
    'details' in error &&
    'hint' in error
  );
}

const SIMPLE: Readonly<Record<string, TeamboardErrorCode>> = {
  '22001': 'validation', // string too long
  '22003': 'validation', // numeric out of range
  '22007': 'validation', // invalid datetime format
  '22008': 'validation', // datetime out of range
  '22023': 'validation', // invalid parameter value
  '22P02': 'validation', // invalid text representation (bad uuid, enum)
  '23P01': 'conflict', // exclusion violation
  P0002: 'not-found', // no_data_found (`select … into strict`)
  '57014': 'timeout', // statement timeout
  PGRST003: 'timeout', // connection pool timeout
  PGRST301: 'auth/session-expired',
  PGRST302: 'auth/session-expired',
  PGRST303: 'auth/session-expired',
};

function columnIssue(column: string | undefined, message: string): TeamboardIssue[] | undefined {
  return column === undefined ? undefined : [{ path: [camelCase(column)], message }];
}

/** `new row for relation "boards" violates check constraint "boards_name_check"` → `name`. */
function checkColumn(message: string): { column?: string; constraint?: string } {
  const match = /relation "([^"]+)" violates check constraint "([^"]+)"/.exec(message);
  const table = match?.[1];
  const constraint = match?.[2];
  if (table === undefined || constraint === undefined) return {};
  const prefix = `${table}_`;
  const column =
    constraint.startsWith(prefix) && constraint.endsWith('_check')
      ? constraint.slice(prefix.length, -'_check'.length)
      : undefined;
  return { column: column === '' ? undefined : column, constraint };
}

const UNIQUE_MESSAGES: Readonly<Record<string, string>> = {
  slug: 'This slug is already taken.',
  email: 'This email address is already used.',
};
const CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  workspace_members_pkey: 'This person is already a member of the workspace.',
  card_assignees_pkey: 'This person is already assigned to the card.',
  card_labels_pkey: 'This label is already on the card.',
};

function uniqueViolation(error: PostgrestErrorLike, status: number | undefined): TeamboardError {
  const constraint = /unique constraint "([^"]+)"/.exec(error.message)?.[1];
  const columns = /Key \(([^)]+)\)=/.exec(error.details ?? '')?.[1];
  const column = columns !== undefined && !columns.includes(',') ? columns.trim() : undefined;
  const message =
    (constraint === undefined ? undefined : CONSTRAINT_MESSAGES[constraint]) ??
    (column === undefined ? undefined : UNIQUE_MESSAGES[column]) ??
    'This already exists.';
  return new TeamboardError({
    code: 'conflict',
    message,
    status,
    issues: columnIssue(column, message),
    reason: constraint,
    cause: error,
  });
}

/**
 * Maps a PostgREST error plus the response's HTTP status (postgrest-js keeps
 * them apart: `{ error, status }`). Status 0 means the request never got an answer.
 */
export function mapPostgrestError(error: PostgrestErrorLike, status?: number): TeamboardError {
  const httpStatus = status === 0 ? undefined : status;
  const { code, message } = error;

  if (code === '' && (status === 0 || status === undefined)) {
    // postgrest-js turns fetch rejections into `{ code: '', message: '<name>: <message>' }`.
    const timedOut = /^(AbortError|TimeoutError)\b/.test(message);
    return new TeamboardError({ code: timedOut ? 'timeout' : 'network', cause: error });
  }

  const signal = parseDbSignal(error);
  if (signal !== undefined) {
    return new TeamboardError({
      code: signal.code,
      message: signal.message,
      status: httpStatus,
      reason: signal.reason,
      issues: signal.code === 'validation' ? columnIssue(signal.reason, signal.message) : undefined,
      cause: error,
    });
  }

  switch (code) {
    case '23505':
      return uniqueViolation(error, httpStatus);
    case '23503':
      // On insert/update the referenced row is gone; on delete, rows still point at this one.
      return message.startsWith('update or delete')
        ? new TeamboardError({
            code: 'conflict',
            message: 'Other items still depend on this one.',
            status: httpStatus,
            cause: error,
          })
        : new TeamboardError({ code: 'not-found', status: httpStatus, cause: error });
    case '23514': {
      const { column, constraint } = checkColumn(message);
      const text = 'This value is not allowed.';
      return new TeamboardError({
        code: 'validation',
        message: text,
        status: httpStatus,
        issues: columnIssue(column, text),
        reason: constraint,
        cause: error,
      });
    }
    case '23502': {
      const column = /null value in column "([^"]+)"/.exec(message)?.[1];
      const text = 'This field is required.';
      return new TeamboardError({
        code: 'validation',
        message: text,
        status: httpStatus,
        issues: columnIssue(column, text),
        cause: error,
      });
    }
    case '42501':
      // PostgREST answers 401 when the caller is anon: nobody is signed in any more.
      return new TeamboardError({
        code: httpStatus === 401 ? 'auth/session-expired' : 'forbidden',
        status: httpStatus,
        cause: error,
      });
    case '40001':
    case '40P01':
      // Serialization failure / deadlock: a concurrent edit won; repeating the request is safe.
      return new TeamboardError({
        code: 'conflict',
        message: 'Someone changed this at the same time. Please try again.',
        retryable: true,
        status: httpStatus,
        cause: error,
      });
    case 'PGRST116':
      // `single()` on zero rows is "not found"; on several rows it is a bug in the query.
      return /\b0 rows\b|no rows/i.test(error.details ?? '') || (error.details ?? '') === ''
        ? new TeamboardError({ code: 'not-found', status: httpStatus, cause: error })
        : new TeamboardError({ code: 'unknown', status: httpStatus, cause: error });
  }

  const simple = SIMPLE[code];
  if (simple !== undefined) return new TeamboardError({ code: simple, status: httpStatus, cause: error });
  if (code.startsWith('08') || code.startsWith('53') || code === '57P01' || /^PGRST00[012]$/.test(code)) {
    return new TeamboardError({
      code: 'network',
      message: 'Teamboard is unavailable right now. Please try again shortly.',
      status: httpStatus,
      cause: error,
    });
  }
  if (code.startsWith('22'))
    return new TeamboardError({ code: 'validation', status: httpStatus, cause: error });
  // Missing tables, functions or columns (42P01, 42883, PGRST2xx) are deploy mismatches, not user errors.
  if (code.startsWith('42') || code.startsWith('PGRST2') || code === 'P0001') {
    return new TeamboardError({ code: 'unknown', status: httpStatus, cause: error });
  }
  return mapHttpStatus(httpStatus, error);
}
