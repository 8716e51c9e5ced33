import type { LimitName } from '../constants';
import { ERROR_DEFAULTS, type TeamboardErrorCode } from './codes';

/** One problem with one field of an input; `path` names the field (`['email']`, `['items', '0']`). */
export interface TeamboardIssue {
  readonly path: readonly string[];
  readonly message: string;
}

export interface TeamboardErrorOptions {
  readonly code: TeamboardErrorCode;
  /** Shown to users as is; defaults to the catalogue's message for `code`. */
  readonly message?: string | undefined;
  /** Defaults to the catalogue's value for `code`. */
  readonly retryable?: boolean | undefined;
  readonly status?: number | undefined;
  readonly issues?: readonly TeamboardIssue[] | undefined;
  readonly retryAfterMs?: number | undefined;
  readonly reason?: string | undefined;
  readonly cause?: unknown;
}

/** The JSON form of a {@link TeamboardError}: safe to log or send, whatever the cause was. */
export interface TeamboardErrorJSON {
  readonly name: 'TeamboardError';
  readonly code: TeamboardErrorCode;
  readonly message: string;
  readonly retryable: boolean;
  readonly status: number | undefined;
  readonly issues: readonly TeamboardIssue[];
  readonly retryAfterMs: number | undefined;
  readonly reason: string | undefined;
  readonly cause: { readonly name: string; readonly message: string; readonly code?: string } | undefined;
}

/** Every failure that leaves the SDK. Switch on `code`; show `message`. */
export class TeamboardError extends Error {
  /**
   * Brand for {@link isTeamboardError}: `instanceof` fails when an app ends
   * up with two copies of the SDK (a script bundling its own, for instance).
   * Not part of the API: test with `isTeamboardError`, not with this field.
   *
   * @internal
   */
  readonly __isTeamboardError = true as const;
  override readonly name = 'TeamboardError' as const;
  readonly code: TeamboardErrorCode;
  readonly retryable: boolean;
  /** HTTP status of the response that failed, when there was one. */
  readonly status: number | undefined;
  /** Field-level problems; filled for `validation`, empty otherwise. */
  readonly issues: readonly TeamboardIssue[];
  /** For `auth/rate-limited`: how long to wait, when the server said. */
  readonly retryAfterMs: number | undefined;
  /**
   * A machine-readable refinement of `code` when the source gave one, such as
   * the limit name for `limit-reached` or `stale_version` for `conflict`.
   */
  readonly reason: string | undefined;
  override readonly cause: unknown;

  constructor(options: TeamboardErrorOptions) {
    const defaults = ERROR_DEFAULTS[options.code];
    super(options.message ?? defaults.message, { cause: options.cause });
    this.code = options.code;
    this.retryable = options.retryable ?? defaults.retryable;
    this.status = options.status;
    this.issues = options.issues ?? [];
    this.retryAfterMs = options.retryAfterMs;
    this.reason = options.reason;
    this.cause = options.cause;
  }

  toJSON(): TeamboardErrorJSON {
    return {
      name: this.name,
      code: this.code,
      message: this.message,
      retryable: this.retryable,
      status: this.status,
      issues: this.issues,
      retryAfterMs: this.retryAfterMs,
      reason: this.reason,
      cause: summariseCause(this.cause),
    };
  }
}

/** The cause may hold a `Response` or a socket: keep only what is worth logging. */
function summariseCause(cause: unknown): TeamboardErrorJSON['cause'] {
  if (cause === undefined || cause === null) return undefined;
  switch (typeof cause) {
    case 'string':
      return { name: 'string', message: cause };
    case 'number':
    case 'boolean':
    case 'bigint':
      return { name: typeof cause, message: cause.toString() };
    case 'symbol':
      return { name: 'symbol', message: cause.toString() };
    case 'function':
      return { name: 'function', message: cause.name };
  }
  const { name, message, code } = cause as { name?: unknown; message?: unknown; code?: unknown };
  return {
    name: typeof name === 'string' ? name : 'Object',
    message: typeof message === 'string' ? message : '',
    ...(typeof code === 'string' && code !== '' ? { code } : {}),
  };
}

/**
 * What `reason` holds for the codes whose reasons form a closed set; any
 * other code's reason is a plain string (a constraint or server code).
 */
export interface TeamboardErrorReasons {
  /** The {@link LIMITS} key the database enforced. */
  readonly 'limit-reached': LimitName;
}

/** The `reason` a {@link TeamboardError} with code `C` can carry. */
export type TeamboardErrorReason<C extends TeamboardErrorCode> = C extends keyof TeamboardErrorReasons
  ? TeamboardErrorReasons[C]
  : string;

/** A {@link TeamboardError} known to carry code `C`, with `reason` narrowed to match. */
export type TeamboardErrorWithCode<C extends TeamboardErrorCode> = TeamboardError & {
  readonly code: C;
  readonly reason: TeamboardErrorReason<C> | undefined;
};

/**
 * True for a {@link TeamboardError} from any copy of the SDK; given codes,
 * only for one of them, narrowing `code` and `reason`.
 *
 * @example
 * if (isTeamboardError(error, 'limit-reached')) showLimit(LIMITS[error.reason ?? 'cardsPerBoard']);
 *
 * @category Errors
 */
export function isTeamboardError(value: unknown): value is TeamboardError;
export function isTeamboardError<C extends TeamboardErrorCode>(
  value: unknown,
  ...codes: readonly [C, ...C[]]
): value is TeamboardErrorWithCode<C>;
export function isTeamboardError(value: unknown, ...codes: readonly TeamboardErrorCode[]): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { __isTeamboardError?: unknown }).__isTeamboardError === true &&
    (codes.length === 0 || codes.includes((value as TeamboardError).code))
  );
}
