import { isAuthErrorLike, mapAuthError } from './map-auth-error';
import { isFunctionsErrorLike, mapFunctionsError, mapFunctionsErrorWithBody } from './map-functions-error';
import { isPostgrestErrorLike, mapPostgrestError } from './map-postgrest-error';
import { isStorageErrorLike, mapStorageError } from './map-storage-error';
import { mapTransportError } from './map-transport-error';
import { isZodErrorLike, mapZodError } from './map-zod-error';
import { readNumber } from './read';
import { isTeamboardError, TeamboardError } from './teamboard-error';

export interface MapErrorContext {
  /** HTTP status of the response, which postgrest-js returns beside `error` rather than in it. */
  readonly status?: number | undefined;
}

/**
 * The one mapping from whatever supabase-js (or fetch, or zod) produced to a
 * {@link TeamboardError}. Recognition is by brand or shape, never
 * `instanceof`, so errors from another copy of supabase-js map the same.
 * Order matters: specific shapes first, transport failures, then `unknown`.
 */
export function toTeamboardError(error: unknown, context: MapErrorContext = {}): TeamboardError {
  if (isTeamboardError(error)) return error;
  if (isZodErrorLike(error)) return mapZodError(error);
  if (isAuthErrorLike(error)) return mapAuthError(error);
  if (isStorageErrorLike(error)) return mapStorageError(error);
  if (isFunctionsErrorLike(error)) return mapFunctionsError(error);
  if (isPostgrestErrorLike(error)) {
    return mapPostgrestError(error, context.status ?? readNumber(error, 'status'));
  }
  return (
    mapTransportError(error) ?? new TeamboardError({ code: 'unknown', status: context.status, cause: error })
  );
}

/**
 * {@link toTeamboardError}, plus reading an edge function's error body, which
 * needs `await`: our functions answer `{ error: { code, message } }`.
 */
export async function toTeamboardErrorAsync(
  error: unknown,
  context: MapErrorContext = {},
): Promise<TeamboardError> {
  if (isFunctionsErrorLike(error)) return mapFunctionsErrorWithBody(error);
  return toTeamboardError(error, context);
}
