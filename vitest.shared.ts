import type { ViteUserConfig } from 'vitest/config';
import type { Reporter, TestModule, TestSuite } from 'vitest/node';

declare module 'vitest' {
  interface TaskMeta {
    /** Set by `serverVariant()` (@teamboard/local-supabase/testing) on a suite's PostgreSQL-server variant. */
    serverVariant?: boolean;
  }
}

const isVariant = (suite: TestSuite | TestModule) =>
  suite.type === 'suite' && suite.meta().serverVariant === true;

/**
 * Says how many PostgreSQL-server variants a run skipped because
 * TEST_DATABASE_URL was not set, so a local run cannot look complete when it
 * was not (in CI the same case fails instead; see `serverVariant()`).
 */
export class SkippedServerVariantsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let skipped = 0;
    for (const module of testModules) {
      for (const suite of module.children.allSuites()) {
        // Count the outermost marked suite only: nested suites may inherit its meta.
        if (isVariant(suite) && !isVariant(suite.parent) && suite.state() === 'skipped') skipped += 1;
      }
    }
    if (skipped > 0) {
      console.info(
        `\n${String(skipped)} PostgreSQL-server variant${skipped === 1 ? '' : 's'} skipped: TEST_DATABASE_URL is not set.\n`,
      );
    }
  }
}

/**
 * What every test's process (and the backends it starts) is given. bcrypt's least cost: hosted
 * Auth hashes at 10, which takes 0.1–0.3 s of the backend's one thread for each sign-up, password
 * change and sign-in, and the suites do thousands; a hash's cost is not what they test.
 */
export const testEnv = { LOCAL_SUPABASE_BCRYPT_COST: '4' } as const;

/** For a global setup, which runs in Vitest's own process and so does not get `test.env`. */
export function applyTestEnv(): void {
  for (const [name, value] of Object.entries(testEnv)) process.env[name] ??= value;
}

/**
 * Settings every package's Vitest config starts from. The JSON report lets
 * `.ci/run` sum passed / failed / skipped over all packages.
 */
export const sharedTestConfig = {
  reporters: [
    'default',
    ['json', { outputFile: 'test-results/vitest.json' }],
    new SkippedServerVariantsReporter(),
  ],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  env: testEnv,
} satisfies NonNullable<ViteUserConfig['test']>;
