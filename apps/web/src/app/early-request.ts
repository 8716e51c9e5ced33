import { EARLY_REQUEST_GLOBAL } from './first-load';

/** A request the first-load script sent before the app had loaded, as it left it on `window`. */
export interface EarlyRequest {
  url: string;
  body: string;
  authorization: string;
  /** `Date.now()` when it was sent. */
  startedAt: number;
  response: Promise<Response>;
}

/**
 * How long an early answer may stand in for the app's own request: as long as the board screen
 * counts freshly loaded data as current (`BOARD_DATA_FRESH_MS`, which its test holds it to; not
 * imported, as that would bring the board's code into the client's chunk). After that it asks again.
 */
export const EARLY_REQUEST_MAX_AGE_MS = 10_000;

type EarlySlot = { [EARLY_REQUEST_GLOBAL]?: EarlyRequest | undefined };

function isEarlyRequest(value: unknown): value is EarlyRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { url, body, authorization, startedAt, response } = value as Record<string, unknown>;
  return (
    typeof url === 'string' &&
    typeof body === 'string' &&
    typeof authorization === 'string' &&
    typeof startedAt === 'number' &&
    response instanceof Promise
  );
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** Why `signal` aborted, as `fetch` rejects with it. */
function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('The operation was aborted.', 'AbortError');
}

/** Settles as `response` does, or rejects as `fetch` would once `signal` aborts. */
function abortable(response: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(abortReason(signal)), { once: true });
    response.then(resolve, reject);
  });
}

/**
 * The app client's fetch: the first request that is exactly the one the first-load script sent
 * (address, body and token) gets that script's answer instead of a second trip, once and while it
 * is recent. Everything else, and an early request that failed, goes to `base`.
 */
export function earlyRequestFetch(
  base: typeof fetch,
  slot: EarlySlot = window as EarlySlot,
  now: () => number = Date.now,
): typeof fetch {
  return (input, init) => {
    const early = slot[EARLY_REQUEST_GLOBAL];
    if (early === undefined) return base(input, init);
    if (!isEarlyRequest(early) || now() - early.startedAt > EARLY_REQUEST_MAX_AGE_MS) {
      slot[EARLY_REQUEST_GLOBAL] = undefined;
      return base(input, init);
    }
    const matches =
      (init?.method ?? 'GET').toUpperCase() === 'POST' &&
      urlOf(input) === early.url &&
      init?.body === early.body &&
      new Headers(init.headers).get('Authorization') === early.authorization;
    if (!matches) return base(input, init);
    slot[EARLY_REQUEST_GLOBAL] = undefined;
    return abortable(
      early.response.catch(() => base(input, init)),
      init.signal,
    );
  };
}
