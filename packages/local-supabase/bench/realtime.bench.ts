import { performance } from 'node:perf_hooks';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { WebSocket as WsClient, WebSocketServer } from 'ws';
import { startLocalSupabase } from '../src/start';
import { FIXTURE_DIR } from '../src/realtime/test-helpers';
import { percentile, type Benchmark, type Figure } from '@teamboard/bench-kit';

const ROUNDS = 60;

async function realtimeLatencies(clientCount: number): Promise<number[]> {
  const backend = await startLocalSupabase({
    projectDir: FIXTURE_DIR,
    dataDir: false,
    port: 0,
    dbPort: false,
    log: 'silent',
  });
  const clients: SupabaseClient[] = [];
  const samples: number[] = [];
  let received = 0;
  try {
    await Promise.all(
      Array.from({ length: clientCount }, async () => {
        const client = createClient(backend.apiUrl, backend.anonKey, { auth: { persistSession: false } });
        clients.push(client);
        await new Promise<void>((resolve, reject) => {
          client
            .channel('bench')
            .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notes' }, (p) => {
              samples.push(performance.now() - Number((p.new as { body: string }).body));
              received++;
            })
            .subscribe((status) => {
              if (String(status) === 'SUBSCRIBED') resolve();
              else if (String(status) !== 'CLOSED') reject(new Error(status));
            });
        });
      }),
    );
    for (let i = 0; i < ROUNDS; i++) {
      const expected = received + clientCount;
      await backend.db.query('insert into notes (id, body) values ($1, $2)', [i, String(performance.now())]);
      while (received < expected) await new Promise((r) => setImmediate(r));
    }
  } finally {
    for (const c of clients) await c.removeAllChannels();
    await backend.stop();
  }
  return samples.slice(clientCount * 5); // the first rounds warm up caches and JIT
}

async function echoLatencies(clientCount: number): Promise<number[]> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as { port: number }).port;
  server.on('connection', (ws) => ws.on('message', (data) => server.clients.forEach((c) => c.send(data))));
  const samples: number[] = [];
  let received = 0;
  const sockets = await Promise.all(
    Array.from({ length: clientCount }, async () => {
      const ws = new WsClient(`ws://127.0.0.1:${port}`);
      ws.on('message', (data: Buffer) => {
        samples.push(performance.now() - Number(data.toString()));
        received++;
      });
      await new Promise((r) => ws.once('open', r));
      return ws;
    }),
  );
  for (let i = 0; i < ROUNDS; i++) {
    const expected = received + clientCount;
    sockets[0]!.send(String(performance.now()));
    while (received < expected) await new Promise((r) => setImmediate(r));
  }
  for (const ws of sockets) ws.close();
  await new Promise((r) => server.close(r));
  return samples.slice(clientCount * 5);
}

function pair(name: string, p: number, samples: number[], reference: number[]): Figure {
  const value = percentile(samples, p);
  const refValue = percentile(reference, p);
  return {
    name,
    value,
    unit: 'ms',
    reference: { name: `ws echo p${p}`, value: refValue },
    ratio: refValue === 0 ? 0 : value / refValue,
  };
}

const bench: Benchmark = {
  name: 'realtime',
  async run() {
    const figures: Figure[] = [];
    for (const clients of [1, 100]) {
      const realtime = await realtimeLatencies(clients);
      const echo = await echoLatencies(clients);
      figures.push(pair(`commit → callback p50, ${clients} client(s)`, 50, realtime, echo));
      figures.push(pair(`commit → callback p99, ${clients} client(s)`, 99, realtime, echo));
    }
    return figures;
  },
};

export default bench;
