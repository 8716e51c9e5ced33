import { createHash } from 'node:crypto';
import { isLocale, sourceLocale, supportedLocales, type Locale } from '@teamboard/ui/i18n-build';
import type { Plugin, Rollup } from 'vite';
import {
  EARLY_REQUEST_GLOBAL,
  EARLY_REQUEST_TOKEN_MARGIN_MS,
  SIGNED_OUT_FIRST_SCREENS,
  sessionStorageKey,
} from '../src/app/first-load';
import { configuredBackend, type BackendConfig } from '../src/app/backend-config';
import { backendVariables } from '../src/shared/backend-variables';

/** The module whose chunk holds the data services (see `src/app/services-loader.ts`). */
const SERVICES_MODULE = '/src/app/services.tsx';

/**
 * A compiled catalogue of the app (`src/shared/i18n/compiled/`) or of the library: its language,
 * and whether it is a first screen's part (`<locale>.first-screen` / `<locale>.core`) or whole.
 */
const CATALOGUE_MODULE = /\/i18n\/compiled\/([a-z]+)(\.first-screen|\.core)?\.[jt]s$/;

/** A language's catalogue files: what the first screens load (`firstScreen`), and the wholes. */
export interface CatalogueFiles {
  firstScreen: string[];
  whole: string[];
}

/** The address's parameter that names a board's view, as `readViewSettings` reads it. */
export const BOARD_VIEW_PARAM = 'view';

/** The views `BoardPage` loads lazily, by the value of that parameter that names them. */
export const BOARD_VIEW_MODULES = {
  table: '/src/features/board/components/BoardTable.tsx',
  timeline: '/src/features/board/components/BoardTimeline.tsx',
} as const;

/**
 * Screens whose own code a first load asks for beside the entry, for someone who may be signed in:
 * the address they show at (as `src/app/routes.tsx` routes it, a card's drawer included) and the
 * modules its routes load lazily. Their file list is a script of its own, so other screens' first
 * loads (the sign-in form's above all) do not carry it. A screen whose data one database function
 * answers names it: that script asks for it with the stored session's token, for the app's client
 * to take (`src/app/early-request.ts`), instead of once the app has loaded.
 */
const SCREENS = [
  {
    name: 'board',
    path: '^/w/[^/]+/b/([^/]+)(/c/[^/]+)?/?$',
    modules: ['/src/app/shell/AppShell.tsx', '/src/features/board/components/BoardPage.tsx'],
    // As the SDK's `loadBoard` calls it, with the id from the address's first group.
    data: { rpc: 'load_board', param: 'target_board_id' },
    views: { param: BOARD_VIEW_PARAM, modules: BOARD_VIEW_MODULES },
  },
] as const;

/** A screen's preload: the address it shows at (a regular expression) and its script's URL. */
export interface ScreenPreload {
  path: string;
  script: string;
}

/**
 * A screen's data asked for by its preload script: the database function (`rpc/<rpc>`, called
 * with `{ <param>: id }`), the id being the first group of `path` in the page's address.
 */
export interface EarlyData {
  path: string;
  rpc: string;
  param: string;
  sessionKey: string;
  /** The backend the build is for (both parts are public). */
  backend: BackendConfig;
}

/** What the page asks for before its entry has run. */
export interface FirstLoadFiles {
  /** The services' chunk and its static imports, less what the entry loads anyway. */
  services: readonly string[];
  catalogues: Readonly<Record<Locale, CatalogueFiles>>;
  screens: readonly ScreenPreload[];
}

/**
 * Script text that asks for `files` (a JSON array expression) as Vite's own preloads do, with
 * `crossorigin` so the module fetch reuses them; a style sheet is fetched for the link Vite adds.
 */
function appendPreloads(files: string): string {
  return `${files}.forEach(function (href) {
    var link = document.createElement('link');
    if (href.slice(-4) === '.css') {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });`;
}

/** A view's own files, by the value of the address's `param` that chooses it (`?view=table`). */
export interface ViewFiles {
  param: string;
  files: Readonly<Record<string, readonly string[]>>;
}

/** What a screen's script asks for beside its own files. */
export interface ScreenScriptOptions {
  early?: EarlyData | null;
  views?: ViewFiles | null;
}

