import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { isTeamboardError, type TeamboardError } from './errors/teamboard-error';
import { run } from './run';

type Handler = (request: Request) => Response | Promise<Response>;

/** A real supabase-js client whose requests are answered by `handler`, as the servers would. */
function clientAnswering(handler: Handler) {
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => handler(new Request(input, init));
  return createClient('http://127.0.0.1:54321', 'anon-key', {
    global: { fetch },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

async function failure(promise: Promise<unknown>): Promise<TeamboardError> {
  try {
    await promise;
  } catch (error) {
    if (isTeamboardError(error)) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('run', () => {
  it('returns data on success', async () => {
    const supabase = clientAnswering(() => json([{ id: 1 }], 200));
    await expect(run(supabase.from('boards').select('id'))).resolves.toEqual([{ id: 1 }]);
  });

  it('maps a PostgREST error with the response status', async () => {
    const supabase = clientAnswering(() =>
      json(
        {
          code: '42501',
          message: 'new row violates row-level security policy for table "boards"',
          details: null,
          hint: null,
        },
        403,
      ),
    );
    const error = await failure(run(supabase.from('boards').insert({ name: 'x' })));
    expect([error.code, error.status]).toEqual(['forbidden', 403]);
  });

  it('maps our database convention end to end', async () => {
    const supabase = clientAnswering(() =>
      json(
        {
          code: 'P0001',
          message: 'A board can have at most 50 lists.',
          details: 'listsPerBoard',
          hint: 'teamboard:limit-reached',
        },
        400,
      ),
    );
    const error = await failure(run(supabase.rpc('create_list', { board_id: 'b', name: 'x' })));
    expect([error.code, error.message, error.reason]).toEqual([
      'limit-reached',
      'A board can have at most 50 lists.',
      'listsPerBoard',
    ]);
  });

  it('maps an offline REST call to network', async () => {
    const supabase = clientAnswering(() => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      });
    });
    // An insert: postgrest-js retries idempotent GETs with backoff before giving up.
    const error = await failure(run(supabase.from('boards').insert({ name: 'x' })));
    expect([error.code, error.retryable]).toEqual(['network', true]);
  });

  it('maps an auth error from the wire', async () => {
    const supabase = clientAnswering(() =>
      json(
        { code: 'invalid_credentials', error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
        400,
        {
          'x-supabase-api-version': '2024-01-01',
        },
      ),
    );
    const error = await failure(
      run(supabase.auth.signInWithPassword({ email: 'a@example.com', password: 'wrong' })),
    );
    expect(error.code).toBe('auth/invalid-credentials');
  });

  it('maps a storage error whose real status is in the body', async () => {
    const supabase = clientAnswering(() =>
      json(
        {
          statusCode: '413',
          code: 'EntityTooLarge',
          error: 'Payload too large',
          message: 'The object exceeded the maximum allowed size',
        },
        400,
      ),
    );
    const error = await failure(
      run(supabase.storage.from('attachments').upload('w/c/a/file.bin', new Blob(['x']))),
    );
    expect([error.code, error.status]).toEqual(['payload-too-large', 413]);
  });

  it('maps an offline storage call to network', async () => {
    const supabase = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(run(supabase.storage.from('attachments').download('w/c/a/file.bin')));
    expect(error.code).toBe('network');
  });

  it('reads an edge function error body', async () => {
    const supabase = clientAnswering(() =>
      json({ error: { code: 'forbidden', message: 'Only admins can invite.' } }, 403),
    );
    const error = await failure(run(supabase.functions.invoke('invite-member', { body: {} })));
    expect([error.code, error.message, error.status]).toEqual(['forbidden', 'Only admins can invite.', 403]);
  });

  it('maps a call that throws while being built', async () => {
    const error = await failure(
      run(() => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(error.code).toBe('network');
  });
});
