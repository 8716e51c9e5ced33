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

/** What a test asks of the clock: move it on by `advanceMs`, or back to real time. */
export type ClockRequest = { advanceMs: number } | { reset: true };

function parseRequest(body: string): ClockRequest | null {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value !== 'object' || value === null) return null;
    if ('reset' in value && value.reset === true) return { reset: true };
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

/**
 * Serves `POST <url>` with `{"advanceMs": n}` (the scheduler's clock runs n ms further ahead) or
 * `{"reset": true}` (back to real time), on loopback under a secret made at each start.
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
        return answer(400, { message: 'Send {"advanceMs": a positive whole number} or {"reset": true}' });
      const change =
        'reset' in request
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