/** Script text that asks for a screen's data as the SDK would, and leaves the answer for the app. */
function earlyRequestScript(early: EarlyData): string {
  return `var early = ${JSON.stringify(early)};
  function ask() {
    var match = new RegExp(early.path).exec(location.pathname);
    var id = match && match[1];
    // As the SDK's id check: anything else it refuses before asking.
    if (!id || !/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(id)) return;
    var session = JSON.parse(localStorage.getItem(early.sessionKey) || 'null');
    var token = session && session.access_token;
    // A token supabase-js would refresh first is not the one its request will carry.
    if (typeof token !== 'string' || !(session.expires_at * 1000 - Date.now() > ${String(EARLY_REQUEST_TOKEN_MARGIN_MS)})) return;
    var args = {};
    args[early.param] = id;
    var request = {
      url: new URL('rest/v1/rpc/' + early.rpc, early.backend.url + '/').href,
      body: JSON.stringify(args),
      authorization: 'Bearer ' + token,
      startedAt: Date.now(),
    };
    request.response = fetch(request.url, {
      method: 'POST',
      headers: { apikey: early.backend.key, Authorization: request.authorization, 'Content-Type': 'application/json' },
      body: request.body,
    });
    // Its failure is the app's to see, if it takes it; unheard otherwise.
    request.response.catch(function () {});
    window[${JSON.stringify(EARLY_REQUEST_GLOBAL)}] = request;
  }
  // Storage refused or a session it cannot read: the app asks once it has loaded, as before.
  try {
    ask();
  } catch (e) {}`;
}

/**
 * The script a screen's first load runs to ask for that screen's own files, and for the files of
 * the view its address names (`views`). With `early`, first for its data, with the stored
 * session's token, as the SDK would once the app has loaded: the app's client takes the answer
 * (`src/app/early-request.ts`).
 */
export function screenPreloadScript(
  files: readonly string[],
  { early = null, views = null }: ScreenScriptOptions = {},
): string {
  return `(function () {
  ${early === null ? '' : earlyRequestScript(early)}
  var files = ${JSON.stringify(files)};
  var views = ${JSON.stringify(views)};
  var view = views && new URLSearchParams(location.search).get(views.param);
  if (view !== null && Object.prototype.hasOwnProperty.call(views.files, view)) files = files.concat(views.files[view]);
  ${appendPreloads('files')}
})();
`;
}

/**
 * A script as it is served: without its comments and indentation, which every first load (the
 * sign-in form's within its budget) would otherwise download. The scripts here keep each comment
 * on a line of its own, and no string spans lines.
 */
export function compactScript(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}

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
 * The script that asks for the first screen's files with the page's own, so they download beside
 * the entry instead of after it has run: the catalogues of the browser's language (the parts the
 * first screens say on those screens, as `main.tsx` loads them), and the data services' files
 * unless this is a signed-out visit to a screen that shows without them. As Vite's own preloads,
 * with `crossorigin`, so the module fetch reuses them.
 */
export function firstLoadPreloadScript(files: FirstLoadFiles, sessionKey: string): string {
  return `(function () {
  var firstScreen = ${JSON.stringify(SIGNED_OUT_FIRST_SCREENS)}.indexOf(location.pathname) !== -1;
  // Storage refused (a privacy mode): someone may be signed in, as supabase-js will find out.
  var stored = true;
  try {
    stored = localStorage.getItem(${JSON.stringify(sessionKey)}) !== null;
  } catch (e) {}
  var signedOut = firstScreen && !stored;
  // The screen at this address, for someone who may be signed in: its own files and data, asked
  // for by a script of its own, first (its data is the longest wait).
  var screens = ${JSON.stringify(files.screens)};
  for (var s = 0; s < screens.length; s++) {
    if (!stored || !new RegExp(screens[s].path).test(location.pathname)) continue;
    var script = document.createElement('script');
    // An inserted script is fetched at low priority, after the entry's modules: its list would come too late.
    script.fetchPriority = 'high';
    script.src = screens[s].script;
    document.head.appendChild(script);
  }
  // As negotiateLocale: the first supported language among the browser's, else the source one.
  var catalogues = ${JSON.stringify(files.catalogues)};
  var chosen = catalogues[${JSON.stringify(sourceLocale)}];
  var preferred = navigator.languages || [];
  for (var i = 0; i < preferred.length; i++) {
    var language = String(preferred[i]).toLowerCase().split('-')[0];
    if (Object.prototype.hasOwnProperty.call(catalogues, language)) {
      chosen = catalogues[language];
      break;
    }
  }
  var files = firstScreen ? chosen.firstScreen : chosen.whole;
  if (!signedOut) files = files.concat(${JSON.stringify(files.services)});
  ${appendPreloads('files')}
})();
`;
}

