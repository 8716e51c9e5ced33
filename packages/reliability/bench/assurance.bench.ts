import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { figure, percentile, type Benchmark, type Figure } from '@teamboard/bench-kit';
import { createUserWithSession } from '@teamboard/local-supabase/testing';
import { accessToken, startBackend } from '../src/backend';
import { createWorkspace, seedBoard } from '../src/world';

const CARDS = 200;
const SAMPLES = 5;
const REQUESTS_PER_SAMPLE = 40;
const PASSWORD = 'Correct-horse-42';

/**
 * What the two-factor and ended-session checks cost a signed-in member's
 * reads (issue 29; target ≤ 1.05×): the board load (`load_board` RPC) and an
 * RLS-filtered select of the board's cards, through /rest/v1 with a real
 * session token, on a backend with the checks beside one where they were
 * removed (no pre-request check, no restrictive policies). Samples alternate
 * between the two, so load on the machine falls on both.
 */
const bench: Benchmark = {
  name: 'assurance and session checks',
  async run() {
    const checked = await reader(await startBackend());
    const bare = await reader(await startBackend());
    try {
      await withoutChecks(bare.backend);
      const figures: Figure[] = [];
      for (const [label, path] of [
        ['board load (load_board)', 'load'],
        ['RLS-filtered select of a board’s cards', 'select'],
      ] as const) {
        const withChecks: number[] = [];
        const without: number[] = [];
        for (const read of [checked, bare]) await drive(() => read[path]()); // warm-up
        for (let i = 0; i < SAMPLES; i++) {
          withChecks.push(await drive(() => checked[path]()));
          without.push(await drive(() => bare[path]()));
        }
        figures.push(
          figure(`${label} (${CARDS} cards) with the checks: p50 latency`, 'ms', withChecks, {
            name: 'without the checks',
            samples: without,
          }),
        );
      }
      return figures;
    } finally {
      await checked.backend.stop();
      await bare.backend.stop();
    }
  },
};
export default bench;

/** p50 latency of `REQUESTS_PER_SAMPLE` calls, one at a time. */
async function drive(fn: () => Promise<void>): Promise<number> {
  const latencies: number[] = [];
  for (let i = 0; i < REQUESTS_PER_SAMPLE; i++) {
    const t = performance.now();
    await fn();
    latencies.push(performance.now() - t);
  }
  return percentile(latencies, 50);
}

/** A member with a real password session (so the session check has a session to look up) and a board. */
async function reader(backend: LocalSupabase) {
  const email = `reader-${randomUUID().slice(0, 8)}@example.test`;
  const session = await createUserWithSession(backend, email, PASSWORD);
  const owner = { id: session.user.id, email, token: await accessToken(backend.jwtSecret, session.user.id) };
  const board = await seedBoard(backend, await createWorkspace(backend, owner), {
    cards: CARDS,
    assignees: [owner.id],
  });
  const headers = { apikey: backend.anonKey, authorization: `Bearer ${session.access_token}` };
  const get = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(`${backend.apiUrl}${url}`, {
      ...init,
      headers: { ...headers, 'content-type': 'application/json' },
    });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    await res.text();
  };
  return {
    backend,
    load: () =>
      get('/rest/v1/rpc/load_board', {
        method: 'POST',
        body: JSON.stringify({ target_board_id: board.boardId }),
      }),
    select: () => get(`/rest/v1/cards?select=id,title,position&board_id=eq.${board.boardId}`),
  };
}

/** Removes the checks, then waits until the API has reloaded its settings (a password-only session of a user with a factor is served). */
async function withoutChecks(backend: LocalSupabase): Promise<void> {
  await backend.db.query(`
    do $$
    declare r record;
    begin
      for r in select schemaname, tablename, policyname from pg_policies
               where policyname in ('second factor verified when the user has one', 'live sessions with their second factor verified')
      loop
        execute format('drop policy %I on %I.%I', r.policyname, r.schemaname, r.tablename);
      end loop;
      execute format('alter role authenticator in database %I reset pgrst.db_pre_request', current_database());
    end
    $$`);
  await backend.db.query(`notify pgrst, 'reload config'`);
  const email = `probe-${randomUUID().slice(0, 8)}@example.test`;
  const probe = await createUserWithSession(backend, email, PASSWORD);
  await backend.db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, 'probe', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
    [randomUUID(), probe.user.id],
  );
  const client = createClient(backend.apiUrl, backend.anonKey, { auth: { persistSession: false } });
  await client.auth.signInWithPassword({ email, password: PASSWORD });
  for (let attempt = 0; attempt < 200; attempt++) {
    if ((await client.from('workspaces').select('id')).status === 200) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('the API kept the pre-request check after reload config');
}
