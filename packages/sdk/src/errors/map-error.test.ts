import { AuthApiError, FunctionsHttpError, PostgrestError, StorageApiError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toTeamboardError, toTeamboardErrorAsync } from './map-error';
import { TeamboardError } from './teamboard-error';

describe('toTeamboardError', () => {
  it('passes a TeamboardError through', () => {
    const error = new TeamboardError({ code: 'forbidden' });
    expect(toTeamboardError(error)).toBe(error);
  });

  it('dispatches each supabase-js error kind', () => {
    expect(toTeamboardError(new AuthApiError('x', 400, 'invalid_credentials')).code).toBe(
      'auth/invalid-credentials',
    );
    expect(toTeamboardError(new StorageApiError('x', 400, '413', 'storage', 'EntityTooLarge')).code).toBe(
      'payload-too-large',
    );
    expect(toTeamboardError(new FunctionsHttpError(new Response('', { status: 500 }))).code).toBe(
      'function-failed',
    );
    expect(
      toTeamboardError(new PostgrestError({ code: '42501', message: 'x', details: '', hint: '' }), {
        status: 403,
      }).code,
    ).toBe('forbidden');
  });

  it('maps the plain error object of a postgrest-js result using the status given', () => {
    const plain = { code: '42501', message: 'permission denied', details: null, hint: null };
    expect(toTeamboardError(plain, { status: 401 }).code).toBe('auth/session-expired');
  });

  it('recognises errors from another copy of supabase-js by their brands', () => {
    const foreignAuth = {
      __isAuthError: true,
      name: 'AuthApiError',
      message: 'x',
      status: 400,
      code: 'email_not_confirmed',
    };
    const foreignStorage = {
      __isStorageError: true,
      name: 'StorageApiError',
      message: 'x',
      status: 400,
      statusCode: '404',
    };
    expect(toTeamboardError(foreignAuth).code).toBe('auth/email-not-confirmed');
    expect(toTeamboardError(foreignStorage).code).toBe('not-found');
  });

  it('maps zod errors to validation', () => {
    const result = z.object({ name: z.string() }).safeParse({});
    expect(toTeamboardError(result.error).issues[0]?.path).toEqual(['name']);
  });

  it('maps transport failures', () => {
    expect(toTeamboardError(new TypeError('Failed to fetch')).code).toBe('network');
    expect(toTeamboardError(new DOMException('x', 'AbortError')).code).toBe('timeout');
  });

  it('keeps anything else as unknown with its cause', () => {
    const cause = new RangeError('weird');
    const error = toTeamboardError(cause);
    expect([error.code, error.cause, error.retryable]).toEqual(['unknown', cause, false]);
    expect(toTeamboardError('a string').cause).toBe('a string');
  });
});

describe('toTeamboardErrorAsync', () => {
  it('reads function error bodies', async () => {
    const response = new Response(
      JSON.stringify({ error: { code: 'forbidden', message: 'Only admins can invite.' } }),
      {
        status: 403,
        headers: { 'content-type': 'application/json' },
      },
    );
    const error = await toTeamboardErrorAsync(new FunctionsHttpError(response));
    expect([error.code, error.message]).toEqual(['forbidden', 'Only admins can invite.']);
  });

  it('maps everything else like the synchronous version', async () => {
    expect((await toTeamboardErrorAsync(new AuthApiError('x', 429, 'over_request_rate_limit'))).code).toBe(
      'auth/rate-limited',
    );
  });
});