/** Each supported language's catalogue files in the bundle, by their modules' paths. */
function catalogueFiles(chunks: readonly Rollup.OutputChunk[], base: string): Record<Locale, CatalogueFiles> {
  const files = Object.fromEntries(
    supportedLocales.map((locale): [Locale, CatalogueFiles] => [locale, { firstScreen: [], whole: [] }]),
  ) as Record<Locale, CatalogueFiles>;
  for (const chunk of chunks) {
    const [, language, part] = CATALOGUE_MODULE.exec(chunk.facadeModuleId ?? '') ?? [];
    if (!isLocale(language)) continue;
    files[language][part === undefined ? 'whole' : 'firstScreen'].push(`${base}${chunk.fileName}`);
  }
  for (const [locale, { firstScreen, whole }] of Object.entries(files)) {
    // The app's and the library's: a build without them has moved them, and would preload nothing.
    if (firstScreen.length !== 2 || whole.length !== 2)
      throw new Error(`first-load preload: expected two catalogue parts and two wholes for ${locale}`);
  }
  return files;
}

/**
 * Adds that script to the built index.html, before the entry. Build only (the dev server has no
 * chunks). The script is a file of the app's own origin, as the Content-Security-Policy requires.
 */
export function firstLoadPreloadPlugin(): Plugin {
  let base = '/';
  let sessionKey = '';
  let backend: BackendConfig | null = null;
  return {
    name: 'teamboard-first-load-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      const variables = backendVariables(config.env);
      const url = variables.supabaseUrl;
      sessionKey = url === undefined ? '' : sessionStorageKey({ url, key: '' });
      // A build without them finds its backend at run time, and asks for nothing early.
      backend = configuredBackend(variables) ?? null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const services = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(SERVICES_MODULE));
      const entry = chunks.find((chunk) => chunk.isEntry);
      const html = bundle['index.html'];
      if (!services || !entry || html?.type !== 'asset') {
        throw new Error('first-load preload: the build has no services chunk, entry or index.html');
      }
      const loadedByEntry = withStaticImports(bundle, entry);
      const servicesFiles = withStaticImports(bundle, services);
      /** Emits a script as a file named for its content; returns its file name. */
      const emitScript = (name: string, text: string) => {
        const source = compactScript(text);
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
        const fileName = `assets/${name}-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        return fileName;
      };
      /** The files of `modules`' chunks and their static imports, with their styles, less `known`. */
      const filesOf = (modules: readonly string[], known: ReadonlySet<string>) => {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`first-load preload: the build has no chunk for ${module}`);
          for (const file of withStaticImports(bundle, chunk)) {
            if (known.has(file)) continue;
            files.add(file);
            const output = bundle[file];
            if (output?.type === 'chunk')
              for (const css of output.viteMetadata?.importedCss ?? []) files.add(css);
          }
        }
        return files;
      };
      const url = (file: string) => `${base}${file}`;
      const screens = SCREENS.map(({ name, path, modules, data, views }): ScreenPreload => {
        const early = backend && data ? { path, ...data, sessionKey, backend } : null;
        const files = filesOf(modules, new Set([...loadedByEntry, ...servicesFiles]));
        const known = new Set([...loadedByEntry, ...servicesFiles, ...files]);
        const viewFiles = {
          param: views.param,
          files: Object.fromEntries(
            Object.entries(views.modules).map(([view, module]) => [
              view,
              [...filesOf([module], known)].map(url),
            ]),
          ),
        };
        const script = screenPreloadScript([...files].map(url), { early, views: viewFiles });
        return { path, script: url(emitScript(`first-load-${name}`, script)) };
      });
      const source = firstLoadPreloadScript(
        {
          services: [...servicesFiles]
            .filter((file) => !loadedByEntry.has(file))
            .map((file) => `${base}${file}`),
          catalogues: catalogueFiles(chunks, base),
          screens,
        },
        sessionKey,
      );
      const fileName = emitScript('first-load-preload', source);
      const tag = `<script src="${base}${fileName}"></script>\n    `;
      html.source = String(html.source).replace('<script type="module"', `${tag}<script type="module"`);
    },
  };
}
