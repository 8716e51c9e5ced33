import { startLocalSupabase, type LocalSupabase } from '../../src/start';
import { createTestDatabase } from '../../src/test-server';

// The server helpers ship in the `testing` entry for other packages' suites; this file adds what
// only this package's own suites need, a whole backend per suite variant.
export {
  createTestDatabase,
  databaseVariants,
  NO_SERVER_REASON,
  serverVariant,
  testDatabaseUrl,
  type VariantOptions,
} from '../../src/test-server';

/**
 * A backend for one variant of a suite, quiet and on a free port: in-memory
 * PGlite, or (`server`) a fresh database on the test server that `stop()`
 * drops after stopping the backend.
 */
export async function startSuiteBackend(
  projectDir: string,
  server: boolean,
  dbPrefix?: string,
): Promise<{ backend: LocalSupabase; stop: () => Promise<void> }> {
  const database = server ? await createTestDatabase(dbPrefix) : undefined;
  const backend = await startLocalSupabase({
    projectDir,
    dataDir: false,
    port: 0,
    dbPort: false,
    log: 'silent',
    ...(database ? { dbUrl: database.url } : {}),
  });
  return {
    backend,
    stop: async () => {
      await backend.stop();
      await database?.drop();
    },
  };
}
