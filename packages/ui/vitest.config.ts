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

// Three projects in one run, so one JSON report (test-results/vitest.json) holds both:
// plain unit tests in Node, and every story rendered in real Chromium in English and in German.
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
      storyProject('en'),
      storyProject('de'),
    ],
  },
});

/** Every story rendered in real Chromium (render, console, axe, play), in one language. */
function storyProject(locale: 'en' | 'de'): TestProjectInlineConfiguration {
  return {
    define: { 'import.meta.env.VITE_STORY_LOCALE': JSON.stringify(locale) },
    plugins: [
      storybookTest({
        configDir: path.join(import.meta.dirname, '.storybook'),
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
