import type { Database } from '../db/database';
import type { Logger } from '../log';

/** How often the worker looks for queued requests; pg_net's worker wakes about as often. */
const POLL_MS = 250;
/** At most this many requests leave per look, as pg_net's `pg_net.batch_size` bounds a batch. */
const BATCH = 20;

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** What pg_net sends: the JSON text the call was given (bodies are jsonb there). */
  body: string | null;
  timeout_milliseconds: number;
}

interface Answer {
  status_code: number | null;
  content_type: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timed_out: boolean | null;
  error_msg: string | null;
}

async function send(request: QueuedRequest): Promise<Answer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeout_milliseconds);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? null,
      signal: controller.signal,
    });
    const content = await response.text();
    return {
      status_code: response.status,
      content_type: response.headers.get('content-type'),
      headers: Object.fromEntries(response.headers),
      content,
      timed_out: false,
      error_msg: null,
    };
  } catch (error) {
    const timedOut = controller.signal.aborted;
    return {
      status_code: null,
      content_type: null,
      headers: null,
      content: null,
      timed_out: timedOut,
      error_msg: timedOut
        ? `Timeout of ${request.timeout_milliseconds} ms reached`
        : error instanceof Error
          ? error.message
          : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

export interface NetWorker {
  stop(): Promise<void>;
}

/**
 * Sends what `net.http_post` / `net.http_get` queued, as pg_net's background
 * worker does: each request leaves the queue once, and its answer (or the
 * error, or the timeout) is recorded in `net._http_response` under the same id.
 */
export function startNetWorker(db: Database, log: Logger): NetWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let working: Promise<void> = Promise.resolve();

  async function drain(): Promise<void> {
    const { rows } = await db.query<QueuedRequest>(
      `delete from net.http_request_queue
       where id in (select id from net.http_request_queue order by id limit ${BATCH})
       returning id::text as id, method, url, headers, convert_from(body, 'UTF8') as body, timeout_milliseconds`,
    );
    await Promise.all(
      rows.map(async (request) => {
        const answer = await send(request);
        await db.query(
          `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            request.id,
            answer.status_code,
            answer.content_type,
            answer.headers === null ? null : JSON.stringify(answer.headers),
            answer.content,
            answer.timed_out,
            answer.error_msg,
          ],
        );
      }),
    );
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      working = drain()
        .catch((error: unknown) => {
          if (!stopped) log.warn(`net: could not send queued requests (${String(error)})`);
        })
        .finally(schedule);
    }, POLL_MS);
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await working;
    },
  };
}
