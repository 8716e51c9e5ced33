import { defineProject } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';

export default defineProject({
  test: {
    ...sharedTestConfig,
    name: 'sdk',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Type-level tests (`*.test-d.ts`) run with tsc alongside the runtime ones.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
