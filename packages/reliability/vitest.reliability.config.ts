import { defineConfig } from 'vitest/config';
import { sharedTestConfig, SkippedServerVariantsReporter } from '../../vitest.shared';

/**
 * The load, fault, fuzz and security checks. Files run one after another:
 * each one loads the machine on purpose and would skew the others.
 */
export default defineConfig({
  test: {
    ...sharedTestConfig,
    name: 'reliability',
    include: ['reliability/**/*.test.ts'],
    // The harness's own test sends its deliberately failing run elsewhere, so CI's count stays true.
    reporters: [
      'default',
      ['json', { outputFile: process.env.RELIABILITY_REPORT ?? 'test-results/reliability.json' }],
      new SkippedServerVariantsReporter(),
    ],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
