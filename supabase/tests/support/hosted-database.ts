import { hostedExtensionStandIns, realtimeStandInSql } from '@teamboard/local-supabase/testing';
import { AUTH_CATCH_UP, STORAGE_CATCH_UP, type CatchUpGroup } from './hosted-catch-up';
import {
  CLUSTER_SUPERUSER,
  globalsForCluster,
  hostedSnapshot,
  imageDatabaseGrants,
  REALTIME_OWNERSHIP,
  schemaWithoutMissingExtensions,
  SUPAUTILS_STAND_IN,
} from './hosted-schema';
import type { ThrowawayCluster } from './throwaway-cluster';

/**
 * Makes the cluster's `database` (default `postgres`) a hosted-shaped project, in the
 * order a hosted project is made: the image's roles, the CLI's snapshot of a
 * fresh project (without the entries of extensions Debian lacks), what the
 * image grants beyond the snapshot, GoTrue's and Storage's migrations since
 * the snapshot (hosted-catch-up.ts), then stand-ins for pg_cron, pg_net, Vault and Realtime's table.
 * Returns the dump entries it left out.
 */
export async function buildHostedShapedDatabase(
  cluster: ThrowawayCluster,
  database = 'postgres',
): Promise<string[]> {
  const snapshot = hostedSnapshot();
  await cluster.psql(CLUSTER_SUPERUSER, database, globalsForCluster(snapshot.globalsSql));
  const schema = schemaWithoutMissingExtensions(snapshot.schemaSql);
  await cluster.psql(
    CLUSTER_SUPERUSER,
    database,
    schema.sql + imageDatabaseGrants(database) + SUPAUTILS_STAND_IN,
  );
  // Hosted GoTrue and Storage migrate forward from the snapshot when they start, each as its own role.
  const script = (groups: readonly CatchUpGroup[]) =>
    groups.map((g) => `-- ${g.upstream}\n${g.sql}\n`).join('');
  await cluster.psql('supabase_auth_admin', database, script(AUTH_CATCH_UP), { singleTransaction: true });
  await cluster.psql('supabase_storage_admin', database, script(STORAGE_CATCH_UP), {
    singleTransaction: true,
  });
  // Hosted installs extensions as supabase_admin. The stand-ins are registered under the
  // extensions' names, so a migration's `create extension if not exists` finds them installed.
  for (const [name, sql] of Object.entries(hostedExtensionStandIns)) {
    await cluster.psql(
      CLUSTER_SUPERUSER,
      database,
      `${sql}
       insert into pg_extension (oid, extname, extowner, extnamespace, extrelocatable, extversion)
       values ((select coalesce(max(oid::int8), 16384) + 1 from pg_extension)::oid, '${name}',
               'supabase_admin'::regrole, 'extensions'::regnamespace, false, 'local stand-in');`,
      { singleTransaction: true },
    );
  }
  // Realtime's migrations run as supabase_admin on hosted; the snapshot's realtime schema is empty.
  await cluster.psql(CLUSTER_SUPERUSER, database, realtimeStandInSql + REALTIME_OWNERSHIP, {
    singleTransaction: true,
  });
  return schema.filtered;
}
