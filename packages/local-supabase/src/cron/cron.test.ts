import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, serverVariant } from '../../test/support/test-database';
import { startLocalSupabase, type LocalSupabase } from '../start';

interface Parsed {
  seconds: number | null;
  minutes: number[] | null;
  hours: number[] | null;
  doms: number[] | null;
  months: number[] | null;
  dows: number[] | null;
  dom_last: boolean;
}

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
const ALL = { minutes: range(0, 59), hours: range(0, 23), doms: range(1, 31), months: range(1, 12) };

// Schedules as pg_cron (Vixie cron) reads them: what each field becomes.
const VALID: [string, Partial<Parsed>][] = [
  ['* * * * *', { ...ALL, dows: range(0, 7) }],
  ['*/15 * * * *', { minutes: [0, 15, 30, 45] }],
  ['5 4 * * *', { minutes: [5], hours: [4] }],
  ['0-10/5,30 9-17 * * 1-5', { minutes: [0, 5, 10, 30], hours: range(9, 17), dows: range(1, 5) }],
  ['0 0 1,15 * *', { doms: [1, 15] }],
  ['0 12 * jan,Jul,DEC *', { months: [1, 7, 12] }],
  ['0 12 * * sun', { dows: [0, 7] }],
  ['0 12 * * 7', { dows: [0, 7] }],
  ['0 12 * * mon-fri', { dows: range(1, 5) }],
  ['0 0 $ * *', { dom_last: true, doms: [] }],
  ['  30   2 * * *  ', { minutes: [30], hours: [2] }],
  ['@hourly', { minutes: [0], hours: range(0, 23) }],
  ['@daily', { minutes: [0], hours: [0] }],
  ['@weekly', { dows: [0, 7] }],
  ['@monthly', { doms: [1] }],
  ['@yearly', { doms: [1], months: [1] }],
  ['1 second', { seconds: 1 }],
  ['30 seconds', { seconds: 30 }],
  ['59 Seconds', { seconds: 59 }],
  ['10seconds', { seconds: 10 }],
];

const INVALID = [
  '',
  '* * * *',
  '60 * * * *',
  '* 24 * * *',
  '* * 0 * *',
  '* * 32 * *',
  '* * * 13 *',
  '* * * * 8',
  '*/0 * * * *',
  '*/60 * * * *',
  '5/10 * * * *',
  '1-5x * * * *',
  '1,,2 * * * *',
  '* * * foo *',
  '* * * * funday',
  '@often',
  '@HOURLY',
  '0 seconds',
  '60 seconds',
  '5 minutes',
  '5 seconds later',
  "1 * * * *'; drop table cron.job; --",
];

