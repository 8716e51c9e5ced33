/**
 * Every code a {@link TeamboardError} can carry (PRODUCT.md §8). The list is
 * closed: apps switch on it exhaustively, so adding a code is a breaking change.
 */
export const TEAMBOARD_ERROR_CODES = [
  'auth/invalid-credentials',
  'auth/email-not-confirmed',
  'auth/user-already-exists',
  'auth/weak-password',
  'auth/session-expired',
  'auth/rate-limited',
  'validation',
  'not-found',
  'forbidden',
  'conflict',
  'limit-reached',
  'payload-too-large',
  'unsupported-file-type',
  'network',
  'timeout',
  'realtime/disconnected',
  'function-failed',
  'unknown',
] as const;

export type TeamboardErrorCode = (typeof TEAMBOARD_ERROR_CODES)[number];

const codes: ReadonlySet<string> = new Set(TEAMBOARD_ERROR_CODES);

/**
 * @category Errors
 * @example
 * const known = isTeamboardErrorCode(value);
 */
export function isTeamboardErrorCode(value: unknown): value is TeamboardErrorCode {
  return typeof value === 'string' && codes.has(value);
}

/** What a code means when the source says nothing more. */
export interface ErrorCodeDefaults {
  readonly message: string;
  readonly retryable: boolean;
}

/** What a code means to a user, when the source gives nothing better to show. */
export const ERROR_DEFAULTS: { readonly [C in TeamboardErrorCode]: ErrorCodeDefaults } = {
  'auth/invalid-credentials': { message: 'Wrong email or password.', retryable: false },
  'auth/email-not-confirmed': {
    message: 'Confirm your email address first: check your inbox for the link.',
    retryable: false,
  },
  'auth/user-already-exists': {
    message: 'An account with this email already exists.',
    retryable: false,
  },
  'auth/weak-password': {
    message: 'Choose a stronger password: at least 8 characters with a letter and a digit.',
    retryable: false,
  },
  'auth/session-expired': {
    message: 'Your session has ended. Please sign in again.',
    retryable: false,
  },
  'auth/rate-limited': {
    message: 'Too many attempts. Please wait a moment and try again.',
    retryable: true,
  },
  validation: { message: 'Some fields are not valid.', retryable: false },
  'not-found': { message: 'This item does not exist or you cannot see it.', retryable: false },
  forbidden: { message: 'You do not have permission to do this.', retryable: false },
  conflict: {
    message: 'This conflicts with a change made by someone else.',
    retryable: false,
  },
  'limit-reached': { message: 'You have reached a limit of your plan.', retryable: false },
  'payload-too-large': { message: 'This file is too large.', retryable: false },
  'unsupported-file-type': { message: 'This type of file is not allowed.', retryable: false },
  network: {
    message: 'Cannot reach Teamboard. Check your connection and try again.',
    retryable: true,
  },
  timeout: { message: 'This took too long. Please try again.', retryable: true },
  'realtime/disconnected': {
    message: 'Live updates are paused; reconnecting…',
    retryable: true,
  },
  'function-failed': { message: 'The server could not complete this action.', retryable: false },
  unknown: { message: 'Something went wrong.', retryable: false },
};
