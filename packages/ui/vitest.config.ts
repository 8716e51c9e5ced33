import { defineProject } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';

export default defineProject({
  test: { ...sharedTestConfig, name: 'ui', include: ['src/**/*.test.{ts,tsx}'] },
});
