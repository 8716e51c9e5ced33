import { WebSocket, WebSocketServer } from 'ws';
import { startBackend } from '../src/backend';
import { figure, median, percentile, type Benchmark, type Figure } from '@teamboard/bench-kit';
import { subscribeToCards, waitUntil, type CardSubscriber } from '../src/subscriber';
import { createWorkspace, seedBoard, signUp } from '../src/world';

const ROUNDS = 25;
const RATES = [5, 10, 20, 40, 80, 160, 320];
const STEP_MS = 3000;

/** Fan-out of a tiny message from one socket to `n` sockets through a bare ws server: the floor. */
async function echoLatencies(n: number): Promise<number[]> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as { port: number }).port;
  server.on('connection', (ws) => ws.on('message', (d) => server.clients.forEach((c) => c.send(d))));
  const samples: number[] = [];
  const sockets = await Promise.all(
    Array.from({ length: n }, async () => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}`);
      ws.on('message', (d: Buffer) => samples.push(performance.now() - Number(d.toString())));
      await new Promise((r) => ws.once('open', r));
      return ws;
    }),
  );
  for (let i = 0; i < ROUNDS; i++) {
    const want = samples.length + n;
    sockets[0]!.send(String(performance.now()));
    await waitUntil(() => samples.length >= want, 10_000, 'echo');
  }
  for (const ws of sockets) ws.terminate();
  await new Promise((r) => server.close(r));
  return samples;
}

/**
 * Commit-to-callback latency of a card change on one board, through the real
 * supabase-js, to 1, 100 and 500 subscribers (RLS checked per subscriber),
 * beside a bare WebSocket fan-out to as many sockets; then the change rate
 * the board sustains before the median latency doubles.
 */
const bench: Benchmark = {
  name: 'realtime board',
  async run() {
    const figures: Figure[] = [];
    const backend = await startBackend();
    const subscribers: CardSubscriber[] = [];
    try {
      const member = await signUp(backend, 'member');
      const board = await seedBoard(backend, await createWorkspace(backend, member), {
        cards: 50,
        assignees: [member.id],
      });
      const committedAt = new Map<string, number>();
      const latencies: number[] = [];
      const watch = (s: CardSubscriber) => {
        s.onChange = (key, at) => {
          const t = committedAt.get(key);
          if (t !== undefined) latencies.push(at - t);
        };
      };
      let round = 0;
      /** One committed change; resolves once `expect` subscribers have it. */
      const change = async (expect: number) => {
        const cardId = board.cardIds[round++ % board.cardIds.length]!;
        const want = latencies.length + expect;
        const t = performance.now();
        const { rows } = await backend.db.query<{ version: number }>(
          `update public.cards set title = $2 where id = $1 returning version`,
          [cardId, `round ${round}`],
        );
        committedAt.set(`${cardId}:${rows[0]!.version}`, t);
        return () => latencies.length >= want;
      };
      for (const n of [1, 100, 500]) {
        while (subscribers.length < n) {
          const batch = Math.min(50, n - subscribers.length);
          const joined = await Promise.all(
            Array.from({ length: batch }, () =>
              subscribeToCards(backend, member.token, board.boardId, 120_000),
            ),
          );
          joined.forEach(watch);
          subscribers.push(...joined);
        }
        for (let i = 0; i < 3; i++) await waitUntil(await change(n), 30_000, 'warm-up');
        latencies.length = 0;
        for (let i = 0; i < ROUNDS; i++) await waitUntil(await change(n), 30_000, 'delivery');
        const echo = await echoLatencies(n);
        const label = `commit → callback, ${n} subscriber${n > 1 ? 's' : ''}`;
        for (const p of [50, 99]) {
          const value = percentile(latencies, p);
          const ref = percentile(echo, p);
          figures.push({
            name: `${label} p${p}`,
            value,
            unit: 'ms',
            reference: { name: `bare ws fan-out p${p}`, value: ref },
            ratio: value / ref,
          });
        }
      }
      // Sustained rate: 10 subscribers, changes at a rising pace, until the median latency doubles.
      for (const s of subscribers.splice(10)) await s.close();
      latencies.length = 0;
      for (let i = 0; i < ROUNDS; i++) await waitUntil(await change(10), 30_000, 'baseline');
      const baseline = median(latencies);
      let sustained = 0;
      const perStep: number[] = [];
      for (const rate of RATES) {
        latencies.length = 0;
        const started = performance.now();
        const waits: (() => boolean)[] = [];
        for (let i = 0; performance.now() - started < STEP_MS; i++) {
          waits.push(await change(10));
          const next = started + ((i + 1) * 1000) / rate;
          await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
        }
        const achieved = waits.length / ((performance.now() - started) / 1000);
        await waitUntil(() => waits.every((w) => w()), 60_000, 'the step to drain');
        const p50 = median(latencies);
        perStep.push(p50);
        if (p50 > 2 * baseline || achieved < rate * 0.8) break;
        sustained = achieved;
      }
      figures.push(
        figure('sustained changes/s before median latency doubles (10 subscribers)', 'changes/s', [
          sustained,
        ]),
        figure('median latency at the lowest rate (10 subscribers)', 'ms', [baseline]),
      );
      return figures;
    } finally {
      for (const s of subscribers) await s.close();
      await backend.stop();
    }
  },
};

export default bench;
