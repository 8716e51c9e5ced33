import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamboardClient } from '../client';
import { getBoard } from '../boards/get-board';
import { resilientFetch } from './resilient-fetch';

/** A fetch that answers from a script of outcomes, recording each method it saw. */
function scripted(outcomes: readonly (number | 'network')[]) {
  const seen: string[] = [];
  const fetcher: typeof fetch = (input, init) => {
    seen.push(init?.method ?? 'GET');
    const outcome = outcomes[seen.length - 1] ?? 200;
    if (outcome === 'network') return Promise.reject(new TypeError('fetch failed'));
    return Promise.resolve(new Response('{}', { status: outcome }));
  };
  return { fetcher, seen };
}

describe('resilientFetch', () => {
  it('retries a read after a network failure and a 503, then answers', async () => {
    const { fetcher, seen } = scripted(['network', 503, 200]);
    const response = await resilientFetch(fetcher, { retry: { delaysMs: [0] } })(
      'http://x.test/rest/v1/boards',
    );
    expect(response.status).toBe(200);
    expect(seen).toEqual(['GET', 'GET', 'GET']);
  });

  it('gives up after the attempts allowed, with the last answer', async () => {
    const { fetcher, seen } = scripted([503, 503, 503, 200]);
    const response = await resilientFetch(fetcher, { retry: { attempts: 2, delaysMs: [0] } })(
      'http://x.test/',
    );
    expect(response.status).toBe(503);
    expect(seen).toHaveLength(3);
  });

  it('never retries a write, which may have been applied', async () => {
    const { fetcher, seen } = scripted(['network', 200]);
    await expect(
      resilientFetch(fetcher, { retry: { delaysMs: [0] } })('http://x.test/', { method: 'POST', body: '{}' }),
    ).rejects.toThrow('fetch failed');
    expect(seen).toEqual(['POST']);
  });

  it('retries nothing unless asked', async () => {
    const { fetcher, seen } = scripted([503, 200]);
    expect((await resilientFetch(fetcher, {})('http://x.test/')).status).toBe(503);
    expect(seen).toHaveLength(1);
  });

  it('does not retry what the caller aborted', async () => {
    const controller = new AbortController();
    const fetcher: typeof fetch = () => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    };
    await expect(
      resilientFetch(fetcher, { retry: { delaysMs: [0] } })('http://x.test/', { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('a client with timeoutMs', () => {
  // A server that takes every request and never answers.
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('fails a call the server never answers with a retryable timeout', async () => {
    const client = createTeamboardClient({
      url,
      key: 'anon-key',
      timeoutMs: 50,
      options: { auth: { persistSession: false, autoRefreshToken: false } },
    });
    await expect(getBoard(client, crypto.randomUUID())).rejects.toMatchObject({
      code: 'timeout',
      retryable: true,
    });
  });

  it('refuses a nonsense timeout before any request', () => {
    expect(() => createTeamboardClient({ url, key: 'k', timeoutMs: 0 })).toThrow(
      expect.objectContaining({ code: 'validation' }),
    );
  });
});
