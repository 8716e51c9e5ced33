import { defineProject } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';

// `pnpm test` runs only the harness's own tests; the long checks run with `pnpm test:reliability`.
export default defineProject({
  test: { ...sharedTestConfig, name: 'reliability', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
