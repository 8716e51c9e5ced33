import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
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

// Four projects in one run, so one JSON report (test-results/vitest.json) holds all: plain unit
// tests in Node, every story rendered in real Chromium in English and in German (render, console,
// axe, play), and the acceptance checks of the built static Storybook.
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
      storyProject('en'),
      storyProject('de'),
    ],
  },
});

/** Every story rendered in real Chromium (render, console, axe, play), in one language. */
function storyProject(locale: 'en' | 'de'): TestProjectInlineConfiguration {
  return {
    plugins: [
      storybookTest({
        configDir: path.join(import.meta.dirname, locale === 'en' ? '.storybook' : '.storybook-de'),
        // Interaction tests (tagged !autodocs) find controls by their English names; every showcase story renders in each language.
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
