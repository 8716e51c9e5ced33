import { configDefaults, defineProject } from 'vitest/config';
import { SkippedServerVariantsReporter, sharedTestConfig } from '../vitest.shared';

/** `test:hosted`: its report is its own, beside the one `pnpm test` writes (scripts/test-summary.mjs sums both). */
const hostedOnly = process.env.TEST_HOSTED_SHAPED === 'only';

export default defineProject({
  test: {
    ...sharedTestConfig,
    ...(hostedOnly
      ? {
          // These start no backend on a variant (types, schemas, unit tests, the hosted-schema test
          // itself), so `pnpm test` running them once is enough.
          exclude: [
            ...configDefaults.exclude,
            'tests/database-types.test.ts',
            'tests/function-schemas.test.ts',
            'tests/functions-typecheck.test.ts',
            'tests/functions-unit.test.ts',
            'tests/hosted-schema.test.ts',
          ],
          reporters: [
            'default',
            ['json', { outputFile: 'test-results/hosted.json' }],
            new SkippedServerVariantsReporter(),
          ],
        }
      : {}),
    name: 'database',
    // Two files at once even on 2 cores (Vitest's default there is one): a file spends most of its
    // time waiting on its database, so two keep both cores busy (docs/performance.md "The test suite").
    maxWorkers: 2,
    include: ['tests/**/*.test.ts'],
    // Builds the hosted-shaped template once per run, only when TEST_HOSTED_SHAPED is set.
    globalSetup: ['tests/support/hosted-global-setup.ts'],
  },
});
