import { createClient } from '@supabase/supabase-js';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, serverVariant } from '../../test/support/test-database';
import { startLocalSupabase, type LocalSupabase } from '../start';
import { withRequestContext } from './request-context';

const projectDir = fileURLToPath(new URL('../../test/fixtures/roles', import.meta.url));

// PGlite has a single user, so only a server can show the request's login role.
describe('requests on a PostgreSQL server', serverVariant(), () => {
  let backend: LocalSupabase;
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = () => created.drop();
    backend = await startLocalSupabase({
      projectDir,
      dataDir: false,
      port: 0,
      dbPort: false,
      log: 'silent',
      dbUrl: created.url,
    });
  });
  afterAll(async () => {
    await backend?.stop();
    await drop();
  });

  const client = (key: string) =>
    createClient(backend.apiUrl, key, { auth: { persistSession: false, autoRefreshToken: false } });

  it('log in as the non-superuser authenticator and switch to the API role', async () => {
    for (const [key, role] of [
      [backend.anonKey, 'anon'],
      [backend.serviceRoleKey, 'service_role'],
    ] as const) {
      const { data, error } = await client(key).rpc('whoami').returns<Record<string, unknown>>();
      expect(error).toBeNull();
      expect(data).toEqual({ session_user: 'authenticator', current_user: role, session_superuser: false });
    }
  });

  it('cannot switch to the owner from SQL, even as service_role', async () => {
    for (const key of [backend.anonKey, backend.serviceRoleKey]) {
      const { data, error } = await client(key).rpc('become', { target: 'postgres' }).returns<string>();
      expect(data).toBeNull();
      expect(error).toMatchObject({ code: '42501', message: 'permission denied to set role "postgres"' });
    }
  });

  it('can switch only between the API roles', async () => {
    const { data, error } = await client(backend.anonKey)
      .rpc('become', { target: 'authenticated' })
      .returns<string>();
    expect(error).toBeNull();
    expect(data).toBe('authenticated');
  });

  it('still serve reads through RLS', async () => {
    const { data, error } = await client(backend.anonKey).from('notes').select('body');
    expect(error).toBeNull();
    expect(data).toEqual([{ body: 'first' }]);
  });

  it('run every service request context as authenticator', async () => {
    const row = await withRequestContext(backend.db, { role: 'authenticated', claims: {} }, async (tx) => {
      const { rows } = await tx.query<{ session: string; current: string }>(
        'select session_user::text as session, current_user::text as current',
      );
      return rows[0];
    });
    expect(row).toEqual({ session: 'authenticator', current: 'authenticated' });
  });

  it('leave migrations and bootstrap to the owner', async () => {
    const { rows } = await backend.db.query<{ owner: string }>(
      `select pg_get_userbyid(proowner) as owner from pg_proc where proname = 'whoami'`,
    );
    expect(rows).toEqual([{ owner: 'postgres' }]);
  });
});
