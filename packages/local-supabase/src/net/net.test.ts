import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, serverVariant } from '../../test/support/test-database';
import { startLocalSupabase, type LocalSupabase } from '../start';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

interface Response {
  status_code: number | null;
  content: string | null;
  timed_out: boolean | null;
  error_msg: string | null;
}

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
    let server: Server;
    let target: string;
    const received: Received[] = [];
    let drop: () => Promise<void> = () => Promise.resolve();
    const q = async <T>(sql: string, params: unknown[] = []) => (await backend.db.query<T>(sql, params)).rows;
    const answerOf = (id: string) =>
      waitFor(
        () =>
          q<Response>(
            'select status_code, content, timed_out, error_msg from net._http_response where id = $1',
            [id],
          ),
        (rows) => rows.length > 0,
      ).then((rows) => rows[0]!);

    beforeAll(async () => {
      server = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
          if (req.url?.startsWith('/slow')) return; // never answers: the request times out
          res.writeHead(req.url?.startsWith('/missing') ? 404 : 200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ seen: req.url }));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
    });
    afterAll(async () => {
      await backend?.stop();
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
      await drop();
    });

    it('sends a queued http_post once, with its body, params and headers, and records the answer', async () => {
      const [{ id }] = (await q<{ id: string }>(
        `select net.http_post(url := $1, body := '{"hello": "world"}', params := '{"a": "1 2"}',
                              headers := '{"Content-Type": "application/json", "X-Probe": "yes"}')::text as id`,
        [`${target}/post`],
      )) as [{ id: string }];
      const answer = await answerOf(id);
      expect(answer).toMatchObject({ status_code: 200, timed_out: false, error_msg: null });
      expect(JSON.parse(answer.content!)).toEqual({ seen: '/post?a=1%202' });
      const sent = received.filter((r) => r.url.startsWith('/post'));
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ method: 'POST', body: '{"hello": "world"}' });
      expect(sent[0]!.headers['x-probe']).toBe('yes');
      expect(await q('select 1 from net.http_request_queue where id = $1', [id])).toHaveLength(0);
    });

    it('sends nothing when the calling transaction rolls back', async () => {
      await backend.db
        .transaction(async (tx) => {
          await tx.query('select net.http_post($1)', [`${target}/rolled-back`]);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      // A request queued after the rolled-back one is the sentinel: once it is answered, the other would have been.
      const [{ id }] = (await q<{ id: string }>('select net.http_get($1)::text as id', [
        `${target}/sentinel`,
      ])) as [{ id: string }];
      await answerOf(id);
      expect(received.some((r) => r.url === '/rolled-back')).toBe(false);
    });

    it('records error statuses, unreachable hosts and timeouts', async () => {
      const [missing] = await q<{ id: string }>('select net.http_get($1)::text as id', [`${target}/missing`]);
      expect(await answerOf(missing!.id)).toMatchObject({ status_code: 404, timed_out: false });
      const [slow] = await q<{ id: string }>(
        'select net.http_post($1, timeout_milliseconds := 300)::text as id',
        [`${target}/slow`],
      );
      expect(await answerOf(slow!.id)).toMatchObject({ status_code: null, timed_out: true });
      const [refused] = await q<{ id: string }>('select net.http_get($1)::text as id', [
        'http://127.0.0.1:1/',
      ]);
      const answer = await answerOf(refused!.id);
      expect(answer.status_code).toBeNull();
      expect(answer.error_msg).toBeTruthy();
    });

    it('is reachable by the database owner only', async () => {
      for (const role of ['anon', 'authenticated']) {
        await expect(
          backend.db.transaction(async (tx) => {
            await tx.query(`set local role ${role}`);
            await tx.query(`select net.http_post('http://127.0.0.1:1/')`);
          }),
        ).rejects.toThrow(/permission denied/);
      }
    });
  });
}

suite('pg_net on PGlite', () => Promise.resolve({ drop: () => Promise.resolve() }));
describe('pg_net on PostgreSQL', serverVariant(), () => {
  suite('server without pg_net', () => createTestDatabase());
});
