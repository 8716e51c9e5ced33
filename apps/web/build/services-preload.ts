import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';
import { SIGNED_OUT_FIRST_SCREENS, sessionStorageKey } from '../src/app/first-load';

/** The module whose chunk holds the data services (see `src/app/services-loader.ts`). */
const SERVICES_MODULE = '/src/app/services.tsx';

/** A chunk and every chunk it imports statically: what must arrive before it runs. */
function withStaticImports(
  bundle: Rollup.OutputBundle,
  chunk: Rollup.OutputChunk,
  into = new Set<string>(),
): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') withStaticImports(bundle, imported, into);
  }
  return into;
}

/**
 * The script that asks for the services' files with the page's own, unless this is a signed-out
 * visit to a screen that shows without them (`SIGNED_OUT_FIRST_SCREENS`): a plain script of its own, so they
 * download beside the entry instead of after it has run. As Vite's own preloads, with
 * `crossorigin`, so the module fetch reuses them.
 */
export function servicesPreloadScript(files: readonly string[], sessionKey: string): string {
  return `(function () {
  try {
    if (${JSON.stringify(SIGNED_OUT_FIRST_SCREENS)}.indexOf(location.pathname) !== -1 &&
      localStorage.getItem(${JSON.stringify(sessionKey)}) === null) return;
  } catch (e) {}
  ${JSON.stringify(files)}.forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
})();
`;
}

/**
 * Adds that script to the built index.html, before the entry. Build only (the dev server has no
 * chunks). The script is a file of the app's own origin, as the Content-Security-Policy requires.
 */
export function servicesPreloadPlugin(): Plugin {
  let base = '/';
  let sessionKey = '';
  return {
    name: 'teamboard-services-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      const url: unknown = config.env.VITE_SUPABASE_URL;
      sessionKey = typeof url === 'string' && url !== '' ? sessionStorageKey({ url, key: '' }) : '';
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const services = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(SERVICES_MODULE));
      const entry = chunks.find((chunk) => chunk.isEntry);
      const html = bundle['index.html'];
      if (!services || !entry || html?.type !== 'asset') {
        throw new Error('services preload: the build has no services chunk, entry or index.html');
      }
      const loadedByEntry = withStaticImports(bundle, entry);
      const files = [...withStaticImports(bundle, services)]
        .filter((file) => !loadedByEntry.has(file))
        .map((file) => `${base}${file}`);
      const source = servicesPreloadScript(files, sessionKey);
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
      const fileName = `assets/services-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const tag = `<script src="${base}${fileName}"></script>\n    `;
      html.source = String(html.source).replace('<script type="module"', `${tag}<script type="module"`);
    },
  };
}
