import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';
import { firstStoryPerFile } from './.storybook-de/sample';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Four projects in one run, so one JSON report (test-results/vitest.json) holds all: plain unit
// tests in Node, every story rendered in real Chromium in English and a sample in German (render,
// console, axe, play), and the acceptance checks of the built static Storybook.
export default defineConfig({
  test: {
    ...sharedTestConfig,
    // Two Node workers even on 2 cores (Vitest's default there is one): the acceptance file holds
    // one while it builds Storybook and checks its pages, the unit tests take the other.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'ui-unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Not Vitest's 5 s default: the catalogue scans run while Storybook builds beside them.
          testTimeout: sharedTestConfig.testTimeout,
        },
      },
      {
        // Acceptance checks of the built static Storybook in real Chromium (driven from Node).
        test: {
          name: 'ui-static',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          // Each test sets its own deadline from per-step timeouts (e2e/storybook.acceptance.test.ts).
          hookTimeout: 120_000,
          // Docs pages checked at once, one tab each: more would only queue for the same two cores.
          maxConcurrency: 3,
        },
      },
      storyProject('en'),
      storyProject('de'),
    ],
  },
});

/**
 * Stories rendered in real Chromium (render, console, axe, play): in English every story; in German
 * the first showcase story of each file, so every component meets its German strings once.
 */
function storyProject(locale: 'en' | 'de'): TestProjectInlineConfiguration {
  return {
    plugins: [
      // Interaction tests (tagged !autodocs) find controls by their English names, so German takes showcase stories only.
      ...(locale === 'en' ? [] : [firstStoryPerFile('autodocs', ['autodocs'])]),
      storybookTest({
        configDir: path.join(import.meta.dirname, locale === 'en' ? '.storybook' : '.storybook-de'),
        ...(locale === 'en' ? {} : { tags: { include: ['autodocs'] } }),
      }),
    ],
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
        '@lingui/core',
        '@lingui/react',
      ],
    },
    test: {
      name: locale === 'en' ? 'ui-storybook' : `ui-storybook-${locale}`,
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
        instances: [{ browser: 'chromium' as const }],
      },
    },
  };
}
