import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Supabase's own snapshot of a hosted-shaped database, read at run time from
 * the Supabase CLI binary that the lockfile pins (the `supabase` package, so
 * the CLI version there is the one place that pins what follows). The CLI
 * embeds two dumps it loads into a fresh project before its services start:
 *
 * - `globals.sql`, a `pg_dumpall --globals-only` of the Supabase Postgres
 *   image: the roles (anon, authenticated, authenticator, service_role,
 *   supabase_admin, supabase_auth_admin, supabase_storage_admin, …), their
 *   settings and memberships;
 * - `initial-schema.sql`, a `pg_dump` of a fresh project: the `auth` schema
 *   as GoTrue's migrations leave it, `storage` as Storage's migrations leave
 *   it, the extensions and every grant.
 *
 * CLI 3.1.0 holds the schema dump for Postgres 13 and for 14 (the dump taken
 * from 14.5 by pg_dump 15.3); for a Postgres 15 project it runs GoTrue's and
 * Storage's migrate commands in their containers instead, and those migrations
 * ship only in the container images. The 14 dump is therefore the newest
 * snapshot an npm package carries: it holds GoTrue's migrations up to
 * 20231117164230 (51 rows in auth.schema_migrations) and Storage's migrations
 * 0–17 (`create-migrations-table` … `add_owner_id_column_deprecate_owner`).
 * Applied here to PostgreSQL 15; `hostedSnapshot()` reads those versions so a
 * CLI bump shows up in the test's output.
 */

const CLUSTER_DUMP_START = '--\n-- PostgreSQL database cluster dump\n';
const SCHEMA_DUMP_START = '--\n-- PostgreSQL database dump\n--\n\n-- Dumped from database version 14.';
/** Both dumps end with this line; the cluster dump's own "complete" marker comes before a last DO block. */
const DUMP_END = '\nRESET ALL;\n';

/** Why the hosted-shaped database cannot be built on this machine, or undefined when it can. */
export function cliBinaryMissingReason(): string | undefined {
  return cliBinaryPath()
    ? undefined
    : `no Supabase CLI binary for ${process.platform}-${process.arch} is installed`;
}

