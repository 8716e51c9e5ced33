import { defineProject } from 'vitest/config';
import { sharedTestConfig } from '../vitest.shared';

export default defineProject({
  test: {
    ...sharedTestConfig,
    name: 'database',
    include: ['tests/**/*.test.ts'],
    // Builds the hosted-shaped template once per run, only when TEST_HOSTED_SHAPED is set.
    globalSetup: ['tests/support/hosted-global-setup.ts'],
  },
});
