import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../start';
import { analyzeGrownTables } from './analyze';
import { openPGlite, type PGliteDatabase } from './pglite';

const projectDir = fileURLToPath(new URL('../../test/fixtures/basic', import.meta.url));

// PGlite only: a PostgreSQL server has its own autovacuum, which these stand in for.
describe('statistics on the embedded database', () => {
  let backend: LocalSupabase;

  beforeAll(async () => {
    backend = await startLocalSupabase({ projectDir, dataDir: false, port: 0, dbPort: false, log: 'silent' });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('has analyzed what migrations and seed wrote when it starts', async () => {
    const { rows } = await backend.db.query<{ reltuples: number; stats: number }>(
      `select c.reltuples,
              (select count(*)::int from pg_stats s
               where s.schemaname = 'public' and s.tablename = 'profiles') as stats
       from pg_class c where c.oid = 'public.profiles'::regclass`,
    );
    // -1 is "never analyzed"; the seed wrote one profile.
    expect(rows).toEqual([{ reltuples: 1, stats: expect.any(Number) as number }]);
    expect(rows[0]!.stats).toBeGreaterThan(0);
  });
});

// On a database of its own, so the backend's own timer cannot analyze the table between steps.
describe('the automatic analyze', () => {
  let db: PGliteDatabase;

  beforeAll(async () => {
    db = await openPGlite();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('analyzes a table that grew past the threshold, and only then', async () => {
    await db.exec(`create table public.grows (id integer primary key, note text)`);
    await db.exec(`analyze public.grows`);
    const reltuples = async () =>
      (
        await db.query<{ n: number }>(
          `select reltuples as n from pg_class where oid = 'public.grows'::regclass`,
        )
      ).rows[0]!.n;

    await db.exec(`insert into public.grows select g, 'row ' || g from generate_series(1, 20) g`);
    expect(await analyzeGrownTables(db)).not.toContain('public.grows');
    expect(await reltuples()).toBe(0);

    await db.exec(
      `insert into public.grows select g, repeat('row ', 20) || g from generate_series(21, 5000) g`,
    );
    expect(await analyzeGrownTables(db)).toContain('public.grows');
    expect(await reltuples()).toBe(5000);
    // Analyzed now: the next check leaves it alone.
    expect(await analyzeGrownTables(db)).not.toContain('public.grows');
  });
});
