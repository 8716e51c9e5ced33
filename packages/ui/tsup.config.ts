import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // Every source file is an entry, split into shared chunks: the public index stays the only
    // export, but apps' bundlers then see one module per file and can leave out what a route does
    // not use. A single bundled file is one module, so every component any route used ended up
    // in the chunk the app's entry loads.
    entry: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/**/*.stories.tsx', '!src/fixtures/**'],
    format: ['esm'],
    splitting: true,
    dts: { entry: { index: 'src/index.ts', 'i18n/build/index': 'src/i18n/build/index.ts' } },
    tsconfig: 'tsconfig.build.json',
    sourcemap: true,
    clean: true,
    external: ['react', 'react-dom', 'react/jsx-runtime', 'typescript'],
    target: 'es2022',
  },
  {
    // One stylesheet for the app: tokens, themes and every component's rules, @imports inlined.
    entry: { styles: 'src/styles.css' },
    format: ['esm'],
    outDir: 'dist',
    // Inline the calendar's base styles and the typeface's @font-face rules too, so apps import exactly
    // one stylesheet; the font files are copied next to it.
    noExternal: ['react-day-picker', '@fontsource-variable/inter'],
    // CSS-only packages publish their stylesheet under the "style" export condition.
    esbuildOptions: (options) => {
      options.conditions = ['style'];
    },
    minify: false,
    loader: { '.css': 'css', '.woff2': 'file', '.woff': 'file' },
  },
]);
