import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    tsconfig: 'tsconfig.build.json',
    sourcemap: true,
    clean: true,
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    target: 'es2022',
  },
  {
    // One stylesheet for the app: tokens, themes and every component's rules, @imports inlined.
    entry: { styles: 'src/styles.css' },
    format: ['esm'],
    outDir: 'dist',
    // Inline the calendar's base styles too, so apps import exactly one stylesheet.
    noExternal: ['react-day-picker'],
    // CSS-only packages publish their stylesheet under the "style" export condition.
    esbuildOptions: (options) => {
      options.conditions = ['style'];
    },
    minify: false,
    loader: { '.css': 'css' },
  },
]);
