import { defineProject } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';

export default defineProject({
  test: {
    ...sharedTestConfig,
    name: 'sdk',
    // Two files at once even on 2 cores (Vitest's default there is one): a file spends most of its
    // time waiting on its backend's database, so two keep both cores busy (225 s against 307 s on a
    // quiet machine, docs/performance.md "The test suite").
    maxWorkers: 2,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Type-level tests (`*.test-d.ts`) run with tsc alongside the runtime ones.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
