import { performance } from 'node:perf_hooks';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
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

const PORT_UPDATES = 100;
const PORT_UPDATE_GAP_MS = 20;

/**
 * Delay from commit to subscriber for updates sent 20 ms apart, either on a wire connection to
 * the database port (psql, a worker, a cron job) or through the REST API.
 */
export async function updateDelays(via: 'database port' | 'api'): Promise<number[]> {
  const backend = await startLocalSupabase({
    projectDir: FIXTURE_DIR,
    dataDir: false,
    port: 0,
    dbPort: 0,
    log: 'silent',
  });
  const client = createClient(backend.apiUrl, backend.serviceRoleKey, { auth: { persistSession: false } });
  const wire = new pg.Client({ connectionString: backend.dbUrl });
  const samples: number[] = [];
  try {
    await wire.connect();
    await backend.db.query(`insert into notes (id, body) values (1, '0')`);
    await new Promise<void>((resolve, reject) => {
      client
        .channel('bench-updates')
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'notes' }, (p) => {
          samples.push(performance.now() - Number((p.new as { body: string }).body));
        })
        .subscribe((status) => {
          if (String(status) === 'SUBSCRIBED') resolve();
          else if (String(status) !== 'CLOSED') reject(new Error(status));
        });
    });
    for (let i = 0; i < PORT_UPDATES; i++) {
      if (via === 'database port') {
        await wire.query('update notes set body = $1 where id = 1', [String(performance.now())]);
      } else {
        const { error } = await client.from('notes').update({ body: String(performance.now()) }).eq('id', 1);
        if (error) throw new Error(error.message);
      }
      await new Promise((r) => setTimeout(r, PORT_UPDATE_GAP_MS));
    }
    const deadline = Date.now() + 10_000;
    while (samples.length < PORT_UPDATES && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    if (samples.length < PORT_UPDATES) throw new Error(`${samples.length}/${PORT_UPDATES} updates arrived`);
  } finally {
    await client.removeAllChannels();
    await wire.end().catch(() => undefined);
    await backend.stop();
  }
  return samples;
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
    const overPort = await updateDelays('database port');
    const overApi = await updateDelays('api');
    for (const p of [50, 90]) {
      const value = percentile(overPort, p);
      const refValue = percentile(overApi, p);
      figures.push({
        name: `update over the database port → subscriber p${p} (${PORT_UPDATES} updates ${PORT_UPDATE_GAP_MS} ms apart)`,
        value,
        unit: 'ms',
        reference: { name: `same update through /rest/v1 p${p}`, value: refValue },
        ratio: refValue === 0 ? 0 : value / refValue,
      });
    }
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
