import { readProp, readString } from './read';
import { TeamboardError } from './teamboard-error';

const TIMEOUT_NAMES = new Set(['AbortError', 'TimeoutError']);
const TIMEOUT_CODES = new Set([
  'ABORT_ERR',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'ENETDOWN',
  'EHOSTUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);
/** What `fetch` rejects with when offline: Node/undici, Chromium, Firefox, Safari. */
const NETWORK_MESSAGE = /fetch failed|failed to fetch|networkerror|load failed|network request failed/i;

type TransportKind = 'network' | 'timeout';

function classify(error: unknown, depth: number): TransportKind | undefined {
  if (depth > 4 || typeof error !== 'object' || error === null) return undefined;
  const name = readString(error, 'name');
  const code = readString(error, 'code');
  if ((name !== undefined && TIMEOUT_NAMES.has(name)) || (code !== undefined && TIMEOUT_CODES.has(code))) {
    return 'timeout';
  }
  // The cause is more specific than the wrapper: "fetch failed" caused by a timeout is a timeout.
  const fromCause = classify(readProp(error, 'cause'), depth + 1);
  if (fromCause !== undefined) return fromCause;
  if (code !== undefined && NETWORK_CODES.has(code)) return 'network';
  if (name === 'TypeError' && NETWORK_MESSAGE.test(readString(error, 'message') ?? '')) return 'network';
  return undefined;
}

/**
 * Failures below HTTP: `fetch` rejections, socket errors, aborts and
 * deadlines. `undefined` when the error is not one of them.
 */
export function mapTransportError(error: unknown): TeamboardError | undefined {
  const kind = classify(error, 0);
  return kind === undefined ? undefined : new TeamboardError({ code: kind, cause: error });
}
