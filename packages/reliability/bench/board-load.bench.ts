import { startBackend } from '../src/backend';
import { queryAsUser } from '../src/as-user';
import { figure, percentile, type Benchmark, type Figure } from '@teamboard/bench-kit';
import { BOARD_LOAD_SQL, boardLoadPath, createWorkspace, seedBoard, signUp } from '../src/world';

const CARDS = 200;
const SAMPLES = 3;
const REQUESTS_PER_SAMPLE = 150;

/** Runs `total` calls of `fn` over `clients` concurrent loops; returns req/s and each call's latency. */
async function drive(clients: number, total: number, fn: () => Promise<void>) {
  let left = total;
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (left-- > 0) {
        const t = performance.now();
        await fn();
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { rate: total / ((performance.now() - started) / 1000), latencies };
}

/**
 * The board view's load (a board's cards with labels and assignees embedded,
 * RLS on, as a member) through /rest/v1, beside the same SQL sent straight to
 * the same Postgres as the same user, at 1, 10 and 50 concurrent clients.
 */
const bench: Benchmark = {
  name: 'board load (REST)',
  async run() {
    const backend = await startBackend();
    try {
      const member = await signUp(backend, 'member');
      const board = await seedBoard(backend, await createWorkspace(backend, member), {
        cards: CARDS,
        assignees: [member.id],
      });
      const url = backend.apiUrl + boardLoadPath(board.boardId);
      const headers = { apikey: backend.anonKey, authorization: `Bearer ${member.token}` };
      const viaRest = async () => {
        // No retry: the gateway leaves idle keep-alive sockets to the client to close, so a pooled
        // socket is never closed under a request (it was, when the event loop ran late).
        const res = await fetch(url, { headers });
        if (res.status !== 200) throw new Error(`REST answered ${res.status}`);
        await res.text();
      };
      const direct = async () => {
        const rows = await queryAsUser<{ coalesce: unknown[] }>(backend.db, member.id, BOARD_LOAD_SQL, [
          board.boardId,
        ]);
        JSON.stringify(rows);
      };
      await drive(4, 40, viaRest);
      await drive(4, 40, direct);
      const figures: Figure[] = [];
      for (const clients of [1, 10, 50]) {
        const rest = { rate: [] as number[], p50: [] as number[], p99: [] as number[] };
        const sql = { rate: [] as number[], p50: [] as number[], p99: [] as number[] };
        for (let i = 0; i < SAMPLES; i++) {
          for (const [into, fn] of [
            [rest, viaRest],
            [sql, direct],
          ] as const) {
            const r = await drive(clients, REQUESTS_PER_SAMPLE, fn);
            into.rate.push(r.rate);
            into.p50.push(percentile(r.latencies, 50));
            into.p99.push(percentile(r.latencies, 99));
          }
        }
        const label = `board load (${CARDS} cards), ${clients} client${clients > 1 ? 's' : ''}`;
        figures.push(
          figure(`${label}: throughput`, 'req/s', rest.rate, { name: 'same SQL direct', samples: sql.rate }),
        );
        figures.push(
          figure(`${label}: p50 latency`, 'ms', rest.p50, { name: 'same SQL direct', samples: sql.p50 }),
        );
        figures.push(
          figure(`${label}: p99 latency`, 'ms', rest.p99, { name: 'same SQL direct', samples: sql.p99 }),
        );
      }
      return figures;
    } finally {
      await backend.stop();
    }
  },
};

export default bench;
