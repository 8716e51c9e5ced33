import { defineProject } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';

export default defineProject({
  test: {
    ...sharedTestConfig,
    name: 'local-supabase',
    include: ['src/**/*.test.ts'],
    // Two files at once even on 2 cores (Vitest's default there is one): a file spends most of its
    // time waiting on its backend's database, so two keep both cores busy (docs/performance.md
    // "The test suite").
    maxWorkers: 2,
  },
});
