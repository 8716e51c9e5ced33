import { defineProject } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';

export default defineProject({
  test: { ...sharedTestConfig, name: 'web', include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'] },
});
