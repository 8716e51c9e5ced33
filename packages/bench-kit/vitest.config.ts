import { defineProject } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';

export default defineProject({
  test: { ...sharedTestConfig, name: 'bench-kit', include: ['src/**/*.test.ts'] },
});
