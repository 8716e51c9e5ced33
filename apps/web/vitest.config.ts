import { defineProject } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';
import { pathAlias } from './vite.config';

export default defineProject({
  resolve: { alias: pathAlias },
  test: {
    ...sharedTestConfig,
    // Two files at once even on 2 cores (Vitest's default there is one): a journey spends a quarter
    // of its time waiting on its pages and the backend, which the other file's work fills
    // (docs/performance.md, "The web suite two files at once, kept").
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          // One module graph per worker instead of one per file: importing the app's modules again
          // for each of 67 files was 41 s of a 68 s run; not isolated, the run takes 13 s
          // (docs/performance.md, "Files that share their imports"). Every file sets up what it uses.
          isolate: false,
        },
      },
      // Real Chromium against the local backend and a production build of the app.
      {
        extends: true,
        test: {
          name: 'web-e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: ['e2e/after-each-file.ts'],
          // One module graph and one Chromium (`sharedChromium` in e2e/browser.ts) per worker instead
          // of per file: importing Playwright and the helpers again, and launching a browser, cost
          // each of 61 files about 3.5 s of CPU (docs/performance.md, "One browser and one module
          // graph for the e2e files").
          isolate: false,
          // A journey is several page loads, each allowed STEP_TIMEOUT (e2e/browser.ts).
          testTimeout: 60_000,
          // On the shared 2-core CI machine a journey can lose a race to the machine, not to the app;
          // one more try there, and the closing summary names every test that needed it (FLAKY), so
          // it is fixed rather than forgotten. Locally a failure is a failure.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
