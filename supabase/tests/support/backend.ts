import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
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

export interface Variant {
  name: string;
  /** On a PostgreSQL server (skipped without TEST_DATABASE_URL, see serverVariant). */
  server: boolean;
  /** On a copy of the hosted-shaped template (see hosted-global-setup.ts). */
  hosted: boolean;
}

/**
 * Whether the suites also run on a hosted-shaped PostgreSQL 15 database
 * (TEST_HOSTED_SHAPED=1), only there (=only, the `test:hosted` script), or
 * not at all (unset: building that database takes a cluster of its own).
 */
export function hostedShapedMode(): 'off' | 'also' | 'only' {
  const value = process.env.TEST_HOSTED_SHAPED;
  if (!value) return 'off';
  return value === 'only' ? 'only' : 'also';
}

/** The template database in the hosted-shaped cluster that each test file copies. */
export const HOSTED_TEMPLATE = 'hosted_template';

const embedded: Variant = { name: 'PGlite', server: false, hosted: false };
const server: Variant = { name: 'PostgreSQL server', server: true, hosted: false };
const hostedShaped: Variant = { name: 'hosted-shaped PostgreSQL 15', server: true, hosted: true };

/** The databases each suite runs on; the first is the one a single-variant suite uses. */
export const variants: readonly [Variant, ...Variant[]] = {
  off: [embedded, server] as const,
  also: [embedded, server, hostedShaped] as const,
  only: [hostedShaped] as const,
}[hostedShapedMode()];

/** A copy of the hosted-shaped template, as its superuser (supabase_admin); `drop()` removes it. */
async function createHostedShapedDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = inject('hostedShapedServer');
  if (!server) throw new Error('the hosted-shaped variant runs only with TEST_HOSTED_SHAPED set');
  const name = `tb_hosted_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name} template ${HOSTED_TEMPLATE}`);
  // A copy keeps neither the database's grants nor the settings made for it (a migration's
  // `alter role authenticator in database … set pgrst.db_pre_request`): the image's grant to
  // postgres, and the template's settings, again for the copy.
  await admin(`grant all on database ${name} to postgres;
    do $$
    declare s record;
    begin
      for s in
        select r.rolname, split_part(c, '=', 1) as setting, substr(c, strpos(c, '=') + 1) as value
        from pg_db_role_setting d
          join pg_database db on db.oid = d.setdatabase and db.datname = '${HOSTED_TEMPLATE}'
          left join pg_roles r on r.oid = d.setrole
          cross join unnest(d.setconfig) c
      loop
        if s.rolname is null then
          execute format('alter database ${name} set %s to %L', s.setting, s.value);
        else
          execute format('alter role %I in database ${name} set %s to %L', s.rolname, s.setting, s.value);
        end if;
      end loop;
    end $$;`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

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
  const database = variant.hosted
    ? await createHostedShapedDatabase()
    : variant.server
      ? await createTestDatabase('tb_test')
      : undefined;
  const dbUrl = database?.url;
  const backend = await startLocalSupabase({
    projectDir,
    dataDir: false,
    port: 0,
    dbPort: options.dbPort ?? false,
    log: 'silent',
    seed: options.seed ?? false,
    ...(dbUrl ? { dbUrl } : {}),
    ...(variant.hosted ? { hostedShaped: true } : {}),
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
