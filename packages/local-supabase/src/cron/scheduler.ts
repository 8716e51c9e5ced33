import type { Database, Queryable } from '../db/database';
import { isPgError } from '../db/database';
import { splitSql } from '../db/split-sql';
import type { Logger } from '../log';

/** How often the scheduler looks for due jobs: the finest schedule is one second. */
const TICK_MS = 1000;

interface DueJob {
  jobid: string;
  command: string;
  username: string;
  seconds: number | null;
  reboot: boolean;
  fires: boolean;
}

export interface CronScheduler {
  /** Runs one job now, as the scheduler would, and resolves when it is recorded. */
  runJob(jobId: number | string): Promise<void>;
  stop(): Promise<void>;
}

/** True when the real extension is installed: then pg_cron runs the jobs, not us. */
export async function hasPgCron(db: Queryable): Promise<boolean> {
  // Installed and shipped by the server: a schema registered under the name (a hosted-shaped
  // test database's stand-in) is still this backend's to run.
  const { rows } = await db.query(
    `select 1 from pg_extension e join pg_available_extensions a on a.name = e.extname where e.extname = 'pg_cron'`,
  );
  return rows.length > 0;
}

/** pg_cron's return_message for a finished statement. */
function returnMessage(sql: string, result: { rows: unknown[]; fields: unknown[]; affectedRows: number }) {
  if (result.fields.length > 0) return `${result.rows.length} ${result.rows.length === 1 ? 'row' : 'rows'}`;
  const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? '';
  if (verb === 'INSERT') return `INSERT 0 ${result.affectedRows}`;
  if (verb === 'UPDATE' || verb === 'DELETE') return `${verb} ${result.affectedRows}`;
  return verb;
}

/**
 * Runs the jobs of `cron.job` when they are due, each in its own
 * transaction as the job's user (the database owner for jobs a migration
 * scheduled), and records every run in `cron.job_run_details`. A failing job
 * records its error; the others go on. A job still running is not started
 * again, as pg_cron does.
 */
export function startCronScheduler(db: Database, log: Logger): CronScheduler {
  const running = new Map<string, Promise<void>>();
  const lastStart = new Map<string, number>();
  let lastMinute = Math.floor(Date.now() / 60_000);
  let stopped = false;
  let rebooted = false;

  async function run(job: Pick<DueJob, 'jobid' | 'command' | 'username'>): Promise<void> {
    const { rows } = await db.query<{ runid: string }>(
      `insert into cron.job_run_details (jobid, database, username, command, status, start_time)
       values ($1, current_database(), $2, $3, 'running', clock_timestamp()) returning runid`,
      [job.jobid, job.username, job.command],
    );
    const runid = rows[0]!.runid;
    let status = 'succeeded';
    let message: string;
    try {
      message = await db.transaction(async (tx) => {
        await tx.query(`select set_config('role', $1, true)`, [job.username]);
        const statements = splitSql(job.command).map((s) => s.sql);
        const last = statements.pop() ?? '';
        for (const sql of statements) await tx.exec(sql);
        return returnMessage(last, await tx.query(last));
      });
    } catch (error) {
      status = 'failed';
      message = isPgError(error) || error instanceof Error ? `ERROR:  ${error.message}` : String(error);
    }
    await db.query(
      `update cron.job_run_details set status = $2, return_message = $3, end_time = clock_timestamp() where runid = $1`,
      [runid, status, message],
    );
  }

  function start(job: Pick<DueJob, 'jobid' | 'command' | 'username'>): Promise<void> {
    const current = running.get(job.jobid);
    if (current) return current;
    lastStart.set(job.jobid, Date.now());
    const promise = run(job)
      .catch((error: unknown) => log.error(`cron: job ${job.jobid} could not be recorded`, error))
      .finally(() => running.delete(job.jobid));
    running.set(job.jobid, promise);
    return promise;
  }

  async function tick(): Promise<void> {
    const now = Date.now();
    const minute = Math.floor(now / 60_000);
    const newMinute = minute !== lastMinute;
    lastMinute = minute;
    const { rows } = await db.query<DueJob>(
      `select j.jobid::text as jobid, j.command, j.username, s.seconds, coalesce(s.reboot, false) as reboot,
              $1::boolean and local_cron.fires_at(j.schedule, to_timestamp($2::bigint * 60)) as fires
       from cron.job j cross join lateral local_cron.parse(j.schedule) s
       where j.active`,
      [newMinute, minute],
    );
    const seen = new Set<string>();
    for (const job of rows) {
      seen.add(job.jobid);
      if (job.seconds !== null) {
        const last = lastStart.get(job.jobid);
        // An interval job's first run comes one interval after the scheduler first sees it.
        if (last === undefined) lastStart.set(job.jobid, now);
        else if (now - last >= job.seconds * 1000 - TICK_MS / 2) void start(job);
      } else if (job.fires || (job.reboot && !rebooted)) {
        void start(job);
      }
    }
    rebooted = true;
    for (const id of lastStart.keys()) if (!seen.has(id) && !running.has(id)) lastStart.delete(id);
  }

  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        ticking = tick()
          .catch((error: unknown) => {
            if (!stopped) log.warn(`cron: could not read cron.job (${String(error)})`);
          })
          .finally(schedule);
      },
      TICK_MS - (Date.now() % TICK_MS),
    );
  };
  schedule();

  return {
    async runJob(jobId) {
      const { rows } = await db.query<DueJob>(
        `select jobid::text as jobid, command, username from cron.job where jobid = $1`,
        [String(jobId)],
      );
      if (!rows[0]) throw new Error(`could not find valid entry for job ${jobId}`);
      await start(rows[0]);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await ticking;
      await Promise.all(running.values());
    },
  };
}
