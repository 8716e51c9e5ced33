import { TeamboardError } from './teamboard-error';

/**
 * The last resort of every mapper: a status with no code we recognise.
 * 429 uses `auth/rate-limited`, the catalogue's only "wait and retry" code.
 */
export function mapHttpStatus(
  status: number | undefined,
  cause: unknown,
  retryAfterMs?: number,
): TeamboardError {
  const base = { status, cause };
  if (status === undefined || status === 0) return new TeamboardError({ code: 'unknown', ...base });
  if (status === 401) return new TeamboardError({ code: 'auth/session-expired', ...base });
  if (status === 403) return new TeamboardError({ code: 'forbidden', ...base });
  if (status === 404) return new TeamboardError({ code: 'not-found', ...base });
  if (status === 408 || status === 504) return new TeamboardError({ code: 'timeout', ...base });
  if (status === 409) return new TeamboardError({ code: 'conflict', ...base });
  if (status === 413) return new TeamboardError({ code: 'payload-too-large', ...base });
  if (status === 415) return new TeamboardError({ code: 'unsupported-file-type', ...base });
  if (status === 429) return new TeamboardError({ code: 'auth/rate-limited', retryAfterMs, ...base });
  if (status === 400 || status === 422) return new TeamboardError({ code: 'validation', ...base });
  if (status === 502 || status === 503) {
    return new TeamboardError({
      code: 'network',
      message: 'Teamboard is unavailable right now. Please try again shortly.',
      ...base,
    });
  }
  return new TeamboardError({ code: 'unknown', retryable: status >= 500, ...base });
}
