import { defineConfig } from 'tsup';

export default defineConfig({
  // Every source file is its own module, sharing chunks: the public index stays the only export,
  // but with `sideEffects: false` an app's bundler drops every module a program does not call.
  // One bundled file is one module, so a sign-in page kept every call's schemas and helpers.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts', '!src/database.types.ts'],
  format: ['esm', 'cjs'],
  splitting: true,
  // `constants` also stands alone: the component library takes the label palette from it without
  // the calls (it has no backend access).
  dts: { entry: ['src/index.ts', 'src/constants.ts'] },
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
