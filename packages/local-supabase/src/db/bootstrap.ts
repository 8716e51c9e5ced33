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
    await retryingRoleRaces(() =>
      db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock(54321)');
        await tx.exec(sql);
      }),
    );
  }
}

const ROLE_RACE_ATTEMPTS = 5;

/**
 * Whether an error is two sessions changing the server's roles at once. Roles belong to the whole
 * server, but an advisory lock only to one database, so bootstraps of two databases (parallel test
 * workers on a fresh server) are not serialised by it: the one that loses the race to create or
 * alter a role gets one of these.
 */
export function isRoleRace(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === '42710' || // duplicate_object: the role was created meanwhile
    code === '23505' || // unique_violation on pg_authid's name
    code === '40P01' || // deadlock_detected
    (code === 'XX000' && typeof message === 'string' && message.includes('tuple concurrently updated'))
  );
}

/** Runs `fn` again when it lost a race on the server's roles: every step is safe to run twice, so the retry finds the other's work done. */
export async function retryingRoleRaces<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= ROLE_RACE_ATTEMPTS || !isRoleRace(error)) throw error;
    }
  }
}
