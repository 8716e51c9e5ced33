import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { Queryable } from '@teamboard/local-supabase';

// The database scheduler's clock (`private.clock_now()`, migration
// 20261126130000_set_based_recurrences.sql) is now() plus the one row of
// `private.clock_offset`, which only the database owner may write. The e2e
// stack holds the backend's owner connection in the global-setup process, and
// a test runs in a worker of its own: this loopback server, started with the
// stack and nowhere else (no backend route, nothing in any build), lets a test
// move that clock on, so "a weekday later" is the cron job and the expander's
// real path. Only the scheduler's clock moves: access tokens and every other
// expiry keep real time, so the other tests' sessions sharing the backend are
// untouched.
//
// It also runs a scheduled job at once (`runJob`), as the scheduler runs it: the job's own command,
// as the database owner that scheduled it. A job due "every minute" (the due reminders) then need
// not be waited for, up to a minute per test; that the scheduler runs it on time is the local
// backend's own cron tests' to show.

/** What a test asks: move the clock on by `advanceMs`, put it back on real time, or run a job by its name. */
export type ClockRequest = { advanceMs: number } | { reset: true } | { runJob: string };

function parseRequest(body: string): ClockRequest | null {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value !== 'object' || value === null) return null;
    if ('reset' in value && value.reset === true) return { reset: true };
    if ('runJob' in value && typeof value.runJob === 'string') {
      return /^[a-z0-9-]{1,64}$/.test(value.runJob) ? { runJob: value.runJob } : null;
    }
    if ('advanceMs' in value && typeof value.advanceMs === 'number') {
      const { advanceMs } = value;
      // Only forward: the table refuses a clock that runs behind now().
      return Number.isSafeInteger(advanceMs) && advanceMs > 0 ? { advanceMs } : null;
    }
    return null;
  } catch {
    return null;
  }
}

/** Runs the active job `name` of `cron.job` once, now; fails when the database owner did not schedule it. */
async function runJob(db: Queryable, name: string): Promise<void> {
  const { rows } = await db.query<{ command: string }>(
    `select command from cron.job where jobname = $1 and active and username = current_user`,
    [name],
  );
  const job = rows[0];
  if (!job) throw new Error(`no active job ${name} of the database owner`);
  await db.exec(job.command);
}

/**
 * Serves `POST <url>` with `{"advanceMs": n}` (the scheduler's clock runs n ms further ahead),
 * `{"reset": true}` (back to real time) or `{"runJob": name}` (that scheduled job, now), on loopback
 * under a secret made at each start.
 */
export async function serveSchedulerClock(db: Queryable): Promise<{ url: string; close(): Promise<void> }> {
  const secret = randomBytes(18).toString('base64url');
  const server = createServer((req, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== `/${secret}`) return answer(404, { message: 'Not found' });
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const request = parseRequest(body);
      if (!request)
        return answer(400, {
          message: 'Send {"advanceMs": a positive whole number}, {"reset": true} or {"runJob": a job name}',
        });
      const change =
        'runJob' in request
          ? runJob(db, request.runJob)
          : 'reset' in request
            ? db.query(`delete from private.clock_offset`)
            : db.query(
                `insert into private.clock_offset (offset_by) values ($1::bigint * interval '1 millisecond')
               on conflict (only_row) do update set offset_by = private.clock_offset.offset_by + excluded.offset_by`,
                [request.advanceMs],
              );
      change.then(
        () => answer(200, { ok: true }),
        (error: unknown) => answer(500, { message: String(error) }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${String(port)}/${secret}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
