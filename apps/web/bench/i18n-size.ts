import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { gzipBytes, type Manifest } from './bundle-size';

/** The compiled catalogue chunks of one language (the library's and the app's, whole and in parts), as the build emitted them. */
export function catalogueChunks(manifest: Manifest, locale: string): string[] {
  const pattern = new RegExp(`i18n/compiled/${locale}(\\.[a-z-]+)?\\.(ts|js)$`);
  return Object.entries(manifest).flatMap(([key, chunk]) =>
    pattern.test(chunk.src ?? key) && chunk.file.endsWith('.js') ? [chunk.file] : [],
  );
}

/**
 * The i18n library's own share of the entry chunk: exactly what the app imports from it, bundled
 * and minified the same way on its own (React left out, as the app already ships it).
 */
export async function libraryBytes(webRoot: string): Promise<number> {
  // Inside the app's node_modules, so the entry resolves the app's own copy of the library (from the
  // system's temp folder it resolves nothing, and the build fails).
  const dir = mkdtempSync(join(webRoot, 'node_modules', '.i18n-size-'));
  try {
    const entry = join(dir, 'entry.js');
    writeFileSync(
      entry,
      "export { setupI18n } from '@lingui/core';\nexport { I18nProvider, Trans, useLingui } from '@lingui/react';\n",
    );
    await build({
      root: webRoot,
      logLevel: 'warn',
      configFile: false,
      build: {
        outDir: join(dir, 'out'),
        emptyOutDir: true,
        lib: { entry, formats: ['es'], fileName: 'lib' },
        rollupOptions: { external: ['react', 'react/jsx-runtime', 'react-dom'] },
        minify: true,
      },
    });
    return gzipBytes(join(dir, 'out'), ['lib.js']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
