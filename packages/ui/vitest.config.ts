import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Three projects in one run, so one JSON report (test-results/vitest.json) holds all: plain unit
// tests in Node, every story rendered in real Chromium (render, console, axe, play), and the
// acceptance checks of the built static Storybook.
export default defineConfig({
  test: {
    ...sharedTestConfig,
    projects: [
      {
        test: {
          name: 'ui-unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        // Acceptance checks of the built static Storybook in real Chromium (driven from Node).
        test: {
          name: 'ui-static',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 300_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
        optimizeDeps: {
          // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and fail a test.
          include: [
            'radix-ui',
            'react-markdown',
            'remark-gfm',
            'react-day-picker',
            'clsx',
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
          ],
        },
        test: {
          name: 'ui-storybook',
          testTimeout: sharedTestConfig.testTimeout,
          setupFiles: ['./.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: chromiumArgs,
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
