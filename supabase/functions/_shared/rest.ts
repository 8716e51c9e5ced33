import { FunctionError, type ErrorCode } from './http.ts';
import type { Caller } from './caller.ts';

const CODES = new Set<ErrorCode>(['validation', 'not-found', 'forbidden', 'conflict', 'limit-reached']);

interface PostgrestError {
  code?: string;
  message?: string;
  details?: string | null;
  hint?: string | null;
}

/** A PostgREST error as a FunctionError, following the database's error convention. */
function toFunctionError(status: number, body: PostgrestError): FunctionError {
  const hinted = body.hint?.startsWith('teamboard:') ? body.hint.slice('teamboard:'.length) : undefined;
  if (hinted && CODES.has(hinted as ErrorCode)) {
    return new FunctionError(hinted as ErrorCode, body.message ?? 'Refused.', body.details ?? undefined);
  }
  if (body.code === '23505') return new FunctionError('conflict', 'This already exists.');
  if (body.code === '23514') return new FunctionError('validation', body.message ?? 'Invalid input.');
  if (body.code === '42501' || status === 401 || status === 403) {
    return new FunctionError('forbidden', 'You are not allowed to do this.');
  }
  return new FunctionError('unknown', body.message ?? `The database answered ${status}.`);
}

interface RestInit {
  method?: string;
  body?: unknown;
  prefer?: string;
}

/** Calls /rest/v1 as the caller, so row-level security decides what they may see and do. */
export function rest<T>(caller: Caller, path: string, init: RestInit = {}): Promise<T> {
  return send<T>(Deno.env.get('SUPABASE_ANON_KEY') ?? '', caller.token, path, init);
}

/**
 * Calls /rest/v1 with the service-role key: only for the few calls granted to
 * `service_role` alone (work the platform does, not a user).
 */
export function serviceRest<T>(path: string, init: RestInit = {}): Promise<T> {
  const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  return send<T>(key, key, path, init);
}

async function send<T>(apikey: string, token: string, path: string, init: RestInit): Promise<T> {
  const url = `${Deno.env.get('SUPABASE_URL')}/rest/v1/${path}`;
  const headers: Record<string, string> = {
    apikey,
    Authorization: `Bearer ${token}`,
    Accept: 'application/json',
  };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.prefer) headers.Prefer = init.prefer;
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  const parsed: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) throw toFunctionError(res.status, (parsed ?? {}) as PostgrestError);
  return parsed as T;
}
