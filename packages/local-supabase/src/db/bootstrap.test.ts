import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, serverVariant, testDatabaseUrl } from '../../test/support/test-database';
import { bootstrapDatabase, isRoleRace } from './bootstrap';
import type { Database } from './database';
import { openPostgres } from './postgres';

describe('isRoleRace', () => {
  it('names the errors of two sessions changing the server’s roles at once, and nothing else', () => {
    expect(isRoleRace({ code: '42710', message: 'role "x" already exists' })).toBe(true);
    expect(isRoleRace({ code: '23505', message: 'duplicate key value violates unique constraint' })).toBe(
      true,
    );
    expect(isRoleRace({ code: 'XX000', message: 'tuple concurrently updated' })).toBe(true);
    expect(isRoleRace({ code: 'XX000', message: 'could not open file' })).toBe(false);
    expect(isRoleRace({ code: '42601', message: 'syntax error' })).toBe(false);
    expect(isRoleRace(new Error('no code'))).toBe(false);
    expect(isRoleRace(undefined)).toBe(false);
  });
});

// Roles belong to the whole server while the bootstrap's advisory lock belongs to one database, so
// two databases bootstrapping at once (parallel test workers on a fresh server) can race on a role.
describe('bootstrapping two databases of one server at once', serverVariant(), () => {
  const role = `tb_race_${randomBytes(4).toString('hex')}`;
  const part = `do $$ begin
    if not exists (select from pg_roles where rolname = '${role}') then create role ${role} nologin; end if;
  end $$`;
  const drops: (() => Promise<void>)[] = [];
  let first: pg.Client;
  let second: Database;

  beforeAll(async () => {
    const one = await createTestDatabase();
    const two = await createTestDatabase();
    drops.push(
      () => one.drop(),
      () => two.drop(),
    );
    first = new pg.Client({ connectionString: one.url });
    await first.connect();
    second = await openPostgres(two.url);
  });

  afterAll(async () => {
    await first?.end();
    await second?.close();
    for (const drop of drops) await drop();
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    await admin.query(`drop role if exists ${role}`);
    await admin.end();
  });

  it('lets the one that loses the race to create a role find it made, instead of failing', async () => {
    // The first database creates the role and holds its transaction open, its lock taken.
    await first.query('begin');
    await first.query('select pg_advisory_xact_lock(54321)');
    await first.query(part);
    const racing = bootstrapDatabase(second, [part]);
    let settled = false;
    const outcome = racing.then(
      () => 'bootstrapped',
      (error: unknown) => error,
    );
    void outcome.finally(() => (settled = true));
    // The second now waits on the role's unique name, which the first holds uncommitted.
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    try {
      for (;;) {
        const { rows } = await admin.query<{ waiting: boolean }>(
          `select exists (select from pg_stat_activity
             where wait_event_type = 'Lock' and query like $1) as waiting`,
          [`%create role ${role}%`],
        );
        if (rows[0]!.waiting || settled) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await admin.end();
    }
    await first.query('commit');
    expect(await outcome).toBe('bootstrapped');
    const { rows } = await second.query<{ n: number }>(
      'select count(*)::int as n from pg_roles where rolname = $1',
      [role],
    );
    expect(rows[0]!.n).toBe(1);
  });
});
