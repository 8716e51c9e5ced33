import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The Postgres server the suite may also run against (CI sets it; see .ci/run). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** Reason shown when server-backed variants do not run. */
export const NO_SERVER_REASON = 'TEST_DATABASE_URL is not set: only the embedded PGlite variant runs';

/** A fresh, empty database on the test server; `drop()` removes it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error(NO_SERVER_REASON);
  const name = `ls_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
