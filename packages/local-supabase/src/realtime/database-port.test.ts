import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, serverVariant } from '../../test/support/test-database';
import { startLocalSupabase, type LocalSupabase } from '../start';
import { clientFor, FIXTURE_DIR, mintUser, sleep, subscribed, waitFor, type TestUser } from './test-helpers';

type Row = Record<string, unknown>;

/**
 * Changes committed by anything other than the API — psql, a worker, a cron job — on its own
 * connection to the database port. The fallback poll is set far beyond the test's run, so a
 * delivery can only come from the change notification itself.
 */
function suite(name: string, openDb: () => Promise<{ url?: string; drop: () => Promise<void> }>) {
  describe(name, () => {
    let backend: LocalSupabase;
    let drop: () => Promise<void> = async () => {};
    let wire: pg.Client;
    let alice: TestUser;
    const clients: SupabaseClient[] = [];

    beforeAll(async () => {
      const db = await openDb();
      drop = db.drop;
      backend = await startLocalSupabase({
        projectDir: FIXTURE_DIR,
        dataDir: false,
        port: 0,
        dbPort: 0,
        log: 'silent',
        realtimeFallbackPollMs: 3_600_000,
        ...(db.url ? { dbUrl: db.url } : {}),
      });
      wire = new pg.Client({ connectionString: backend.dbUrl });
      await wire.connect();
      alice = await mintUser(backend.jwtSecret);
    });
    afterAll(async () => {
      for (const c of clients) await c.removeAllChannels();
      await wire?.end();
      await backend?.stop();
      await drop();
    });

    it('delivers a change committed on a separate connection to the database port', async () => {
      const client = clientFor(backend, alice);
      clients.push(client);
      const events: RealtimePostgresChangesPayload<Row>[] = [];
      const channel = client
        .channel('wire-changes')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'notes' }, (p) => events.push(p));
      expect(await subscribed(channel)).toEqual({ status: 'SUBSCRIBED' });

      await wire.query(`insert into public.notes (id, body) values (1, 'over the wire')`);
      await waitFor(() => events.length >= 1);
      await wire.query('begin');
      await wire.query(`update public.notes set body = 'in a transaction' where id = 1`);
      await wire.query('commit');
      await waitFor(() => events.length >= 2);

      expect(events.map((e) => [e.eventType, e.new])).toEqual([
        ['INSERT', { id: 1, body: 'over the wire' }],
        ['UPDATE', { id: 1, body: 'in a transaction' }],
      ]);
    });

    it("reloads the REST schema cache on NOTIFY pgrst, 'reload schema' sent over the database port", async () => {
      const client = clientFor(backend);
      // The schema cache is built by the first request: build it before the table exists.
      expect((await client.from('added_over_wire').select('id')).error?.code).toBe('PGRST205');
      await wire.query(`create table public.added_over_wire (id int primary key, label text)`);
      await wire.query(`grant select on public.added_over_wire to anon`);
      await wire.query(`insert into public.added_over_wire values (7, 'seven')`);
      await wire.query(`notify pgrst, 'reload schema'`);
      // The reload is asynchronous, as PostgREST's is: ask until the new table answers.
      const deadline = Date.now() + 5000;
      let result = await client.from('added_over_wire').select('id, label');
      while (result.error && Date.now() < deadline) {
        await sleep(20);
        result = await client.from('added_over_wire').select('id, label');
      }
      expect(result.error).toBeNull();
      expect(result.data).toEqual([{ id: 7, label: 'seven' }]);
    });
  });
}

suite('database port on PGlite', () => Promise.resolve({ drop: () => Promise.resolve() }));

describe('database port on PostgreSQL', serverVariant(), () => {
  suite('server', async () => {
    const db = await createTestDatabase();
    return { url: db.url, drop: () => db.drop() };
  });
});
