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
} satisfies NonNullable<ViteUserConfig['test']>;
