import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostedExtensionStandIns, realtimeStandInSql, serverBootstrapSql } from '@teamboard/local-supabase/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectDir } from './support/backend';
import {
  AUTH_CATCH_UP,
  CLUSTER_SUPERUSER,
  cliBinaryMissingReason,
  FILTERED_DUMP_ENTRIES,
  globalsForCluster,
  hostedSnapshot,
  IMAGE_DATABASE_GRANTS,
  REALTIME_OWNERSHIP,
  SUPAUTILS_STAND_IN,
  schemaWithoutMissingExtensions,
} from './support/hosted-schema';
import { PARITY_ALLOW_LIST, schemaShape, type ShapeDifference } from './support/hosted-parity';
import { pg15MissingReason, startThrowawayCluster, type ThrowawayCluster } from './support/throwaway-cluster';

// Needs Debian's PostgreSQL 15 server binaries and the CLI binary of this platform; CI has
// both (.ci/run installs postgresql-15, the lockfile the linux-x64 CLI), so there it must run.
const missing = pg15MissingReason() ?? cliBinaryMissingReason();
if (missing && process.env.CI === 'true') throw new Error(`CI=true but ${missing}`);

/** Migrations run as hosted runs them: `supabase db push` connects as `postgres`, not a superuser. */
const MIGRATOR = 'postgres';
const HOSTED_DB = 'postgres';
const LOCAL_DB = 'local_bootstrap';

/** The extension names our migrations create that Debian lacks, registered over the local backend's stand-ins. */
const STAND_IN_EXTENSIONS = Object.keys(hostedExtensionStandIns);

describe.skipIf(missing !== undefined)(`migrations on a hosted-shaped database (${missing ?? 'PostgreSQL 15'})`, () => {
  let cluster: ThrowawayCluster;
  let filtered: string[];
  let hostedShape: Set<string>;
  let localShape: Set<string>;

  beforeAll(async () => {
    const snapshot = hostedSnapshot();
    cluster = await startThrowawayCluster(CLUSTER_SUPERUSER);
    await cluster.psql(CLUSTER_SUPERUSER, 'postgres', globalsForCluster(snapshot.globalsSql));
    const schema = schemaWithoutMissingExtensions(snapshot.schemaSql);
    filtered = schema.filtered;
    await cluster.psql(CLUSTER_SUPERUSER, HOSTED_DB, schema.sql + IMAGE_DATABASE_GRANTS + SUPAUTILS_STAND_IN);
    await cluster.psql('supabase_auth_admin', HOSTED_DB, Object.values(AUTH_CATCH_UP).join('\n'), { singleTransaction: true });
    // pg_cron, pg_net and Vault: the local backend's schemas, registered under the extensions'
    // names so a migration's `create extension if not exists` finds them installed.
    for (const [name, sql] of Object.entries(hostedExtensionStandIns)) {
      await cluster.psql(
        CLUSTER_SUPERUSER,
        HOSTED_DB,
        `${sql}
         insert into pg_extension (oid, extname, extowner, extnamespace, extrelocatable, extversion)
         values ((select coalesce(max(oid::int8), 16384) + 1 from pg_extension)::oid, '${name}',
                 'supabase_admin'::regrole, 'extensions'::regnamespace, false, 'stand-in');`,
        { singleTransaction: true },
      );
    }
    // Realtime's migrations run as supabase_admin on hosted; the dump's realtime schema is empty.
    await cluster.psql(CLUSTER_SUPERUSER, HOSTED_DB, realtimeStandInSql + REALTIME_OWNERSHIP, { singleTransaction: true });
    await cluster.psql(CLUSTER_SUPERUSER, 'postgres', `create database ${LOCAL_DB}`);
    for (const part of serverBootstrapSql) await cluster.psql(CLUSTER_SUPERUSER, LOCAL_DB, part, { singleTransaction: true });
    // Before any migration of ours touches auth or storage.
    [hostedShape, localShape] = await Promise.all([
      schemaShape(cluster.url(CLUSTER_SUPERUSER, HOSTED_DB)),
      schemaShape(cluster.url(CLUSTER_SUPERUSER, LOCAL_DB)),
    ]);
  }, 60_000);
  afterAll(async () => cluster?.stop());

  it('reads both dumps from the pinned CLI and leaves out exactly the named entries of missing extensions', () => {
    const snapshot = hostedSnapshot();
    expect(snapshot.authMigrations.at(-1)).toBe('20231117164230');
    expect(snapshot.storageMigrations.at(-1)).toBe('add_owner_id_column_deprecate_owner');
    expect(filtered.sort()).toEqual(
      [...Object.values(FILTERED_DUMP_ENTRIES).flat(), 'DROP EXTENSION pg_graphql; CREATE EXTENSION pg_graphql WITH SCHEMA graphql'].sort(),
    );
  });

  it('applies every migration and then seed.sql unchanged, as postgres', async () => {
    // One psql session, each file in its own transaction as `supabase db push` applies it;
    // psql's errors name the file and line.
    const migrationsDir = join(projectDir, 'supabase', 'migrations');
    const files = readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).sort();
    const script = [...files.map((f) => join(migrationsDir, f)), join(projectDir, 'supabase', 'seed.sql')]
      .map((path) => `begin;\n\\i ${path}\ncommit;\n`)
      .join('');
    const started = performance.now();
    await cluster.psql(MIGRATOR, HOSTED_DB, script);
    console.log('migrations', performance.now() - started);
    expect(STAND_IN_EXTENSIONS.length).toBe(3);
  }, 60_000);

  it('has auth and storage as the local bootstrap has them, but for the listed differences', () => {
    const [hosted, local] = [hostedShape, localShape];
    const differences: ShapeDifference[] = [
      ...[...hosted].filter((fact) => !local.has(fact)).map((fact) => ({ side: 'hosted only' as const, fact })),
      ...[...local].filter((fact) => !hosted.has(fact)).map((fact) => ({ side: 'local only' as const, fact })),
    ];
    console.log(JSON.stringify(differences, null, 1));
    expect(differences.filter((d) => !PARITY_ALLOW_LIST.some((a) => a.side === d.side && a.matches.test(d.fact)))).toEqual([]);
  });
});

