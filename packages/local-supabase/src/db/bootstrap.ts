import { authSchemaSql } from '../auth/schema';
import { cronSchemaSql } from '../cron/schema';
import { realtimeSchemaSql } from '../realtime/schema';
import { storageSchemaSql } from '../storage/schema';
import type { Database } from './database';
import { platformSchemaSql } from './platform-schema';

/** The SQL that makes a database a Supabase project, in order. */
export const bootstrapSql: readonly string[] = [
  platformSchemaSql,
  authSchemaSql,
  storageSchemaSql,
  realtimeSchemaSql,
];

/** Makes the database look like a fresh Supabase project. Safe to run twice. */
export async function bootstrapDatabase(db: Database): Promise<void> {
  // One transaction per part, so concurrent bootstraps on one server (parallel
  // test databases share cluster-wide roles) cannot see half a schema.
  for (const sql of bootstrapSql) {
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(54321)');
      await tx.exec(sql);
    });
  }
  // Supabase Cron: pg_cron where the server has it (a migration creates the
  // extension), our own `cron` schema everywhere else.
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(54321)');
    const { rows } = await tx.query(`select 1 from pg_available_extensions where name = 'pg_cron'`);
    if (rows.length === 0) await tx.exec(cronSchemaSql);
  });
}
