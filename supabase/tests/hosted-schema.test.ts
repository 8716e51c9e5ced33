import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { serverBootstrapSql } from '@teamboard/local-supabase/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectDir } from './support/backend';
import { STORAGE_MIGRATIONS_CAUGHT_UP } from './support/hosted-catch-up';
import { buildHostedShapedDatabase } from './support/hosted-database';
import { PARITY_ALLOW_LIST, schemaShape, type ShapeDifference } from './support/hosted-parity';
import {
  CLUSTER_SUPERUSER,
  cliBinaryMissingReason,
  FILTERED_DUMP_ENTRIES,
  GRAPHQL_FIX_UP_TITLE,
  hostedSnapshot,
} from './support/hosted-schema';
import { HOSTED_VERSIONS } from './support/hosted-versions';
import { pg15MissingReason, startThrowawayCluster, type ThrowawayCluster } from './support/throwaway-cluster';

// Skipped only where the machine cannot build the database: it needs Debian's PostgreSQL 15
// server binaries and the Supabase CLI binary of this platform. CI has both (.ci/run installs
// postgresql-15; the lockfile pins the linux-x64 CLI), so there a missing one fails the file.
const missing = pg15MissingReason() ?? cliBinaryMissingReason();
if (missing && process.env.CI === 'true') throw new Error(`CI=true but ${missing}`);

/** `supabase db push` connects as `postgres`, which on hosted is not a superuser. */
const MIGRATOR = 'postgres';
const HOSTED_DB = 'postgres';
/** The local backend's bootstrap, on the same cluster, for the comparison. */
const LOCAL_DB = 'local_bootstrap';

describe.skipIf(missing !== undefined)(
  `migrations on a hosted-shaped database (${missing ?? 'PostgreSQL 15'})`,
  () => {
    let cluster: ThrowawayCluster;
    let filtered: string[];
    let hostedShape: Set<string>;
    let localShape: Set<string>;

    beforeAll(async () => {
      cluster = await startThrowawayCluster(CLUSTER_SUPERUSER);
      filtered = await buildHostedShapedDatabase(cluster);
      await cluster.psql(CLUSTER_SUPERUSER, 'postgres', `create database ${LOCAL_DB}`);
      for (const part of serverBootstrapSql) {
        await cluster.psql(CLUSTER_SUPERUSER, LOCAL_DB, part, { singleTransaction: true });
      }
      // Taken before any migration of ours adds to auth or storage.
      [hostedShape, localShape] = await Promise.all([
        schemaShape(cluster.url(CLUSTER_SUPERUSER, HOSTED_DB)),
        schemaShape(cluster.url(CLUSTER_SUPERUSER, LOCAL_DB)),
      ]);
    }, 60_000);
    afterAll(async () => cluster?.stop());

    it('reads the snapshot from the pinned CLI and leaves out exactly the named entries of missing extensions', () => {
      const snapshot = hostedSnapshot();
      expect(snapshot.authMigrations).toHaveLength(51);
      expect(snapshot.authMigrations.at(-1)).toBe('20231117164230');
      expect(snapshot.storageMigrations).toHaveLength(18);
      expect(snapshot.storageMigrations.at(-1)).toBe('add_owner_id_column_deprecate_owner');
      expect([...filtered].sort()).toEqual(
        [...Object.values(FILTERED_DUMP_ENTRIES).flat(), GRAPHQL_FIX_UP_TITLE].sort(),
      );
    });

    it('records the caught-up GoTrue and Storage migrations as GoTrue and Storage do, up to the pinned ones', async () => {
      const client = new pg.Client({ connectionString: cluster.url(CLUSTER_SUPERUSER, HOSTED_DB) });
      await client.connect();
      try {
        const auth = await client.query<{ version: string }>(
          'select version from auth.schema_migrations order by version desc limit 1',
        );
        const storage = await client.query<{ name: string }>(
          'select name from storage.migrations order by id',
        );
        expect(auth.rows[0]?.version).toBe(HOSTED_VERSIONS.gotrue.lastMigration);
        expect(storage.rows.map((r) => r.name)).toEqual([
          ...hostedSnapshot().storageMigrations,
          ...STORAGE_MIGRATIONS_CAUGHT_UP,
        ]);
      } finally {
        await client.end();
      }
    });

    it('applies every migration and then seed.sql unchanged, as postgres', async () => {
      // One psql session, each file in its own transaction as `supabase db push` and
      // `supabase db reset` apply them; psql's errors name the file and line.
      const migrationsDir = join(projectDir, 'supabase', 'migrations');
      const files = readdirSync(migrationsDir)
        .filter((f) => /^\d+_.*\.sql$/.test(f))
        .sort()
        .map((f) => join(migrationsDir, f));
      const script = [...files, join(projectDir, 'supabase', 'seed.sql')]
        .map((path) => `begin;\n\\i ${path}\ncommit;\n`)
        .join('');
      await cluster.psql(MIGRATOR, HOSTED_DB, script);

      const client = new pg.Client({ connectionString: cluster.url(MIGRATOR, HOSTED_DB) });
      await client.connect();
      try {
        const { rows } = await client.query<{ users: number; profiles: number; jobs: number }>(
          `select (select count(*)::int from auth.users) as users,
                (select count(*)::int from public.profiles) as profiles,
                (select count(*)::int from cron.job where username = 'postgres') as jobs`,
        );
        // seed.sql's three demo people, each with the profile the auth.users trigger makes;
        // the cron jobs the migrations schedule, owned by the migrating role.
        expect(rows[0]).toMatchObject({ users: 3, profiles: 3 });
        expect(rows[0]!.jobs).toBeGreaterThan(0);
      } finally {
        await client.end();
      }
    }, 60_000);

    it('has auth and storage as the local bootstrap makes them, but for the listed differences', () => {
      const differences: ShapeDifference[] = [
        ...[...hostedShape]
          .filter((fact) => !localShape.has(fact))
          .map((fact) => ({ side: 'hosted only' as const, fact })),
        ...[...localShape]
          .filter((fact) => !hostedShape.has(fact))
          .map((fact) => ({ side: 'local only' as const, fact })),
      ];
      const allowed = (d: ShapeDifference) =>
        PARITY_ALLOW_LIST.filter((a) => a.side === d.side && a.matches.test(d.fact));
      expect(differences.filter((d) => allowed(d).length === 0)).toEqual([]);
      // An entry no difference needs any more goes, so the list (and the README) stay true.
      const unused = PARITY_ALLOW_LIST.filter(
        (a) => !differences.some((d) => a.side === d.side && a.matches.test(d.fact)),
      );
      expect(unused.map((a) => a.reason)).toEqual([]);
    });
  },
);