/** The CLI's platform binary, found through the `supabase` package as its own launcher finds it. */
export function cliBinaryPath(): string | undefined {
  const fromHere = createRequire(import.meta.url);
  let cliPackage: string;
  try {
    cliPackage = fromHere.resolve('supabase/package.json');
  } catch {
    return undefined;
  }
  const fromCli = createRequire(cliPackage);
  try {
    const platformPackage = fromCli.resolve(`@supabase/cli-${process.platform}-${process.arch}/package.json`);
    const binary = join(dirname(platformPackage), 'bin', 'supabase');
    return existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}

/** Every copy of a text between `start` and the next `DUMP_END`, unescaped where it sits in a JS template literal. */
function copiesOf(binary: Buffer, start: string): string[] {
  const copies: string[] = [];
  for (let at = binary.indexOf(start); at >= 0; at = binary.indexOf(start, at + 1)) {
    const end = binary.indexOf(DUMP_END, at);
    if (end < 0) throw new Error(`the dump at byte ${at} of the CLI binary has no end`);
    const text = binary.toString('utf8', at, end + DUMP_END.length);
    // The CLI carries each file twice: as a bundled asset and as a `…` literal in its code.
    copies.push(binary[at - 1] === 0x60 ? text.replace(/\\([\\`$])/g, '$1') : text);
  }
  return copies;
}

function theCopy(binary: Buffer, start: string, what: string): string {
  const copies = copiesOf(binary, start);
  if (copies.length === 0) throw new Error(`the Supabase CLI binary carries no ${what}`);
  if (copies.some((c) => c !== copies[0]))
    throw new Error(`the Supabase CLI binary carries differing ${what}s`);
  return copies[0]!;
}

export interface HostedSnapshot {
  /** `globals.sql`: roles, their settings and memberships. */
  globalsSql: string;
  /** `initial-schema.sql`: the project database. */
  schemaSql: string;
  /** The `auth.schema_migrations` versions the dump records. */
  authMigrations: string[];
  /** The `storage.migrations` names the dump records, in order. */
  storageMigrations: string[];
}

let snapshot: HostedSnapshot | undefined;

/** The two dumps from the installed CLI (read once: the binary is about 140 MB). */
export function hostedSnapshot(): HostedSnapshot {
  if (snapshot) return snapshot;
  const path = cliBinaryPath();
  if (!path) throw new Error(cliBinaryMissingReason());
  const binary = readFileSync(path);
  const globalsSql = theCopy(binary, CLUSTER_DUMP_START, 'cluster dump');
  const schemaSql = theCopy(binary, SCHEMA_DUMP_START, 'Postgres 14 schema dump');
  const authMigrations = [
    ...schemaSql.matchAll(/^INSERT INTO auth\.schema_migrations \(version\) VALUES \('(\d+)'\);$/gm),
  ].map((m) => m[1]!);
  const storageMigrations = [
    ...schemaSql.matchAll(
      /^INSERT INTO storage\.migrations \(id, name, hash, executed_at\) VALUES \(\d+, '([^']+)'/gm,
    ),
  ].map((m) => m[1]!);
  snapshot = { globalsSql, schemaSql, authMigrations, storageMigrations };
  return snapshot;
}

/**
 * Extensions of the Supabase image that Debian's PostgreSQL 15 does not ship,
 * with every entry of the schema dump that needs them (pg_dump's entry
 * titles, `Name; Type; Schema`). These are left out, and the test asserts
 * each one is still in the dump, so the list cannot go stale unseen.
 */
export const FILTERED_DUMP_ENTRIES: Readonly<Record<string, readonly string[]>> = {
  pg_net: [
    'pg_net; Type: EXTENSION; Schema: -',
    'EXTENSION pg_net; Type: COMMENT; Schema: -',
    'SCHEMA net; Type: ACL; Schema: -',
    'FUNCTION http_collect_response(request_id bigint, async boolean); Type: ACL; Schema: net',
    'FUNCTION http_get(url text, params jsonb, headers jsonb, timeout_milliseconds integer); Type: ACL; Schema: net',
    'FUNCTION http_post(url text, body jsonb, params jsonb, headers jsonb, timeout_milliseconds integer); Type: ACL; Schema: net',
  ],
  pgsodium: [
    'pgsodium; Type: EXTENSION; Schema: -',
    'EXTENSION pgsodium; Type: COMMENT; Schema: -',
    'SEQUENCE key_key_id_seq; Type: ACL; Schema: pgsodium',
    'TABLE valid_key; Type: ACL; Schema: pgsodium',
    'DEFAULT PRIVILEGES FOR SEQUENCES; Type: DEFAULT ACL; Schema: pgsodium',
    'DEFAULT PRIVILEGES FOR TABLES; Type: DEFAULT ACL; Schema: pgsodium',
  ],
  pg_graphql: [
    'pg_graphql; Type: EXTENSION; Schema: -',
    'EXTENSION pg_graphql; Type: COMMENT; Schema: -',
    'FUNCTION comment_directive(comment_ text); Type: ACL; Schema: graphql',
    'FUNCTION exception(message text); Type: ACL; Schema: graphql',
    'FUNCTION get_schema_version(); Type: ACL; Schema: graphql',
    'FUNCTION increment_schema_version(); Type: ACL; Schema: graphql',
    'FUNCTION sequential_executor(prepared_statement_names text[]); Type: ACL; Schema: graphql',
    'SEQUENCE seq_schema_version; Type: ACL; Schema: graphql',
  ],
  pgjwt: [
    'pgjwt; Type: EXTENSION; Schema: -',
    'EXTENSION pgjwt; Type: COMMENT; Schema: -',
    'FUNCTION algorithm_sign(signables text, secret text, algorithm text); Type: ACL; Schema: extensions',
    'FUNCTION sign(payload json, secret text, algorithm text); Type: ACL; Schema: extensions',
    'FUNCTION try_cast_double(inp text); Type: ACL; Schema: extensions',
    'FUNCTION url_decode(data text); Type: ACL; Schema: extensions',
    'FUNCTION url_encode(data bytea); Type: ACL; Schema: extensions',
    'FUNCTION verify(token text, secret text, algorithm text); Type: ACL; Schema: extensions',
  ],
};

/** The dump's last line re-creates pg_graphql in its schema (the CLI's own fix-up); it goes with pg_graphql. */
const GRAPHQL_FIX_UP = 'DROP EXTENSION pg_graphql; CREATE EXTENSION pg_graphql WITH SCHEMA graphql;\n';
/** How the filtered list names that line. */
export const GRAPHQL_FIX_UP_TITLE = GRAPHQL_FIX_UP.trim();

/**
 * The role that owns the cluster: `initdb -U supabase_admin`, as in the
 * Supabase image, so `postgres` is the image's ordinary (not super) user.
 */
export const CLUSTER_SUPERUSER = 'supabase_admin';

/**
 * The image preloads pg-safeupdate (not in Debian) in every session of
 * `authenticator`, the role API requests log in as; with the library missing
 * no such session could start. It refuses an UPDATE or DELETE without a WHERE
 * clause, which the local REST refuses itself before it reaches the database.
 */
export const SAFEUPDATE_PRELOAD = "ALTER ROLE authenticator SET session_preload_libraries TO 'safeupdate';\n";

/**
 * `globals.sql` for a cluster whose bootstrap superuser is supabase_admin and
 * without `postgres` yet, and without SAFEUPDATE_PRELOAD.
 */
export function globalsForCluster(globalsSql: string): string {
  const createAdmin = 'CREATE ROLE supabase_admin;\n';
  if (!globalsSql.includes(createAdmin)) throw new Error('globals.sql no longer creates supabase_admin');
  if (!globalsSql.includes(SAFEUPDATE_PRELOAD)) throw new Error('globals.sql no longer preloads safeupdate');
  // The image's `postgres` (commented out in the dump, since the image creates it): not a superuser.
  const postgres = /^-- ALTER ROLE postgres WITH (NOSUPERUSER [A-Z ]+);$/m.exec(globalsSql)?.[1];
  if (!postgres) throw new Error('globals.sql no longer describes the postgres role');
  return globalsSql
    .replace(createAdmin, `CREATE ROLE postgres;\nALTER ROLE postgres WITH ${postgres};\n`)
    .replace(SAFEUPDATE_PRELOAD, '');
}

/**
 * What the image grants at the database level, which neither dump carries
 * (pg_dump and `pg_dumpall --globals-only` leave database ACLs out): the
 * Supabase Postgres image's `demote-postgres` migration gives `postgres` all
 * rights on its database, so a migration can create schemas.
 */
export const imageDatabaseGrants = (database: string) => `GRANT ALL ON DATABASE ${database} TO postgres;\n`;

/**
 * How a hosted project owns `realtime.messages` (which Realtime's own
 * migrations create; the snapshot predates it, so the test uses the local
 * backend's table): owned by supabase_realtime_admin, a role hosted grants to
 * `postgres` so migrations can put policies on the table. The CLI's 2023
 * globals.sql has neither the role nor the membership. Realtime's migrations
 * also let the API roles use the schema (the snapshot's `realtime` is empty
 * and grants nothing), so a private channel's RLS check can read the table.
 */
export const REALTIME_OWNERSHIP = `
create role supabase_realtime_admin nologin noinherit;
grant supabase_realtime_admin to postgres;
alter table realtime.messages owner to supabase_realtime_admin;
grant usage on schema realtime to postgres, anon, authenticated, service_role;
`;

/**
 * What hosted's supautils (a preloaded library, not in Debian) lets
 * `postgres` do that plain PostgreSQL refuses a non-superuser: hosted lists
 * `pgrst.*` in `supautils.privileged_role_allowed_configs` and reserves
 * `authenticator*` only against attribute changes, so `alter role
 * authenticator … set pgrst.db_pre_request` runs. PostgreSQL 15's parameter
 * grant gives `postgres` the same, for that parameter only.
 */
export const SUPAUTILS_STAND_IN = 'GRANT SET ON PARAMETER pgrst.db_pre_request TO postgres;\n';

/** The schema dump without the filtered entries; returns the SQL and the titles it left out. */
export function schemaWithoutMissingExtensions(schemaSql: string): { sql: string; filtered: string[] } {
  const wanted = new Set(Object.values(FILTERED_DUMP_ENTRIES).flat());
  const filtered: string[] = [];
  // pg_dump starts each entry with `--\n-- Name: <title>; Owner: …\n--`.
  const entries = schemaSql.split(/(?=^--\n-- (?:Data for )?Name: )/m);
  const kept = entries.filter((entry) => {
    const title = /^--\n-- Name: (.*?); Owner:/.exec(entry)?.[1];
    if (title === undefined || !wanted.has(title)) return true;
    filtered.push(title);
    return false;
  });
  let sql = kept.join('');
  if (!sql.includes(GRAPHQL_FIX_UP))
    throw new Error('the schema dump no longer ends with the pg_graphql fix-up');
  sql = sql.replace(GRAPHQL_FIX_UP, '');
  filtered.push(GRAPHQL_FIX_UP_TITLE);
  return { sql, filtered };
}
