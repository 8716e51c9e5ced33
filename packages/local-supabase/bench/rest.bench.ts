import { fileURLToPath } from 'node:url';
import { withRequestContext } from '../src/db/request-context';
import { signJwt } from '../src/keys/jwt';
import { startLocalSupabase } from '../src/start';
import { figure, type Benchmark } from '@teamboard/bench-kit';

const projectDir = fileURLToPath(new URL('../test/fixtures/rest', import.meta.url));
const ALICE = '11111111-1111-1111-1111-111111111111';
const SAMPLES = 5;
const REQUESTS = 200;

async function rate(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < REQUESTS; i++) await fn();
  return REQUESTS / ((performance.now() - start) / 1000);
}

/**
 * A filtered select under RLS as a signed-in user: through /rest/v1 (JWT check,
 * parsing, planning, JSON built by Postgres, HTTP) versus the same query sent
 * straight to the same database in the same per-request transaction setup.
 */
const bench: Benchmark = {
  name: 'rest',
  async run() {
    const backend = await startLocalSupabase({
      projectDir,
      dataDir: false,
      port: 0,
      dbPort: false,
      log: 'silent',
    });
    try {
      const claims = {
        sub: ALICE,
        role: 'authenticated',
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) + 3600,
      };
      const token = await signJwt(claims, backend.jwtSecret);
      const url = `${backend.apiUrl}/rest/v1/posts?select=id,title,score&score=gte.0&order=id`;
      const headers = { apikey: backend.anonKey, Authorization: `Bearer ${token}` };
      const viaRest = async () => {
        const res = await fetch(url, { headers });
        if (res.status !== 200) throw new Error(`REST answered ${res.status}`);
        await res.text();
      };
      const direct = () =>
        withRequestContext(backend.db, { role: 'authenticated', claims }, (tx) =>
          tx.query('select id, title, score from public.posts where score >= $1 order by id', [0]),
        );
      await viaRest();
      await direct();
      const rest: number[] = [];
      const sql: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        rest.push(await rate(viaRest));
        sql.push(await rate(direct));
      }
      return [
        figure('RLS-filtered select via /rest/v1 (PGlite)', 'req/s', rest, {
          name: 'same query via db client',
          samples: sql,
        }),
      ];
    } finally {
      await backend.stop();
    }
  },
};

export default bench;
