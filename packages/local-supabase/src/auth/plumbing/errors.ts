import type { Context } from 'hono';

/** An error GoTrue answers with a status and a stable `error_code`. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level fields, e.g. `weak_password`. */
    readonly extra: Record<string, unknown> = {},
    /** The underlying failure, for the server log only. */
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

/** Thrown where GoTrue answers with an OAuth-style body (`error`, `error_description`). */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

const API_VERSION_HEADER = 'X-Supabase-Api-Version';

/**
 * GoTrue's two error shapes: with the API-version header the body's `code` is
 * the string code (auth-js reads it only when it can see the echoed header);
 * without it, `code` is the HTTP status. Both carry `error_code` so older
 * clients and CORS-restricted browsers still get the code.
 */
export function errorResponse(c: Context, error: AuthError | OAuthError): Response {
  if (error instanceof OAuthError) {
    return c.json({ error: error.error, error_description: error.description }, error.status as 400);
  }
  const version = c.req.header(API_VERSION_HEADER);
  c.header('x-sb-error-code', error.code);
  if (version) c.header(API_VERSION_HEADER, version);
  const body = {
    code: version ? error.code : error.status,
    error_code: error.code,
    msg: error.message,
    message: error.message,
    ...error.extra,
  };
  return c.json(body, error.status as 400);
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
/** Another account already holds the address: sign-up, invite, admin create and every email change. */
export const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
