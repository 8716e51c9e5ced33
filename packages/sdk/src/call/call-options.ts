import * as z from 'zod/mini';
import type { TeamboardClient, TeamboardSupabaseClient } from '../client';
import { toTeamboardError } from '../errors/map-error';
import { TeamboardError } from '../errors/teamboard-error';
import { validate } from '../validate';
import { markCallDeadline } from './call-deadline';

/**
 * Options every SDK call that talks to the backend accepts, as the last
 * argument (alone, or as part of the call's own options object).
 *
 * - `signal` cancels the call: it rejects with a {@link TeamboardError} of code
 *   `timeout` and reason `aborted`, and a multi-step call stops before its next
 *   step (undoing a step already taken where it would leave a half-done write).
 * - `timeoutMs` is a deadline for the whole call, all its requests included. It
 *   replaces the client's per-request `timeoutMs` for this call; when it passes,
 *   the call rejects with code `timeout` and reason `deadline`.
 *
 * @example
 * const controller = new AbortController();
 * const boards = await listBoards(client, workspaceId, { signal: controller.signal, timeoutMs: 5_000 });
 */
export interface CallOptions {
  /** Cancels the call; it rejects with `timeout`, reason `aborted`. */
  readonly signal?: AbortSignal | undefined;
  /** Deadline of the whole call in ms (a whole number, at least 1); overrides the client's `timeoutMs`. */
  readonly timeoutMs?: number | undefined;
}

/** Why a call was cut short: the caller's signal, or the call's own deadline. */
export type CallStopReason = 'aborted' | 'deadline';

const callOptionsSchema = z.object({
  signal: z.optional(
    // By shape, not `instanceof`: a signal from another realm (an iframe, a test DOM) is still one.
    z.custom<AbortSignal>(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        typeof (value as { aborted?: unknown }).aborted === 'boolean' &&
        typeof (value as { addEventListener?: unknown }).addEventListener === 'function',
      { error: 'signal must be an AbortSignal.' },
    ),
  ),
  timeoutMs: z.optional(
    z
      .number({ error: 'timeoutMs must be a number.' })
      .check(
        z.int({ error: 'timeoutMs must be a whole number of ms.' }),
        z.gte(1, { error: 'timeoutMs must be at least 1 ms.' }),
      ),
  ),
});

/** The error a call cut short rejects with. */
export function stoppedError(reason: CallStopReason, cause: unknown): TeamboardError {
  return new TeamboardError({
    code: 'timeout',
    reason,
    message: reason === 'aborted' ? 'The request was cancelled.' : 'This took too long. Please try again.',
    // A cancelled call is not worth retrying on its own; a missed deadline is.
    retryable: reason === 'deadline',
    cause,
  });
}

const BUILDER_METHODS = new Set<PropertyKey>(['select', 'insert', 'update', 'upsert', 'delete']);

interface AbortableBuilder {
  abortSignal(signal: AbortSignal): unknown;
}

function bound(target: object, prop: PropertyKey): unknown {
  const value: unknown = Reflect.get(target, prop, target);
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}

/** `from(table)`'s builder, whose query methods come back carrying `signal`. */
function signalledQueryBuilder(builder: object, signal: AbortSignal): object {
  return new Proxy(builder, {
    get(target, prop) {
      const value = bound(target, prop);
      if (!BUILDER_METHODS.has(prop) || typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        (value as (...a: unknown[]) => AbortableBuilder)(...args).abortSignal(signal);
    },
  });
}

/**
 * The supabase-js client as one call sees it: every database request
 * (`from(…)`, `rpc(…)`) carries the call's signal, so aborting ends the request
 * in flight and every later step fails before it is sent. Auth, Storage and
 * Functions requests are unchanged: calls pass the signal to those themselves.
 */
function signalledSupabase(supabase: TeamboardSupabaseClient, signal: AbortSignal): TeamboardSupabaseClient {
  return new Proxy(supabase, {
    get(target, prop) {
      const value = bound(target, prop);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (prop === 'from')
        return (...args: unknown[]) => signalledQueryBuilder(method(...args) as object, signal);
      if (prop === 'rpc')
        return (...args: unknown[]) => (method(...args) as AbortableBuilder).abortSignal(signal);
      return value;
    },
  });
}

/** What a call's body gets: the client to use, and the signal to hand to non-database requests. */
export interface CallScope {
  readonly client: TeamboardClient;
  /** The caller's signal and the call's deadline combined; `undefined` when neither was given. */
  readonly signal: AbortSignal | undefined;
}

export interface WithCallBehaviour {
  /**
   * Stop waiting as soon as the signal fires, even if the body has not settled.
   * For calls whose only request cannot carry a signal (supabase-js auth): the
   * request may still complete on the server.
   */
  readonly race?: boolean | undefined;
}

/** Read through a function: the flag changes while the call awaits, which narrowing cannot see. */
function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}

function raceAgainst<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // The reason is replaced by `withCall`, which sees the signal aborted.
    const onAbort = () => {
      reject(stoppedError('aborted', signal.reason));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => {
      signal.removeEventListener('abort', onAbort);
    });
  });
}

/**
 * Runs one SDK call with its {@link CallOptions}: validates them, fails at once
 * when the signal is already aborted (no request is sent), scopes the client so
 * database requests carry the signal, and turns a stop into `timeout`
 * (reason `aborted` or `deadline`). The one place calls get cancellation from:
 * a new call wraps its body in it and takes `options: CallOptions` (or an
 * options type extending it) last.
 *
 * @internal
 */
export async function withCall<T>(
  client: TeamboardClient,
  options: CallOptions | undefined,
  body: (scope: CallScope) => Promise<T>,
  behaviour: WithCallBehaviour = {},
): Promise<T> {
  const { signal: callerSignal, timeoutMs } = validate(callOptionsSchema, {
    signal: options?.signal,
    timeoutMs: options?.timeoutMs,
  });
  if (callerSignal === undefined && timeoutMs === undefined) return body({ client, signal: undefined });
  if (callerSignal?.aborted === true) throw stoppedError('aborted', callerSignal.reason);

  const deadline = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
  const signal =
    deadline === undefined
      ? (callerSignal as AbortSignal)
      : callerSignal === undefined
        ? deadline
        : AbortSignal.any([callerSignal, deadline]);
  if (deadline !== undefined) markCallDeadline(signal);
  const scoped: TeamboardClient = Object.freeze({ supabase: signalledSupabase(client.supabase, signal) });
  try {
    const work = body({ client: scoped, signal });
    return await (behaviour.race === true ? raceAgainst(work, signal) : work);
  } catch (error) {
    if (signal.aborted) {
      const byCaller = isAborted(callerSignal);
      throw stoppedError(byCaller ? 'aborted' : 'deadline', byCaller ? callerSignal?.reason : error);
    }
    throw toTeamboardError(error);
  }
}
