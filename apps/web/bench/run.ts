import { fileURLToPath } from 'node:url';
import { startLocalSupabase } from '@teamboard/local-supabase';
import { figure, median, table, writeResults, type Figure } from '@teamboard/bench-kit';
import { createUserWithSession } from '@teamboard/local-supabase/testing';
import { Worker } from 'node:worker_threads';
import { build } from 'vite';
import { launchChromium } from '../e2e/browser';
import {
  chunkModulesPlugin,
  entryChunks,
  gzipBytes,
  readManifest,
  scriptFiles,
  writeBundleReport,
  type ChunkModules,
} from './bundle-size';
import { boardRendered, describeWaterfall, loadFresh, loadWarm, signIn, type PageLoad } from './page-load';
import { SEEDED_LISTS, TIMELINE_CARDS, seedBoards } from './seed-board';
import { catalogueChunks, libraryBytes } from './i18n-size';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const outDir = fileURLToPath(new URL('../node_modules/.bench-dist', import.meta.url));
const CARD_COUNTS = [0, 1000, 5000] as const;
/** Boards also opened a second time, from the local copy. */
const WARM_COUNTS = [1000, 5000] as const;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 5);
/** The sign-in form is ready once its submit button is on screen. */
const signInReady = { selector: 'form button[type="submit"]' };
/** The timeline is shown once its last bar is on screen. */
const timelineReady = {
  selector: `.board-timeline__row:nth-child(${String(TIMELINE_CARDS)}) .tb-timeline-bar`,
};

const ms = (loads: readonly PageLoad[]) => loads.map((load) => load.ms);
const trips = (loads: readonly PageLoad[]) => loads.map((load) => load.roundTrips);

