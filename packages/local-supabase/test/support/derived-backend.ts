import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { signJwt } from '../../src/keys/jwt';
import type { LocalSupabase } from '../../src/start';
import { startSuiteBackend } from './test-database';

/**
 * A backend on a REST fixture project, on PGlite or a test database:
 * `rest-derived` (clients, projects, invoices with row level security, computed
 * fields and relationships, aggregates enabled) for the aggregate and
 * computed-value suites, `rest-upstream` (postgrest-js's own test schema) for
 * the suites whose expected bodies come from postgrest-js's tests.
 */

export type RestFixture = 'rest-derived' | 'rest-upstream';
const fixtureDir = (name: RestFixture) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
export const ALICE = '11111111-1111-1111-1111-111111111111';
export const BOB = '22222222-2222-2222-2222-222222222222';

const connect = (url: string, key: string, headers: Record<string, string> = {}) =>
  createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false }, global: { headers } });
export type SupabaseClient = ReturnType<typeof connect>;

export interface DerivedBackend {
  backend: LocalSupabase;
  anon: SupabaseClient;
  service: SupabaseClient;
  alice: SupabaseClient;
  bob: SupabaseClient;
  /** Raw HTTP to `/rest/v1` as the service role. */
  rest(path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

export async function startDerivedBackend(
  server: boolean,
  fixture: RestFixture = 'rest-derived',
): Promise<DerivedBackend> {
  const { backend, stop } = await startSuiteBackend(fixtureDir(fixture), server);
  const userClient = async (sub: string) => {
    const token = await signJwt(
      { sub, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 },
      backend.jwtSecret,
    );
    return connect(backend.apiUrl, backend.anonKey, { Authorization: `Bearer ${token}` });
  };
  return {
    backend,
    anon: connect(backend.apiUrl, backend.anonKey),
    service: connect(backend.apiUrl, backend.serviceRoleKey),
    alice: await userClient(ALICE),
    bob: await userClient(BOB),
    rest: (path, init = {}) =>
      fetch(`${backend.apiUrl}/rest/v1${path}`, {
        ...init,
        headers: {
          apikey: backend.serviceRoleKey,
          Authorization: `Bearer ${backend.serviceRoleKey}`,
          ...(init.headers as Record<string, string>),
        },
      }),
    stop,
  };
}

/**
 * Sets a `pgrst.*` setting of the authenticator role for this database only
 * (a role's settings are cluster-wide), then asks for a configuration reload
 * and waits until `probe` answers `expected`: the reload is asynchronous, and
 * the probe's answer is the sign it has happened. Resolves to the last status.
 */
export async function setPgrstSetting(
  t: DerivedBackend,
  name: 'db_aggregates_enabled' | 'db_plan_enabled',
  value: boolean,
  probe: () => Promise<Response>,
  expected: number,
): Promise<number> {
  await t.backend.db.exec(`do $$ begin
    execute format('alter role authenticator in database %I set pgrst.${name} to %L', current_database(), '${value}');
  end $$; notify pgrst, 'reload config';`);
  const answer = async () => {
    const res = await probe();
    await res.arrayBuffer();
    return res.status;
  };
  let status = await answer();
  // Bounded only so a reload that never happens fails the test instead of hanging it.
  for (let i = 0; i < 400 && status !== expected; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    status = await answer();
  }
  return status;
}
