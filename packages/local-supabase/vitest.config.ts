import { defineProject } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';

export default defineProject({
  test: { ...sharedTestConfig, name: 'local-supabase', include: ['src/**/*.test.ts'] },
});