async function main(): Promise<void> {
  const backend = await startLocalSupabase({
    projectDir: repoRoot,
    dataDir: false,
    port: 0,
    dbPort: false,
    log: 'silent',
  });
  process.env.VITE_SUPABASE_URL = backend.apiUrl;
  process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
  const figures: Figure[] = [];
  try {
    const modules: ChunkModules = new Map();
    await build({
      root: webRoot,
      logLevel: 'warn',
      plugins: [chunkModulesPlugin(modules)],
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    const entryFiles = entryChunks(readManifest(outDir));

    const email = `bench-${String(Date.now())}@example.test`;
    const password = 'bench-password-1';
    const session = await createUserWithSession(backend, email, password, { display_name: 'Bench' });
    const seeded = await seedBoards(backend, session.user.id, CARD_COUNTS);
    const server = new Worker(new URL('./preview-worker.mjs', import.meta.url), {
      workerData: { root: webRoot, outDir },
    });
    const served = await new Promise<unknown>((resolve, reject) => {
      server.once('message', resolve);
      server.once('error', reject);
    });
    if (typeof served !== 'string') throw new Error('vite preview has no URL');
    const webUrl = served.replace(/\/$/, '');
    const browser = await launchChromium();
    try {
      const context = await browser.newContext();
      await signIn(await context.newPage(), webUrl, email, password);
      const signedIn = await context.storageState();
      await context.close();
      const boardUrl = (cards: number) => `${webUrl}/w/${seeded.slug}/b/${seeded.boardIds.get(cards) ?? ''}`;

      // Alternated, sample by sample, so drift in the machine's load hits every page alike.
      const signInLoads: PageLoad[] = [];
      const boardLoads = new Map<number, PageLoad[]>(CARD_COUNTS.map((count) => [count, []]));
      const warmLoads = new Map<number, PageLoad[]>(WARM_COUNTS.map((count) => [count, []]));
      const timelineLoads: PageLoad[] = [];
      const timelineUrl = `${webUrl}/w/${seeded.slug}/b/${seeded.timelineBoardId}?view=timeline`;
      for (let sample = 0; sample < SAMPLES; sample += 1) {
        signInLoads.push(await loadFresh(browser, undefined, `${webUrl}/sign-in`, signInReady));
        for (const count of CARD_COUNTS) {
          const load = await loadFresh(browser, signedIn, boardUrl(count), boardRendered);
          if (load.columns !== SEEDED_LISTS)
            throw new Error(`expected ${String(SEEDED_LISTS)} columns, saw ${String(load.columns)}`);
          boardLoads.get(count)?.push(load);
        }
        for (const count of WARM_COUNTS) {
          const boardId = seeded.boardIds.get(count) ?? '';
          warmLoads
            .get(count)
            ?.push(await loadWarm(browser, signedIn, boardUrl(count), boardId, boardRendered));
        }
        timelineLoads.push(await loadFresh(browser, signedIn, timelineUrl, timelineReady));
      }
      const empty = boardLoads.get(0) ?? [];
      for (const [label, load] of [
        ['/sign-in', signInLoads[0]],
        ['empty board', empty[0]],
        ['5000-card board', boardLoads.get(5000)?.[0]],
      ] as const) {
        if (load)
          process.stderr.write(
            `waterfall of ${label} (ready at ${load.ms.toFixed(0)} ms):\n${describeWaterfall(load)}\n`,
          );
      }

      const signInFiles = scriptFiles(
        webUrl,
        signInLoads.flatMap((load) => load.requests.map((r) => r.url)),
      );
      const boardFiles = scriptFiles(
        webUrl,
        empty.flatMap((load) => load.requests.map((r) => r.url)),
      );
      const report = writeBundleReport(outDir, modules, {
        'entry (every route)': entryFiles,
        '/sign-in': signInFiles,
        'board route': boardFiles,
      });
      process.stderr.write(`bundle report: ${report}\n`);
      const signInKb = gzipBytes(outDir, signInFiles) / 1000;
      const entryKb = gzipBytes(outDir, entryFiles) / 1000;
      const boardKb = gzipBytes(outDir, boardFiles) / 1000;
      const englishCatalogues = gzipBytes(outDir, catalogueChunks(readManifest(outDir), 'en'));
      const i18nKb = ((await libraryBytes(webRoot)) + englishCatalogues) / 1000;
      figures.push(
        {
          name: 'JS loaded by /sign-in before its form shows (gzip)',
          value: signInKb,
          unit: 'kB',
          reference: { name: 'entry chunk + static imports', value: entryKb },
          ratio: signInKb / entryKb,
        },
        {
          name: 'JS added to /sign-in by i18n: library + English catalogues (gzip)',
          value: i18nKb,
          unit: 'kB',
          reference: { name: '/sign-in', value: signInKb },
          ratio: i18nKb / signInKb,
        },
        {
          name: 'JS loaded by the board route before its first paint (gzip)',
          value: boardKb,
          unit: 'kB',
          reference: { name: '/sign-in', value: signInKb },
          ratio: boardKb / signInKb,
        },
        figure('round trips to the first paint of an empty board', 'sequential requests', trips(empty), {
          name: '/sign-in form',
          samples: trips(signInLoads),
        }),
        figure('navigation → all columns of an empty board', 'ms', ms(empty), {
          name: '/sign-in form shown',
          samples: ms(signInLoads),
        }),
      );
      for (const count of CARD_COUNTS.filter((c) => c > 0)) {
        figures.push(
          figure(`navigation → all columns, ${String(count)} cards`, 'ms', ms(boardLoads.get(count) ?? []), {
            name: 'empty board',
            samples: ms(empty),
          }),
        );
      }
      for (const count of WARM_COUNTS) {
        figures.push(
          figure(
            `second open → all columns, ${String(count)} cards (warm: local copy, code cached)`,
            'ms',
            ms(warmLoads.get(count) ?? []),
            { name: `first open, ${String(count)} cards`, samples: ms(boardLoads.get(count) ?? []) },
          ),
        );
      }
      figures.push(
        figure(
          `navigation → timeline of ${String(TIMELINE_CARDS)} dated cards shown`,
          'ms',
          ms(timelineLoads),
          { name: 'first open, 1000 cards', samples: ms(boardLoads.get(1000) ?? []) },
        ),
      );
      process.stderr.write(`median ready times: /sign-in ${median(ms(signInLoads)).toFixed(0)} ms\n`);
    } finally {
      await browser.close();
      server.postMessage('close');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  } finally {
    await backend.stop();
  }
  console.log(table(figures));
  writeResults(webRoot, 'web', figures);
}

await main();
