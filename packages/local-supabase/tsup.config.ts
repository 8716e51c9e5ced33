import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts', testing: 'src/testing.ts' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', testing: 'src/testing.ts' } },
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  target: 'node22',
  platform: 'node',
});
