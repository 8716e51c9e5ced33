import { defineProject } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';

export default defineProject({
  test: { ...sharedTestConfig, name: 'sdk', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
