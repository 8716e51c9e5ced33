import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  startLocalSupabase,
  type LocalSupabase,
  type LocalSupabaseOptions,
  type Queryable,
} from '@teamboard/local-supabase';
import { createTestDatabase } from '@teamboard/local-supabase/testing';

/** The repository root: the project whose `supabase/` folder is under test. */
export const projectDir = fileURLToPath(new URL('../../..', import.meta.url));

export { serverVariant } from '@teamboard/local-supabase/testing';

export const variants = [
  { name: 'PGlite', server: false },
  { name: 'PostgreSQL server', server: true },
] as const;

export type Variant = (typeof variants)[number];

export interface TestBackend {
  backend: LocalSupabase;
  stop(): Promise<void>;
}

/** A fresh backend with every migration applied, in memory or on a new database of the server. */
export async function startBackend(
  variant: Variant,
  options: {
    seed?: boolean;
    dbPort?: number | false;
    /** Keep `[db.vault] project_url`, so the notification-email job reaches this backend (default off). */
    projectUrl?: boolean;
    /** Settings on top of `supabase/config.toml`, as `local-supabase start --site-url` gives them. */
    auth?: NonNullable<LocalSupabaseOptions['config']>['auth'];
  } = {},
): Promise<TestBackend> {
  const database = variant.server ? await createTestDatabase('tb_test') : undefined;
  const dbUrl = database?.url;
  const backend = await startLocalSupabase({
    projectDir,
    dataDir: false,
    port: 0,
    dbPort: options.dbPort ?? false,
    log: 'silent',
    seed: options.seed ?? false,
    ...(dbUrl ? { dbUrl } : {}),
    // Without `project_url` in Vault the notification-email job calls nothing, so a suite that
    // invokes the sender itself is not raced by the job. An empty value is not written, as the
    // CLI skips a `[db.vault]` value that did not resolve.
    config: {
      ...(options.projectUrl ? {} : { db: { vault: { project_url: '' } } }),
      ...(options.auth ? { auth: options.auth } : {}),
    },
  });
  return {
    backend,
    async stop() {
      await backend.stop();
      await database?.drop();
    },
  };
}

/** Creates a confirmed user straight in auth.users, as the Auth service would; returns its id. */
export async function createUser(
  db: Pick<Queryable, 'query'>,
  email: string,
  displayName?: string,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_user_meta_data, raw_app_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, now(), $3, '{"provider":"email","providers":["email"]}', now(), now())`,
    [id, email, JSON.stringify(displayName ? { display_name: displayName } : {})],
  );
  return id;
}

/** Who runs a statement: a signed-in user, anon, or the postgres owner (no RLS). */
export type Actor = { userId: string } | 'anon' | 'postgres';

/** Runs `fn` in one transaction as `actor`, where RLS and auth.uid() see it as PostgREST sets it. */
export async function as<T>(
  db: { transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R> },
  actor: Actor,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (actor !== 'postgres') {
      const role = actor === 'anon' ? 'anon' : 'authenticated';
      const claims = actor === 'anon' ? { role } : { sub: actor.userId, role, aud: 'authenticated' };
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('search_path', 'public, extensions', true)`,
        [role, JSON.stringify(claims)],
      );
    }
    return fn(tx);
  });
}

/** The Postgres error a promise rejected with, for asserting SQLSTATE, hint and detail. */
export async function pgError(
  promise: Promise<unknown>,
): Promise<{ code?: string; hint?: string; detail?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; hint?: string; detail?: string; message: string };
  }
  throw new Error('expected the statement to fail, but it succeeded');
}
