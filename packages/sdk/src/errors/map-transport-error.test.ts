import { describe, expect, it } from 'vitest';
import { mapTransportError } from './map-transport-error';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('mapTransportError', () => {
  it.each([
    [
      'undici offline',
      new TypeError('fetch failed', { cause: withCode('getaddrinfo ENOTFOUND x', 'ENOTFOUND') }),
    ],
    ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['refused', new TypeError('fetch failed', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })],
    ['Chromium', new TypeError('Failed to fetch')],
    ['Firefox', new TypeError('NetworkError when attempting to fetch resource.')],
    ['Safari', new TypeError('Load failed')],
  ])('maps %s to network', (_, error) => {
    expect(mapTransportError(error)?.code).toBe('network');
  });

  it.each([
    ['abort', new DOMException('The operation was aborted.', 'AbortError')],
    ['AbortSignal.timeout', new DOMException('The operation timed out.', 'TimeoutError')],
    [
      'undici connect timeout',
      new TypeError('fetch failed', { cause: withCode('Connect Timeout Error', 'UND_ERR_CONNECT_TIMEOUT') }),
    ],
  ])('maps %s to timeout', (_, error) => {
    const mapped = mapTransportError(error);
    expect([mapped?.code, mapped?.retryable]).toEqual(['timeout', true]);
  });

  it('ignores everything else', () => {
    expect(mapTransportError(new TypeError('x is not a function'))).toBeUndefined();
    expect(mapTransportError('fetch failed')).toBeUndefined();
  });
});