async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function suite(name: string, openDb: () => Promise<{ url?: string; drop(): Promise<void> }>) {
  describe(name, () => {
    let backend: LocalSupabase;
    let drop: () => Promise<void> = () => Promise.resolve();
    const q = async <T>(sql: string, params: unknown[] = []) => (await backend.db.query<T>(sql, params)).rows;
    const runs = (jobid: string) =>
      q<{ status: string; return_message: string | null; start_time: Date; end_time: Date | null }>(
        `select status, return_message, start_time, end_time from cron.job_run_details where jobid = $1 order by runid`,
        [jobid],
      );
    const schedule = async (name: string, when: string, command: string) =>
      (await q<{ id: string }>('select cron.schedule($1, $2, $3)::text as id', [name, when, command]))[0]!.id;

    beforeAll(async () => {
      const db = await openDb();
      drop = () => db.drop();
      backend = await startLocalSupabase({
        dataDir: false,
        port: 0,
        dbPort: false,
        migrate: false,
        log: 'silent',
        ...(db.url ? { dbUrl: db.url } : {}),
      });
      await backend.db.exec(
        'create table public.ticks (job text not null, at timestamptz not null default now())',
      );
    });
    afterAll(async () => {
      await backend?.stop();
      await drop();
    });

    it.each(VALID)('parses %j as pg_cron does', async (schedule, expected) => {
      const [parsed] = await q<Parsed>('select (local_cron.parse($1)).*', [schedule]);
      expect(parsed).toMatchObject(expected);
      const [job] = await q<{ id: string }>(
        `select cron.schedule('parse-check', $1, 'select 1')::text as id`,
        [schedule],
      );
      expect(job!.id).toMatch(/^\d+$/);
    });

    it.each(INVALID)('refuses %j as pg_cron does', async (schedule) => {
      await expect(q(`select cron.schedule('parse-check', $1, 'select 1')`, [schedule])).rejects.toThrow(
        `invalid schedule: ${schedule}`,
      );
    });

    it('fires five-field schedules in the minutes they name (UTC), day of month or week as cron does', async () => {
      const fires = async (schedule: string, at: string) =>
        (await q<{ f: boolean }>('select local_cron.fires_at($1, $2::timestamptz) as f', [schedule, at]))[0]!
          .f;
      expect(await fires('*/15 * * * *', '2026-11-23T10:45:30Z')).toBe(true);
      expect(await fires('*/15 * * * *', '2026-11-23T10:46:00Z')).toBe(false);
      // 2026-11-23 is a Monday; with both day fields restricted, either matches.
      expect(await fires('0 9 1 * mon', '2026-11-23T09:00:00Z')).toBe(true);
      expect(await fires('0 9 1 * tue', '2026-11-23T09:00:00Z')).toBe(false);
      // With one of them '*', both must match.
      expect(await fires('0 9 * * tue', '2026-11-23T09:00:00Z')).toBe(false);
      expect(await fires('0 0 $ * *', '2026-11-30T00:00:00Z')).toBe(true);
      expect(await fires('0 0 $ * *', '2026-11-29T00:00:00Z')).toBe(false);
      expect(await fires('0 0 * * 7', '2026-11-29T00:00:00Z')).toBe(true);
      expect(await fires('5 seconds', '2026-11-29T00:00:00Z')).toBe(false);
    });

    it('runs a job every few seconds as the database owner and records each run', async () => {
      const id = await schedule('tick', '1 seconds', `insert into public.ticks (job) values ('tick')`);
      const done = await waitFor(
        () => runs(id),
        (r) => r.filter((run) => run.status === 'succeeded').length >= 2,
      );
      expect(done[0]).toMatchObject({ status: 'succeeded', return_message: 'INSERT 0 1' });
      expect(done[0]!.end_time!.getTime()).toBeGreaterThanOrEqual(done[0]!.start_time.getTime());
      const [owner] = await q<{ username: string }>('select username from cron.job where jobid = $1', [id]);
      expect(owner!.username).toBe((await q<{ u: string }>('select current_user as u'))[0]!.u);
      const ticks = await q<{ n: number }>(`select count(*)::int as n from public.ticks where job = 'tick'`);
      expect(ticks[0]!.n).toBeGreaterThanOrEqual(2);
    });

    it('replaces a job of the same name and keeps its id', async () => {
      const first = await schedule('same', '0 3 * * *', 'select 1');
      const second = await schedule('same', '0 4 * * *', 'select 2');
      expect(second).toBe(first);
      expect(await q('select schedule, command from cron.job where jobname = $1', ['same'])).toEqual([
        { schedule: '0 4 * * *', command: 'select 2' },
      ]);
      expect((await q<{ ok: boolean }>(`select cron.unschedule('same') as ok`))[0]!.ok).toBe(true);
      await expect(q(`select cron.unschedule('same')`)).rejects.toThrow(/could not find valid entry for job/);
      await expect(q(`select cron.unschedule(987654321)`)).rejects.toThrow(
        /could not find valid entry for job/,
      );
    });

    it('stops a job once unscheduled', async () => {
      const id = await schedule(
        'stopping',
        '1 seconds',
        `insert into public.ticks (job) values ('stopping')`,
      );
      await waitFor(
        () => runs(id),
        (r) => r.some((run) => run.status === 'succeeded'),
      );
      await q('select cron.unschedule($1::bigint)', [id]);
      // Let a run already started finish, then count.
      await waitFor(
        () => runs(id),
        (r) => r.every((run) => run.end_time !== null),
      );
      const before = (await runs(id)).length;
      // Sentinel: another job, scheduled after, runs twice; the stopped one never again.
      const sentinel = await schedule('sentinel', '1 seconds', 'select 1');
      await waitFor(
        () => runs(sentinel),
        (r) => r.filter((run) => run.status === 'succeeded').length >= 2,
      );
      expect((await runs(id)).length).toBe(before);
      await q(`select cron.unschedule('sentinel')`);
    });

    it('records a failing job’s error and goes on running the others', async () => {
      const failing = await schedule('failing', '1 seconds', 'select 1 / 0');
      const healthy = await schedule(
        'healthy',
        '1 seconds',
        `insert into public.ticks (job) values ('healthy')`,
      );
      const failed = await waitFor(
        () => runs(failing),
        (r) => r.filter((run) => run.status === 'failed').length >= 2,
      );
      expect(failed[0]!.return_message).toContain('division by zero');
      expect(failed[0]!.end_time).not.toBeNull();
      await waitFor(
        () => runs(healthy),
        (r) => r.filter((run) => run.status === 'succeeded').length >= 2,
      );
      await q(`select cron.unschedule('failing'), cron.unschedule('healthy'), cron.unschedule('tick')`);
    });

    it('keeps the cron schema away from the API roles', async () => {
      const [grants] = await q<{ anon: boolean; authenticated: boolean }>(
        `select has_schema_privilege('anon', 'cron', 'usage') as anon,
                has_schema_privilege('authenticated', 'cron', 'usage') as authenticated`,
      );
      expect(grants).toEqual({ anon: false, authenticated: false });
    });
  });
}

suite('Supabase Cron on PGlite', () => Promise.resolve({ drop: () => Promise.resolve() }));

describe('Supabase Cron on PostgreSQL', serverVariant(), () => {
  suite('server without pg_cron', async () => {
    const db = await createTestDatabase();
    return { url: db.url, drop: () => db.drop() };
  });
});
