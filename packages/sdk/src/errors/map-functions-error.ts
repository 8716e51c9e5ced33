import { isTeamboardErrorCode } from './codes';
import { mapHttpStatus } from './map-http-status';
import { mapTransportError } from './map-transport-error';
import { parseRetryAfter, readNumber, readProp, readString } from './read';
import { TeamboardError, type TeamboardIssue } from './teamboard-error';

const FUNCTIONS_ERROR_NAMES = new Set([
  'FunctionsError',
  'FunctionsFetchError',
  'FunctionsRelayError',
  'FunctionsHttpError',
]);

/** functions-js has no brand; its class names are stable and set explicitly. */
export function isFunctionsErrorLike(error: unknown): boolean {
  const name = readString(error, 'name');
  return name !== undefined && FUNCTIONS_ERROR_NAMES.has(name);
}

/** For `FunctionsHttpError`/`FunctionsRelayError`, `context` is the `Response`. */
function responseOf(error: unknown): Response | undefined {
  const context = readProp(error, 'context');
  return readNumber(context, 'status') !== undefined && typeof readProp(context, 'headers') === 'object'
    ? (context as Response)
    : undefined;
}

function retryAfterOf(response: Response | undefined): number | undefined {
  const headers: unknown = response?.headers;
  const get = readProp(headers, 'get');
  return typeof get === 'function' ? parseRetryAfter((headers as Headers).get('retry-after')) : undefined;
}

/**
 * Maps a functions-js error without reading the body (synchronous).
 * A failed function is retryable when its status says the server, not the
 * request, was at fault.
 */
export function mapFunctionsError(error: unknown): TeamboardError {
  const name = readString(error, 'name');
  if (name === 'FunctionsFetchError') {
    return (
      mapTransportError(readProp(error, 'context')) ?? new TeamboardError({ code: 'network', cause: error })
    );
  }
  const response = responseOf(error);
  const status = response?.status;
  if (name === 'FunctionsRelayError') {
    return new TeamboardError({ code: 'function-failed', retryable: true, status, cause: error });
  }
  if (status === undefined) return new TeamboardError({ code: 'function-failed', cause: error });
  if (status === 429) return mapHttpStatus(status, error, retryAfterOf(response));
  return new TeamboardError({
    code: 'function-failed',
    retryable: status >= 500 || status === 408,
    status,
    cause: error,
  });
}

function issuesOf(value: unknown): TeamboardIssue[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const issues: TeamboardIssue[] = [];
  for (const item of value) {
    const path = readProp(item, 'path');
    const message = readString(item, 'message');
    if (message === undefined || !Array.isArray(path)) continue;
    issues.push({ path: path.map(String), message });
  }
  return issues;
}

/**
 * Like {@link mapFunctionsError}, and when the function answered with our
 * error body — `{ "error": { "code": "<catalogue code>", "message": "…",
 * "issues"?: [...] } }` — keeps its code and message.
 */
export async function mapFunctionsErrorWithBody(error: unknown): Promise<TeamboardError> {
  const mapped = mapFunctionsError(error);
  const response = responseOf(error);
  if (response === undefined || readString(error, 'name') !== 'FunctionsHttpError') return mapped;
  let body: unknown;
  try {
    // Clone: the app may still want to read the body itself.
    body = await response.clone().json();
  } catch {
    return mapped;
  }
  const detail = readProp(body, 'error');
  const code = readProp(detail, 'code');
  if (!isTeamboardErrorCode(code)) return mapped;
  return new TeamboardError({
    code,
    message: readString(detail, 'message'),
    retryable: code === 'function-failed' ? mapped.retryable : undefined,
    status: mapped.status,
    issues: issuesOf(readProp(detail, 'issues')),
    retryAfterMs: mapped.retryAfterMs,
    reason: readString(detail, 'reason'),
    cause: error,
  });
}
