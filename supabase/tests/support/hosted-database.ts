import { hostedExtensionStandIns, realtimeStandInSql } from '@teamboard/local-supabase/testing';
import {
  AUTH_CATCH_UP,
  CLUSTER_SUPERUSER,
  globalsForCluster,
  hostedSnapshot,
  IMAGE_DATABASE_GRANTS,
  REALTIME_OWNERSHIP,
  schemaWithoutMissingExtensions,
  SUPAUTILS_STAND_IN,
} from './hosted-schema';
import type { ThrowawayCluster } from './throwaway-cluster';

/**
 * Makes the cluster's `postgres` database a hosted-shaped project, in the
 * order a hosted project is made: the image's roles, the CLI's snapshot of a
 * fresh project (without the entries of extensions Debian lacks), what the
 * image grants beyond the snapshot, GoTrue's later changes our migrations
 * read, then stand-ins for pg_cron, pg_net, Vault and Realtime's table.
 * Returns the dump entries it left out.
 */
export async function buildHostedShapedDatabase(cluster: ThrowawayCluster): Promise<string[]> {
  const snapshot = hostedSnapshot();
  await cluster.psql(CLUSTER_SUPERUSER, 'postgres', globalsForCluster(snapshot.globalsSql));
  const schema = schemaWithoutMissingExtensions(snapshot.schemaSql);
  await cluster.psql(CLUSTER_SUPERUSER, 'postgres', schema.sql + IMAGE_DATABASE_GRANTS + SUPAUTILS_STAND_IN);
  await cluster.psql('supabase_auth_admin', 'postgres', Object.values(AUTH_CATCH_UP).join('\n'), {
    singleTransaction: true,
  });
  // Hosted installs extensions as supabase_admin. The stand-ins are registered under the
  // extensions' names, so a migration's `create extension if not exists` finds them installed.
  for (const [name, sql] of Object.entries(hostedExtensionStandIns)) {
    await cluster.psql(
      CLUSTER_SUPERUSER,
      'postgres',
      `${sql}
       insert into pg_extension (oid, extname, extowner, extnamespace, extrelocatable, extversion)
       values ((select coalesce(max(oid::int8), 16384) + 1 from pg_extension)::oid, '${name}',
               'supabase_admin'::regrole, 'extensions'::regnamespace, false, 'local stand-in');`,
      { singleTransaction: true },
    );
  }
  // Realtime's migrations run as supabase_admin on hosted; the snapshot's realtime schema is empty.
  await cluster.psql(CLUSTER_SUPERUSER, 'postgres', realtimeStandInSql + REALTIME_OWNERSHIP, {
    singleTransaction: true,
  });
  return schema.filtered;
}
