import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from './testing';
import type { LocalSupabase } from '../start';
import { startAuthBackend, uniqueEmail } from '../../test/support/auth-backend';

describe('createUserWithSession', () => {
  let backend: LocalSupabase;
  beforeAll(async () => {
    backend = await startAuthBackend({ auth: { email: { enableConfirmations: true } } });
  });
  afterAll(async () => backend?.stop());

  it('gives a confirmed user and a session supabase-js accepts, even with confirmations on', async () => {
    const email = uniqueEmail('helper');
    const session = await createUserWithSession(backend, email, 'secret-pass-1', { display_name: 'Helper' });
    expect(session.user.email).toBe(email);
    const sb = createClient(backend.apiUrl, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data, error } = await sb.auth.setSession(session);
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ display_name: 'Helper' });
    const { rows } = await backend.db.query('select display_name from public.profiles where id = $1', [
      session.user.id,
    ]);
    expect(rows).toEqual([{ display_name: 'Helper' }]);
    await expect(createUserWithSession(backend, email, 'secret-pass-1')).rejects.toThrow(/422/);
  });
});
