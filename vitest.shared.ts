import type { ViteUserConfig } from 'vitest/config';

/**
 * Settings every package's Vitest config starts from. The JSON report lets
 * `.ci/run` sum passed / failed / skipped over all packages.
 */
export const sharedTestConfig = {
  reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} satisfies NonNullable<ViteUserConfig['test']>;
