import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/dist/**',
    '**/node_modules/**',
    '**/storybook-static/**',
    '**/test-results/**',
    '**/coverage/**',
    '**/.local-supabase/**',
    '**/.turbo/**',
    '**/screenshots/**',
    '**/bench-results/**',
    'packages/sdk/docs/api/**',
    // Edge functions are Deno code, checked by `deno check` in their own tests.
    'supabase/functions/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.mjs', '*.config.ts', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Unused code is noise; a leading underscore marks an intentionally unused binding.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Type-only imports keep the emitted JS free of dead imports.
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The component library is backend-free: designers browse it without a server.
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@supabase/*', '@teamboard/sdk', '@teamboard/sdk/*'], message: 'packages/ui must not talk to the backend.' },
          ],
        },
      ],
    },
  },
  {
    // The web app reaches the backend only through the SDK.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@supabase/*'], message: 'Use @teamboard/sdk instead of supabase-js.' }] },
      ],
    },
  },
);
