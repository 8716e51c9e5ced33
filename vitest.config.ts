import { defineConfig } from 'vitest/config';

// Lets `pnpm vitest` at the root run every package's suite in one process;
// `pnpm test` runs them package by package through turbo instead.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'supabase'],
  },
});
