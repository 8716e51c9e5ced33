import { describe, expect, it } from 'vitest';
import { BOARD_DATA_FRESH_MS } from '@/features/board';
import { earlyRequestFetch, EARLY_REQUEST_MAX_AGE_MS, type EarlyRequest } from './early-request';
import { EARLY_REQUEST_GLOBAL } from './first-load';

const URL_ = 'http://127.0.0.1:54321/rest/v1/rpc/load_board';
const BODY = JSON.stringify({ target_board_id: '0b6c2a52-8f6e-4d8b-9a51-2f1d3c4e5a6b' });
const TOKEN = 'Bearer the-access-token';

/** A page on which the first-load script left `early`, and the requests that reached the network. */
function page(early: Partial<EarlyRequest> = {}, now = 1_000) {
  const slot: { [EARLY_REQUEST_GLOBAL]?: EarlyRequest } = {
    [EARLY_REQUEST_GLOBAL]: {
      url: URL_,
      body: BODY,
      authorization: TOKEN,
      startedAt: now,
      response: Promise.resolve(new Response('"early"')),
      ...early,
    },
  };
  const sent: string[] = [];
  const base: typeof fetch = (input) => {
    sent.push(new Request(input).url);
    return Promise.resolve(new Response('"fetched"'));
  };
  return { slot, sent, fetch: earlyRequestFetch(base, slot, () => now + 5) };
}

/** What supabase-js's request for the board looks like by the time it reaches the client's fetch. */
const asked = (headers: HeadersInit = { Authorization: TOKEN }, body = BODY): RequestInit => ({
  method: 'POST',
  headers: new Headers(headers),
  body,
});

describe('earlyRequestFetch', () => {
  it('answers the same request with the early answer, once', async () => {
    const { slot, sent, fetch } = page();
    expect(await (await fetch(URL_, asked())).text()).toBe('"early"');
    expect(slot[EARLY_REQUEST_GLOBAL]).toBeUndefined();
    expect(await (await fetch(URL_, asked())).text()).toBe('"fetched"');
    expect(sent).toEqual([URL_]);
  });

  it('asks the network for anything else, and keeps the early answer for its own request', async () => {
    const { sent, fetch } = page();
    const others: [string, RequestInit | undefined][] = [
      [URL_, { ...asked(), method: 'GET' }],
      [URL_, undefined],
      [`${URL_}?x=1`, asked()],
      [URL_, asked({ Authorization: 'Bearer another-user' })],
      [URL_, asked({})],
      [URL_, asked({ Authorization: TOKEN }, JSON.stringify({ target_board_id: 'another' }))],
      ['http://127.0.0.1:54321/auth/v1/user', asked()],
    ];
    for (const [input, init] of others) expect(await (await fetch(input, init)).text()).toBe('"fetched"');
    expect(sent).toHaveLength(others.length);
    expect(await (await fetch(new URL(URL_), asked())).text()).toBe('"early"');
  });

  it('asks again once the early answer is older than the screen keeps data current', async () => {
    expect(EARLY_REQUEST_MAX_AGE_MS).toBe(BOARD_DATA_FRESH_MS);
    const { slot, sent, fetch } = page({ startedAt: 1_000 - EARLY_REQUEST_MAX_AGE_MS });
    expect(await (await fetch(URL_, asked())).text()).toBe('"fetched"');
    expect(sent).toEqual([URL_]);
    expect(slot[EARLY_REQUEST_GLOBAL]).toBeUndefined();
  });

  it('asks again when the early request failed', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    const { sent, fetch } = page({ response: failed });
    expect(await (await fetch(URL_, asked())).text()).toBe('"fetched"');
    expect(sent).toEqual([URL_]);
  });

  it('ignores what is not an early request (a page script may set anything on window)', async () => {
    for (const forged of [
      { url: URL_ },
      { ...page().slot[EARLY_REQUEST_GLOBAL], response: '"forged"' },
      'x',
      null,
    ]) {
      const slot = { [EARLY_REQUEST_GLOBAL]: forged } as unknown as { [EARLY_REQUEST_GLOBAL]?: EarlyRequest };
      const sent: string[] = [];
      const fetch = earlyRequestFetch((input) => {
        sent.push(new Request(input).url);
        return Promise.resolve(new Response('"fetched"'));
      }, slot);
      expect(await (await fetch(URL_, asked())).text()).toBe('"fetched"');
      expect(sent).toEqual([URL_]);
    }
  });

  it('fails as fetch does when the caller aborts while the early answer is on its way', async () => {
    const { fetch } = page({ response: new Promise<Response>(() => undefined) });
    const controller = new AbortController();
    const answer = fetch(URL_, { ...asked(), signal: controller.signal });
    controller.abort(new DOMException('stopped', 'AbortError'));
    await expect(answer).rejects.toThrow('stopped');
  });
});
