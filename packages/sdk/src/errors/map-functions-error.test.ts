import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { mapFunctionsError, mapFunctionsErrorWithBody } from './map-functions-error';

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('mapFunctionsError', () => {
  it('maps a 4xx answer to a non-retryable function-failed', () => {
    const error = mapFunctionsError(new FunctionsHttpError(json({}, 400)));
    expect([error.code, error.retryable, error.status]).toEqual(['function-failed', false, 400]);
  });

  it('maps a 5xx answer to a retryable function-failed', () => {
    const error = mapFunctionsError(new FunctionsHttpError(json({}, 503)));
    expect([error.code, error.retryable, error.status]).toEqual(['function-failed', true, 503]);
  });

  it('reads Retry-After on 429', () => {
    const error = mapFunctionsError(new FunctionsHttpError(json({}, 429, { 'retry-after': '30' })));
    expect([error.code, error.retryAfterMs]).toEqual(['auth/rate-limited', 30_000]);
  });

  it('treats a relay error as retryable', () => {
    expect(mapFunctionsError(new FunctionsRelayError(json({}, 502))).retryable).toBe(true);
  });

  it('maps a fetch failure to network, an abort to timeout', () => {
    expect(mapFunctionsError(new FunctionsFetchError(new TypeError('fetch failed'))).code).toBe('network');
    expect(mapFunctionsError(new FunctionsFetchError(new DOMException('aborted', 'AbortError'))).code).toBe(
      'timeout',
    );
    expect(mapFunctionsError(new FunctionsFetchError(new DOMException('slow', 'TimeoutError'))).code).toBe(
      'timeout',
    );
  });
});

describe('mapFunctionsErrorWithBody', () => {
  it('keeps the catalogue code and message our functions send', async () => {
    const error = await mapFunctionsErrorWithBody(
      new FunctionsHttpError(
        json(
          {
            error: {
              code: 'limit-reached',
              message: 'This workspace has 50 members.',
              reason: 'membersPerWorkspace',
            },
          },
          409,
        ),
      ),
    );
    expect([error.code, error.message, error.status, error.reason]).toEqual([
      'limit-reached',
      'This workspace has 50 members.',
      409,
      'membersPerWorkspace',
    ]);
  });

  it('carries validation issues', async () => {
    const error = await mapFunctionsErrorWithBody(
      new FunctionsHttpError(
        json(
          {
            error: {
              code: 'validation',
              message: 'Bad email',
              issues: [{ path: ['email'], message: 'Bad email' }],
            },
          },
          400,
        ),
      ),
    );
    expect(error.issues).toEqual([{ path: ['email'], message: 'Bad email' }]);
  });

  it('leaves the body readable for the app', async () => {
    const response = json({ error: { code: 'forbidden', message: 'No.' } }, 403);
    await mapFunctionsErrorWithBody(new FunctionsHttpError(response));
    await expect(response.json()).resolves.toEqual({ error: { code: 'forbidden', message: 'No.' } });
  });

  it('falls back to function-failed for other bodies', async () => {
    expect(
      (
        await mapFunctionsErrorWithBody(
          new FunctionsHttpError(new Response('Function not found', { status: 404 })),
        )
      ).code,
    ).toBe('function-failed');
    expect(
      (await mapFunctionsErrorWithBody(new FunctionsHttpError(json({ error: { code: 'nope' } }, 400)))).code,
    ).toBe('function-failed');
  });
});
