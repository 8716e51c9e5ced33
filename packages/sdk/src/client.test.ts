import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { createTeamboardClient, fromSupabaseClient } from './client';
import type { Database } from './database.types';

describe('createTeamboardClient', () => {
  it('exposes the supabase-js client', () => {
    const client = createTeamboardClient({
      url: 'http://127.0.0.1:54321',
      key: 'anon-key',
      options: { auth: { persistSession: false } },
    });
    expect(typeof client.supabase.from).toBe('function');
    expect(Object.isFrozen(client)).toBe(true);
  });

  it('uses the PKCE flow for email links', async () => {
    const requests: Request[] = [];
    const client = createTeamboardClient({
      url: 'http://127.0.0.1:54321',
      key: 'anon-key',
      options: {
        auth: { persistSession: false, autoRefreshToken: false },
        global: {
          fetch: (input: RequestInfo | URL, init?: RequestInit) => {
            requests.push(new Request(input, init));
            return Promise.resolve(
              new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
            );
          },
        },
      },
    });
    await client.supabase.auth.signInWithOtp({ email: 'a@example.com' });
    const body = (await requests[0]?.json()) as { code_challenge?: unknown };
    expect(typeof body.code_challenge).toBe('string');
  });

  it('refuses a bad configuration before any request', () => {
    expect(() => createTeamboardClient({ url: 'not a url', key: 'k' })).toThrow(
      expect.objectContaining({ code: 'validation' }),
    );
    expect(() => createTeamboardClient({ url: 'http://localhost:54321', key: ' ' })).toThrow(
      expect.objectContaining({
        code: 'validation',
        issues: [{ path: ['key'], message: 'key is required.' }],
      }),
    );
  });
});

describe('fromSupabaseClient', () => {
  it('wraps an existing client as is', () => {
    const supabase = createClient<Database>('http://127.0.0.1:54321', 'anon-key', {
      auth: { persistSession: false },
    });
    expect(fromSupabaseClient(supabase).supabase).toBe(supabase);
  });
});
