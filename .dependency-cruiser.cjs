/**
 * `pnpm lint` refuses an import circle anywhere in the repository: a circle
 * means neither module can be understood, moved or tested without the other.
 * Each package runs this from its own folder, so `tsconfig.json` is that
 * package's (the web app's `@/` paths resolve through it). Type-only imports
 * count: a type that two modules need belongs in a third.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Move what both modules need into a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-test-support-in-production',
      severity: 'error',
      comment: 'Test helpers live in test/ and only tests and fixtures import them; shipped code never does.',
      from: { path: '^src/', pathNot: '\\.(test|fixture|stories|tests\\.stories)\\.tsx?$' },
      to: { path: '^test/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static|coverage|\\.local-supabase)/|^functions/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
