import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestDatabase, databaseVariants, serverVariant } from '../test/support/test-database';
import { startLocalSupabase, type LocalSupabase } from './start';

const projectDir = fileURLToPath(new URL('../test/fixtures/basic', import.meta.url));

for (const variant of databaseVariants) {
  describe(`startLocalSupabase on ${variant.name}`, serverVariant(variant.server), () => {
    let backend: LocalSupabase;
    let dropDb: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      let dbUrl: string | undefined;
      if (variant.server) {
        const created = await createTestDatabase();
        dbUrl = created.url;
        dropDb = () => created.drop();
      }
      backend = await startLocalSupabase({
        projectDir,
        dataDir: false,
        port: 0,
        dbPort: false,
        log: 'silent',
        ...(dbUrl ? { dbUrl } : {}),
      });
    });
    afterAll(async () => {
      await backend?.stop();
      await dropDb?.();
    });

    it('applies migrations in order and records them as the CLI does', async () => {
      const { rows } = await backend.db.query<{ version: string; name: string }>(
        'select version, name from supabase_migrations.schema_migrations',
      );
      expect(rows).toEqual([{ version: '20260101000000', name: 'profiles' }]);
    });

    it('runs auth.users triggers from the seed', async () => {
      const { rows } = await backend.db.query('select display_name from public.profiles');
      expect(rows).toEqual([{ display_name: 'Seed' }]);
    });

    it('applies RLS with auth.uid() from the request claims', async () => {
      const visible = await backend.db.transaction(async (tx) => {
        await tx.query(
          `select set_config('role', 'authenticated', true),
                  set_config('request.jwt.claims', $1, true)`,
          [JSON.stringify({ sub: '11111111-1111-4111-8111-111111111111', role: 'authenticated' })],
        );
        return (await tx.query('select count(*)::int as n from public.profiles')).rows[0];
      });
      const hidden = await backend.db.transaction(async (tx) => {
        await tx.query(
          `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
          [JSON.stringify({ sub: '22222222-2222-4222-8222-222222222222', role: 'authenticated' })],
        );
        return (await tx.query('select count(*)::int as n from public.profiles')).rows[0];
      });
      expect(visible).toEqual({ n: 1 });
      expect(hidden).toEqual({ n: 0 });
    });

    it('puts published tables in supabase_realtime', async () => {
      const { rows } = await backend.db.query(
        "select tablename from pg_publication_tables where pubname = 'supabase_realtime'",
      );
      expect(rows).toEqual([{ tablename: 'profiles' }]);
    });

    it('answers CORS preflights for any origin and requested headers', async () => {
      const res = await fetch(`${backend.apiUrl}/rest/v1/profiles`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://127.0.0.1:5173',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'apikey, authorization, x-client-info, accept-profile',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-headers')).toContain('accept-profile');
    });

    it('refuses keyed routes without a valid API key, as the hosted gateway does', async () => {
      const missing = await fetch(`${backend.apiUrl}/rest/v1/profiles`);
      expect(missing.status).toBe(401);
      expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });
      const wrong = await fetch(`${backend.apiUrl}/rest/v1/profiles`, {
        headers: { apikey: 'sb_publishable_nope' },
      });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toMatchObject({ message: 'Invalid API key' });
    });

    it('serves the mailbox', async () => {
      backend.mailbox.send({
        to: 'A@Example.com',
        subject: 'Hi',
        html: '<a href="http://x.test/a?b=1&amp;c=2">go</a>',
      });
      const res = await fetch(`${backend.mailboxUrl}/api/messages?to=a@example.com`, {
        headers: { apikey: backend.serviceRoleKey },
      });
      const [mail] = (await res.json()) as { links: string[] }[];
      expect(mail?.links).toEqual(['http://x.test/a?b=1&c=2']);
      const html = await (await fetch(`${backend.mailboxUrl}`)).text();
      expect(html).toContain('Local mailbox');
    });
  });
}

describe('stop', () => {
  it('ends open WebSocket connections instead of waiting for clients to hang up', async () => {
    const backend = await startLocalSupabase({
      projectDir,
      dataDir: false,
      port: 0,
      dbPort: false,
      log: 'silent',
    });
    const url = `${backend.apiUrl.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=1.0.0`;
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await backend.stop();
    await closed;
    expect(socket.readyState).toBe(WebSocket.CLOSED);
  });
});

describe('migration failures', () => {
  it('stop the start with the file, line and Postgres error', async () => {
    const broken = fileURLToPath(new URL('../test/fixtures/broken', import.meta.url));
    await expect(
      startLocalSupabase({ projectDir: broken, dataDir: false, port: 0, dbPort: false, log: 'silent' }),
    ).rejects.toThrow(/20260102000000_broken\.sql:4: relation "public\.nope" does not exist/);
  });
});
