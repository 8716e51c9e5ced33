import { cronSchemaSql } from './cron/schema';
import { netSchemaSql } from './net/schema';
import { bootstrapSql } from './db/bootstrap';
import { realtimeSchemaSql } from './realtime/schema';
import { serviceSchemas } from './services';
import { vaultSchemaSql } from './vault/schema';

/**
 * What the local backend runs on a PostgreSQL server before the project's
 * migrations: the platform roles and schemas, then auth, storage and realtime.
 * The hosted-shaped database test compares its `auth` and `storage` with
 * Supabase's own.
 */
export const serverBootstrapSql: readonly string[] = bootstrapSql(serviceSchemas);

/**
 * The local backend's stand-ins for extensions hosted projects have and a
 * Debian PostgreSQL lacks, keyed by extension name: where a test needs a
 * hosted-shaped database on such a server, it installs these in their place.
 */
export const hostedExtensionStandIns: Readonly<Record<'pg_cron' | 'pg_net' | 'supabase_vault', string>> = {
  pg_cron: cronSchemaSql,
  pg_net: netSchemaSql,
  supabase_vault: vaultSchemaSql,
};

/**
 * The local backend's `realtime.messages` and its functions: on hosted they
 * come from Realtime's own migrations, which neither the CLI's snapshot nor
 * any package carries.
 */
export const realtimeStandInSql: string = realtimeSchemaSql;
