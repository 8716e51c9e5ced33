import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, serverVariant } from '../../test/support/test-database';
import { startLocalSupabase, type LocalSupabase } from '../start';
import { clientFor, FIXTURE_DIR, mintUser, subscribed, waitFor, type TestUser } from './test-helpers';

type Row = Record<string, unknown>;
type Change = RealtimePostgresChangesPayload<Row>;

const titleOf = (change: Change): unknown => {
  const row: Row = change.new;
  return row.title;
};

interface TestDb {
  url?: string;
  drop: () => Promise<void>;
}

function suite(name: string, openDb: () => Promise<TestDb>) {
  describe(name, () => {
    let backend: LocalSupabase;
    let drop: () => Promise<void> = async () => {};
    let alice: TestUser;
    let bob: TestUser;
    const clients: SupabaseClient[] = [];
    const client = (user?: TestUser, realtime?: Record<string, unknown>) => {
      const c = clientFor(backend, user, realtime);
      clients.push(c);
      return c;
    };

    beforeAll(async () => {
      const db = await openDb();
      drop = db.drop;
      backend = await startLocalSupabase({
        projectDir: FIXTURE_DIR,
        dataDir: false,
        port: 0,
        dbPort: false,
        log: 'silent',
        ...(db.url ? { dbUrl: db.url } : {}),
      });
      alice = await mintUser(backend.jwtSecret);
      bob = await mintUser(backend.jwtSecret);
    });
    afterAll(async () => {
      for (const c of clients) await c.removeAllChannels();
      await backend?.stop();
      await drop();
    });

    it('delivers INSERT, UPDATE and DELETE with the Supabase payload shape', async () => {
      const events: Change[] = [];
      const channel = client(alice)
        .channel('cards-shape')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'cards' }, (p) => events.push(p));
      expect(await subscribed(channel)).toEqual({ status: 'SUBSCRIBED' });

      const { rows } = await backend.db.query<{ id: number }>(
        `insert into cards (owner, title, position) values ($1, 'first', 1) returning id`,
        [alice.id],
      );
      const id = Number(rows[0]!.id);
      // RLS is checked against the row as it is when delivered (as Realtime re-selects it), so each
      // change is awaited before the next one would remove it.
      await waitFor(() => events.length >= 1);
      await backend.db.query(`update cards set title = 'renamed' where id = $1`, [id]);
      await waitFor(() => events.length >= 2);
      await backend.db.query(`delete from cards where id = $1`, [id]);
      await waitFor(() => events.length >= 3);

      const [insert, update, del] = events as [Change, Change, Change];
      expect(insert).toMatchObject({
        schema: 'public',
        table: 'cards',
        eventType: 'INSERT',
        new: { id, owner: alice.id, title: 'first', position: 1 },
        old: {},
        errors: null,
      });
      expect(insert.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Object.keys(insert).sort()).toEqual(
        ['commit_timestamp', 'errors', 'eventType', 'new', 'old', 'schema', 'table'].sort(),
      );
      expect(update).toMatchObject({ eventType: 'UPDATE', new: { id, title: 'renamed' }, old: { id } });
      // Default replica identity: only the primary key in old.
      expect(Object.keys(update.old)).toEqual(['id']);
      expect(del).toMatchObject({ eventType: 'DELETE', new: {}, old: { id } });
      expect(Object.keys(del.old)).toEqual(['id']);
    });

    it('sends a change a trigger makes to the row it fires on after the change that fired it', async () => {
      // As logical decoding does: in the order the row versions were written, whatever the
      // names of the table's AFTER triggers (this one's sorts before the capture's former name).
      await backend.db.exec(`
        create function public.follow_up() returns trigger language plpgsql as $$
        begin
          update public.cards set title = 'followed up' where id = new.id;
          return null;
        end $$;
        create trigger cards_follow_up after update on public.cards
          for each row when (new.title = 'moved') execute function public.follow_up();`);
      const titles: unknown[] = [];
      const channel = client(alice)
        .channel('cards-follow-up')
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'cards' }, (p) =>
          titles.push(titleOf(p)),
        );
      expect(await subscribed(channel)).toEqual({ status: 'SUBSCRIBED' });
      try {
        const { rows } = await backend.db.query<{ id: number }>(
          `insert into cards (owner, title, position) values ($1, 'new', 1) returning id`,
          [alice.id],
        );
        await backend.db.query(`update cards set title = 'moved' where id = $1`, [rows[0]!.id]);
        await waitFor(() => titles.length >= 2);
        expect(titles).toEqual(['moved', 'followed up']);
      } finally {
        await backend.db.exec(
          `drop trigger cards_follow_up on public.cards; drop function public.follow_up();`,
        );
      }
    });

    it('sends the whole old row for REPLICA IDENTITY FULL tables', async () => {
      const events: Change[] = [];
      const channel = client(bob)
        .channel('notes-full')
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'notes' }, (p) => events.push(p));
      expect((await subscribed(channel)).status).toBe('SUBSCRIBED');
      await backend.db.query(`insert into notes values (1, 'before')`);
      await backend.db.query(`update notes set body = 'after' where id = 1`);
      await waitFor(() => events.length >= 1);
      expect(events[0]).toMatchObject({ new: { id: 1, body: 'after' }, old: { id: 1, body: 'before' } });
      expect(events).toHaveLength(1);
    });

    it('sends only the primary key of a deleted row when the table has RLS, even with full identity', async () => {
      const events: Change[] = [];
      const channel = client(bob)
        .channel('tasks-full-rls')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'tasks' }, (p) => events.push(p));
      expect((await subscribed(channel)).status).toBe('SUBSCRIBED');
      await backend.db.query(`insert into tasks values (7, 'before')`);
      await waitFor(() => events.length >= 1);
      await backend.db.query(`update tasks set body = 'after' where id = 7`);
      await waitFor(() => events.length >= 2);
      await backend.db.query(`delete from tasks where id = 7`);
      await waitFor(() => events.length >= 3);
      expect(events[1]).toMatchObject({ eventType: 'UPDATE', old: { id: 7, body: 'before' } });
      expect(events[2]).toMatchObject({ eventType: 'DELETE', old: { id: 7 } });
      expect(Object.keys(events[2]!.old)).toEqual(['id']);
    });

    it('never delivers a row RLS hides, but does deliver DELETEs', async () => {
      const seenByBob: Change[] = [];
      const seenByAlice: Change[] = [];
      const bobChannel = client(bob)
        .channel('cards-rls')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'cards' }, (p) => seenByBob.push(p));
      const aliceChannel = client(alice)
        .channel('cards-rls')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'cards' }, (p) => seenByAlice.push(p));
      await Promise.all([subscribed(bobChannel), subscribed(aliceChannel)]);

      const { rows } = await backend.db.query<{ id: number }>(
        `insert into cards (owner, title) values ($1, 'alice only') returning id`,
        [alice.id],
      );
      const secretId = Number(rows[0]!.id);
      await waitFor(() => seenByAlice.length >= 1);
      await backend.db.query(`update cards set title = 'still alice only' where id = $1`, [secretId]);
      await waitFor(() => seenByAlice.length >= 2);
      await backend.db.query(`insert into cards (owner, title) values ($1, 'bob card')`, [bob.id]);
      await waitFor(() => seenByBob.length >= 1);
      await backend.db.query(`delete from cards where id = $1`, [secretId]);
      // Sentinels: later changes each may see; anything forbidden would come first.
      await backend.db.query(
        `insert into cards (owner, title) values ($1, 'alice sentinel'), ($2, 'bob sentinel')`,
        [alice.id, bob.id],
      );

      await waitFor(
        () =>
          seenByAlice.some((e) => titleOf(e) === 'alice sentinel') &&
          seenByBob.some((e) => titleOf(e) === 'bob sentinel'),
      );
      expect(seenByAlice.map((e) => e.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE', 'INSERT']);
      expect(
        seenByBob.map((e) => {
          const row: Row = e.new;
          return [e.eventType, row.title ?? null];
        }),
      ).toEqual([
        ['INSERT', 'bob card'],
        ['DELETE', null],
        ['INSERT', 'bob sentinel'],
      ]);
      expect(JSON.stringify(seenByBob)).not.toContain('alice only');
    });

    it('applies eq, neq, lt, lte, gt, gte and in filters', async () => {
      const filters = [
        'position=eq.2',
        'position=neq.2',
        'position=lt.2',
        'position=lte.2',
        'position=gt.2',
        'position=gte.2',
        'position=in.(1,3)',
        'title=eq.has space',
      ];
      const got = new Map<string, number[]>(filters.map((f) => [f, []]));
      let channel = client(alice).channel('cards-filters');
      for (const filter of filters) {
        channel = channel.on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'cards', filter },
          (p) => got.get(filter)!.push(Number(p.new.position)),
        );
      }
      expect((await subscribed(channel)).status).toBe('SUBSCRIBED');
      await backend.db.query(
        `insert into cards (owner, position, title) values ($1, 1, 'a'), ($1, 2, 'b'), ($1, 3, 'has space')`,
        [alice.id],
      );
      // Sentinel: a later row; every binding shares the socket, so a stray match would come first.
      await backend.db.query(`insert into cards (owner, position, title) values ($1, 9, 'sentinel')`, [
        alice.id,
      ]);
      await waitFor(() => got.get('position=neq.2')!.includes(9));
      expect(Object.fromEntries(got)).toEqual({
        'position=eq.2': [2],
        'position=neq.2': [1, 3, 9],
        'position=lt.2': [1],
        'position=lte.2': [1, 2],
        'position=gt.2': [3, 9],
        'position=gte.2': [2, 3, 9],
        'position=in.(1,3)': [1, 3],
        'title=eq.has space': [3],
      });
    });

    it('keeps unpublished tables silent and says so in a system message', async () => {
      const events: Change[] = [];
      const sentinel: Change[] = [];
      const system: Row[] = [];
      const channel = client(alice)
        .channel('secrets')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'secrets' }, (p) => events.push(p))
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'cards', filter: 'title=eq.secrets sentinel' },
          (p) => sentinel.push(p),
        )
        .on('system', {}, (p: Row) => system.push(p));
      expect((await subscribed(channel)).status).toBe('SUBSCRIBED');
      await waitFor(() => system.length >= 1);
      expect(system[0]).toMatchObject({ extension: 'postgres_changes', status: 'error' });
      expect(String(system[0]!.message)).toContain('Unable to subscribe to changes with given parameters');
      await backend.db.query(`insert into secrets values (1, 'hidden')`);
      // Sentinel: a later change on a published table the channel listens to.
      await backend.db.query(`insert into cards (owner, title) values ($1, 'secrets sentinel')`, [alice.id]);
      await waitFor(() => sentinel.length >= 1);
      expect(events).toEqual([]);
    });

    it('refuses malformed filters with a system error, not a crash', async () => {
      const system: Row[] = [];
      const channel = client(alice)
        .channel('bad-filter')
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'cards', filter: "id=eq.1'; drop table cards; --" },
          () => {},
        )
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'cards', filter: 'nope=like.%' },
          () => {},
        )
        .on('system', {}, (p: Row) => system.push(p));
      expect((await subscribed(channel)).status).toBe('SUBSCRIBED');
      await waitFor(() => system.length >= 1);
      expect(system[0]).toMatchObject({ status: 'error' });
      const { rows } = await backend.db.query(`select count(*)::int as n from cards`);
      expect(rows[0]).toBeDefined();
    });

    it('picks up tables added to the publication after start', async () => {
      await backend.db.exec(
        `create table public.late (id int primary key); alter publication supabase_realtime add table public.late;`,
      );
      const events: Change[] = [];
      const channel = client(alice)
        .channel('late')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'late' }, (p) => events.push(p));
      expect((await subscribed(channel)).status).toBe('SUBSCRIBED');
      await backend.db.query(`insert into late values (7)`);
      await waitFor(() => events.length >= 1);
      expect(events[0]!.new).toEqual({ id: 7 });
      await backend.db.exec(`alter publication supabase_realtime drop table public.late`);
      const { rows } = await backend.db.query(
        `select count(*)::int as n from pg_trigger where tgrelid = 'public.late'::regclass and tgname = '_realtime_capture'`,
      );
      expect(rows[0]).toEqual({ n: 0 });
    });

    it('delivers 1,000 rows from one transaction and 1,000 from separate ones, in commit order', async () => {
      const seen: number[] = [];
      const channel = client(alice, { timeout: 20000 })
        .channel('ticks')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'ticks' }, (p) =>
          seen.push(Number(p.new.n)),
        );
      expect((await subscribed(channel)).status).toBe('SUBSCRIBED');
      await backend.db.query(`insert into ticks (n) select g from generate_series(1, 1000) g`);
      await Promise.all(
        Array.from({ length: 1000 }, (_, i) =>
          backend.db.query(`insert into ticks (n) values ($1)`, [1001 + i]),
        ),
      );
      await waitFor(() => seen.length >= 2000, 30000);
      expect(seen.slice(0, 1000)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
      expect(new Set(seen).size).toBe(2000);
      if (backend.db.kind === 'pglite') {
        // Embedded: transactions commit one after another, in the order they were issued.
        expect(seen).toEqual(Array.from({ length: 2000 }, (_, i) => i + 1));
      }
    }, 60000);
  });
}

suite('realtime on PGlite', () => Promise.resolve({ drop: () => Promise.resolve() }));

describe('realtime on PostgreSQL', serverVariant(), () => {
  suite('server', async () => {
    const db = await createTestDatabase();
    return { url: db.url, drop: () => db.drop() };
  });
});
