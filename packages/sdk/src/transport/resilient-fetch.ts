import { hasCallDeadline } from '../call/call-deadline';

/** Opt-in retries of requests that failed in a way worth trying again. */
export interface RetryPolicy {
  /** Tries after the first; 2 by default. */
  readonly attempts?: number | undefined;
  /** Wait before each retry, in ms; the last value repeats. `[250, 1000]` by default. */
  readonly delaysMs?: readonly number[] | undefined;
}

export interface ResilienceOptions {
  /** Ends each HTTP request that has not answered after this many ms; it fails with `timeout`. */
  readonly timeoutMs?: number | undefined;
  /** Retries reads (GET, HEAD) that failed on the network or with 502/503/504. Off by default. */
  readonly retry?: RetryPolicy | undefined;
}

const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const DEFAULT_DELAYS_MS = [250, 1000];

function methodOf(input: RequestInfo | URL, init: RequestInit | undefined): string {
  return (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Wraps the fetch every supabase-js HTTP call goes through. Only reads are
 * retried: a write that failed on the network may still have been applied,
 * and trying it again could apply it twice. A caller's own abort is never
 * retried. The timeout applies to each try, except under a call that set its
 * own `timeoutMs`: that deadline replaces it.
 */
export function resilientFetch(base: typeof fetch, options: ResilienceOptions): typeof fetch {
  const { timeoutMs, retry } = options;
  const attempts = retry === undefined ? 0 : (retry.attempts ?? 2);
  const delays = retry?.delaysMs ?? DEFAULT_DELAYS_MS;
  return async (input, init) => {
    const callerSignal = init?.signal ?? undefined;
    const requestTimeoutMs = hasCallDeadline(callerSignal) ? undefined : timeoutMs;
    const idempotent = ['GET', 'HEAD'].includes(methodOf(input, init));
    for (let attempt = 0; ; attempt += 1) {
      const signals = [
        callerSignal,
        requestTimeoutMs === undefined ? undefined : AbortSignal.timeout(requestTimeoutMs),
      ].filter((signal): signal is AbortSignal => signal !== undefined);
      const signal = signals.length === 0 ? undefined : AbortSignal.any(signals);
      const canRetry = idempotent && attempt < attempts;
      const delay = delays[Math.min(attempt, delays.length - 1)] ?? 0;
      try {
        const response = await base(input, { ...init, signal });
        if (!canRetry || !RETRYABLE_STATUSES.has(response.status)) return response;
        await response.body?.cancel();
      } catch (error) {
        if (!canRetry || callerSignal?.aborted === true) throw error;
      }
      await wait(delay, callerSignal);
      if (callerSignal?.aborted === true) throw callerSignal.reason;
    }
  };
}
