import { isPgError } from '../db/database';

/** An error answered in PostgREST's JSON shape: `{ code, message, details, hint }`. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toJSON() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** `400 PGRST100`: the query string could not be parsed. */
export function parseError(details: string, message = '"failed to parse filter"'): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

export function columnNotFound(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`);
}

export function tableNotFound(schema: string, table: string, suggestion?: string): RestError {
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${table}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
  );
}

/** PostgREST's SQLSTATE → HTTP status table. */
function statusForSqlState(code: string, message: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '21000') return /requires a WHERE clause/.test(message) ? 400 : 500;
  if (code === '22023' && /role .* does not exist/.test(message)) return 401;
  if (code === 'P0001') return 400;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17' || code === '53400' || code === '57P01') return code === '57P01' ? 503 : 500;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  if (['0L', '0P', '28'].includes(cls)) return 403;
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)
  )
    return 500;
  return 400;
}

/** Turns anything thrown while serving a request into a PostgREST error. */
export function toRestError(error: unknown, role: string): RestError {
  if (error instanceof RestError) return error;
  if (isPgError(error)) {
    return new RestError(
      statusForSqlState(error.code, error.message, role),
      error.code,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
    );
  }
  return new RestError(500, 'PGRSTX00', error instanceof Error ? error.message : String(error));
}
