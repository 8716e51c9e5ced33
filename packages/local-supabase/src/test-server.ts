// The PostgreSQL server the suites of every package also run on, beside embedded PGlite.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { backendEnv } from './env.js';

/** Why the PostgreSQL-server variants of the suites did not run. */
export const NO_SERVER_REASON = 'TEST_DATABASE_URL is not set: only the embedded PGlite variant runs';

/** The PostgreSQL server the suites also run against; CI always sets it (see .ci/run). */
export function testDatabaseUrl(): string | undefined {
  return backendEnv.testDatabaseUrl();
}

/** In CI a missing server is a failure: a variant that silently does not run proves nothing. */
function requireServerInCi(): void {
  if (!testDatabaseUrl() && backendEnv.inCi()) {
    throw new Error(`CI=true but ${NO_SERVER_REASON}. Set TEST_DATABASE_URL so the PostgreSQL variants run.`);
  }
}

/** The two databases every backend suite runs on: embedded PGlite, and the PostgreSQL server. */
export const databaseVariants = [
  { name: 'PGlite', server: false },
  { name: 'PostgreSQL', server: true },
] as const;

/** Options for a suite variant; the shared reporter counts skipped suites marked `serverVariant`. */
export interface VariantOptions {
  skip: boolean;
  meta: { serverVariant: boolean };
}

/**
 * The options of a `describe` that is one variant of a suite: `server` true
 * runs it on the PostgreSQL server, and skips it when there is none — except
 * with `CI=true`, where this throws so the file fails instead of passing
 * unseen. Use as `describe(name, serverVariant(variant.server), () => …)`.
 */
export function serverVariant(server = true): VariantOptions {
  if (!server) return { skip: false, meta: { serverVariant: false } };
  requireServerInCi();
  return { skip: testDatabaseUrl() === undefined, meta: { serverVariant: true } };
}

/** A fresh, empty database on the test server; `drop()` removes it. */
export async function createTestDatabase(
  prefix = 'ls_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const server = testDatabaseUrl();
  if (!server) throw new Error(NO_SERVER_REASON);
  if (!/^[a-z_]+$/.test(prefix)) throw new Error(`database prefix "${prefix}" must be lower-case letters`);
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
