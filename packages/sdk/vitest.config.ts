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
    // One module graph per worker instead of one per file: each file importing supabase-js, the SDK
    // and the local backend (PGlite's WebAssembly with it) anew cost 714 s of CPU against 305 s for
    // the suite (docs/performance.md, "Files that share their imports"). Every file starts its own
    // backend and clients, so nothing a test relies on is shared.
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Type-level tests (`*.test-d.ts`) run with tsc alongside the runtime ones.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
