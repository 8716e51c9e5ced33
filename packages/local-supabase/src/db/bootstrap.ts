import type { Database } from './database';
import { hostedPlatformSchemaSql, platformSchemaSql } from './platform-schema';

/**
 * The SQL that makes a database a Supabase project, in order: the platform's
 * roles and schemas, then each service's schema as the services hand it over
 * (see ServiceDefinition.schemaSql).
 */
export function bootstrapSql(serviceSchemas: readonly string[]): readonly string[] {
  return [platformSchemaSql, ...serviceSchemas];
}

/**
 * The SQL this backend runs on a hosted-shaped database, whose roles, `auth`
 * and `storage` are left as they are: the platform's parts it needs, then
 * each service's `hostedSchemaSql`.
 */
export function hostedShapedBootstrapSql(hostedServiceSchemas: readonly string[]): readonly string[] {
  return [hostedPlatformSchemaSql, ...hostedServiceSchemas];
}

/** Makes the database look like a fresh Supabase project. Safe to run twice. */
export async function bootstrapDatabase(db: Database, serviceSchemas: readonly string[]): Promise<void> {
  await runParts(db, bootstrapSql(serviceSchemas));
}

/** Installs on a hosted-shaped database what this backend needs there. Safe to run twice. */
export async function bootstrapHostedShaped(
  db: Database,
  hostedServiceSchemas: readonly string[],
): Promise<void> {
  await runParts(db, hostedShapedBootstrapSql(hostedServiceSchemas));
}

async function runParts(db: Database, parts: readonly string[]): Promise<void> {
  // One transaction per part, so concurrent bootstraps on one server (parallel
  // test databases share cluster-wide roles) cannot see half a schema.
  for (const sql of parts) {
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(54321)');
      await tx.exec(sql);
    });
  }
}
