import { fileURLToPath } from 'node:url';
import { startLocalSupabase } from '@teamboard/local-supabase';
import { figure, median, table, writeResults, type Figure } from '@teamboard/bench-kit';
import { createUserWithSession } from '@teamboard/local-supabase/testing';
import { createTeamboardClient, signInWithPassword, type TeamboardClient } from '@teamboard/sdk';
import { Worker } from 'node:worker_threads';
import { build } from 'vite';
import type { Browser } from 'playwright-core';
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
import { addCardsOnline, replayOfflineEdits } from './offline-replay';
import {
  boardRendered,
  describeWaterfall,
  lastVisibleRow,
  loadColdThenWarm,
  loadFresh,
  signIn,
  type CopySaves,
  type PageLoad,
} from './page-load';
import { scrollTable, type TableScroll } from './table-scroll';
import {
  DEPTH_FIELDS,
  SEEDED_LISTS,
  TIMELINE_CARDS,
  addCardDepth,
  seedBoard,
  seedBoards,
} from './seed-board';
import { measureCoverRequests, type CoverRequests } from './cover-requests';
import { catalogueChunks, libraryBytes } from './i18n-size';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const outDir = fileURLToPath(new URL('../node_modules/.bench-dist', import.meta.url));
/** Boards opened twice per sample: a first open, then a second from the local copy. */
const CARD_COUNTS = [0, 1000, 5000] as const;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 5);
/** `BENCH_SERVICE_WORKER=block` measures the app without its worker (code from the HTTP cache alone). */
const SERVICE_WORKER = process.env.BENCH_SERVICE_WORKER === 'block' ? 'block' : 'allow';
/**
 * Opens from the workspace page per board and sample: each takes about a second, and one of
 * 100–200 ms varies by a third to a half on this shared machine, so this row takes more.
 */
const IN_APP_OPENS = Number(process.env.BENCH_IN_APP_OPENS ?? 3);
/** Edits made offline, then replayed, per sample of the replay row. */
const OFFLINE_EDITS = 100;
/** Boards seeded again with a card's depth (issue 31), each beside the plain board of its size. */
const DEPTH_COUNTS = [1000, 5000] as const;
/**
 * The rows to measure, by the arguments (`pnpm --filter @teamboard/web bench -- replay`): `pages`
 * (sign-in, boards first and second open, JS sizes, round trips), `table`, `timeline`, `replay`,
 * `depth` (boards whose cards carry field values and covers, and what their covers request); all
 * when none.
 */
const ROWS = ['pages', 'table', 'timeline', 'replay', 'depth'] as const;
/** The boards opened as a table (and, as reference, as columns); the largest is also scrolled through. */
const TABLE_COUNTS = [1000, 5000] as const;
const chosen = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = chosen.filter((arg) => !(ROWS as readonly string[]).includes(arg));
if (unknown.length > 0) throw new Error(`unknown rows ${unknown.join(', ')}: choose from ${ROWS.join(', ')}`);
const measures = (row: (typeof ROWS)[number]) => chosen.length === 0 || chosen.includes(row);
/** The sign-in form is ready once its submit button is on screen. */
const signInReady = { selector: 'form button[type="submit"]' };
/**
 * The timeline is shown once the bar of the row at the bottom of the screen is drawn (its rows below
 * the screen need not be: a timeline that draws only the rows in view is ready then too).
 */
const timelineReady = lastVisibleRow('.board-timeline__scroller', '.board-timeline__row', '.tb-timeline-bar');
/** The table is shown once it has one row per card and the row at the bottom of its box is drawn. */
const tableReady = (cards: number) =>
  lastVisibleRow(
    '.board-table',
    '.board-table__row',
    '.board-table__title',
    `scroller.getAttribute('aria-rowcount') === '${String(cards + 1)}'`,
  );

const ms = (loads: readonly PageLoad[]) => loads.map((load) => load.ms);
const trips = (loads: readonly PageLoad[]) => loads.map((load) => load.roundTrips);
/** When each load asked for the first URL ending in `path` (NaN when it did not before it was ready). */
const requestStarts = (loads: readonly PageLoad[], path: string) =>
  loads.map(
    (load) =>
      load.requests.find((request) => new URL(request.url).pathname.endsWith(path))?.start ?? Number.NaN,
  );

/** What every row's measurement shares: the served app, the browser, a signed-in session, the seeded boards. */
interface Setup {
  backend: Awaited<ReturnType<typeof startLocalSupabase>>;
  browser: Browser;
  webUrl: string;
  signedIn: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;
  seeded: Awaited<ReturnType<typeof seedBoards>>;
  modules: ChunkModules;
  /** The bench's user, signed in through the SDK from this process. */
  client: TeamboardClient;
  userId: string;
}

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
      // `BENCH_MINIFY=off` keeps the code's own names, for a profile (`BENCH_PROFILE`); not for figures.
      build: { outDir, emptyOutDir: true, manifest: true, minify: process.env.BENCH_MINIFY !== 'off' },
    });

    const email = `bench-${String(Date.now())}@example.test`;
    const password = 'bench-password-1';
    const session = await createUserWithSession(backend, email, password, { display_name: 'Bench' });
    const seeded = await seedBoards(backend, session.user.id, CARD_COUNTS);
    const server = new Worker(new URL('./static-host-worker.mjs', import.meta.url), {
      workerData: { outDir },
    });
    const served = await new Promise<unknown>((resolve, reject) => {
      server.once('message', resolve);
      server.once('error', reject);
    });
    if (typeof served !== 'object' || served === null || !('url' in served) || !('spki' in served))
      throw new Error('the static host did not start');
    const { url: webUrl, spki } = served as { url: string; spki: string };
    // Trusts exactly the static host's certificate, as a browser trusts a host's real one; the
    // service worker runs, as it does for every user.
    const browser = await launchChromium([`--ignore-certificate-errors-spki-list=${spki}`], {
      serviceWorkers: SERVICE_WORKER,
    });
    try {
      const context = await browser.newContext();
      await signIn(await context.newPage(), webUrl, email, password);
      const signedIn = await context.storageState();
      await context.close();
      const client = createTeamboardClient({ url: backend.apiUrl, key: backend.anonKey });
      await signInWithPassword(client, { email, password });
      const setup: Setup = {
        backend,
        browser,
        webUrl,
        signedIn,
        seeded,
        modules,
        client,
        userId: session.user.id,
      };
      if (measures('pages')) figures.push(...(await pageRows(setup)));
      if (measures('table')) figures.push(...(await tableRows(setup)));
      if (measures('timeline')) figures.push(...(await timelineRows(setup)));
      if (measures('replay')) figures.push(...(await replayRows(setup)));
      if (measures('depth')) figures.push(...(await depthRows(setup)));
    } finally {
      await browser.close();
      server.postMessage('close');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  } finally {
    await backend.stop();
  }
  console.log(table(figures));
  writeResults(webRoot, chosen.length === 0 ? 'web' : `web-${chosen.join('-')}`, figures);
}

const boardUrl = ({ webUrl, seeded }: Setup, cards: number) =>
  `${webUrl}/w/${seeded.slug}/b/${seeded.boardIds.get(cards) ?? ''}`;

/** Sign-in and the boards, first and second open, with the JavaScript each route loads. */
async function pageRows(setup: Setup): Promise<Figure[]> {
  const { browser, webUrl, signedIn, seeded, modules } = setup;
  // Alternated, sample by sample, so drift in the machine's load hits every page alike.
  const signInLoads: PageLoad[] = [];
  const coldLoads = new Map<number, PageLoad[]>(CARD_COUNTS.map((count) => [count, []]));
  const inAppOpens = new Map<number, number[]>(CARD_COUNTS.map((count) => [count, []]));
  const warmLoads = new Map<number, PageLoad[]>(CARD_COUNTS.map((count) => [count, []]));
  const copySaves = new Map<number, CopySaves[]>(CARD_COUNTS.map((count) => [count, []]));
  // Second opens whose page had read a copy holding queries before `load_board` answered.
  let copyReadFirst = 0;
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    signInLoads.push(await loadFresh(browser, undefined, `${webUrl}/sign-in`, signInReady));
    for (const count of CARD_COUNTS) {
      const { cold, warm, inApp, saves, restored } = await loadColdThenWarm(
        browser,
        signedIn,
        boardUrl(setup, count),
        seeded.boardIds.get(count) ?? '',
        boardRendered,
        IN_APP_OPENS,
      );
      if (cold.protocol !== 'h2') throw new Error(`the board came over ${cold.protocol}, not HTTP/2`);
      for (const load of [cold, warm])
        if (load.columns !== SEEDED_LISTS)
          throw new Error(`expected ${String(SEEDED_LISTS)} columns, saw ${String(load.columns)}`);
      coldLoads.get(count)?.push(cold);
      inAppOpens.get(count)?.push(...inApp);
      warmLoads.get(count)?.push(warm);
      copySaves.get(count)?.push(saves);
      // Why a second open did or did not show the copy: when it was read, what it held, and when
      // the server's answer came.
      const loadBoard = warm.requests.find((request) => request.url.includes('/rpc/load_board'));
      if (restored && restored.queries > 0 && (!loadBoard || restored.at < loadBoard.end)) copyReadFirst += 1;
      process.stderr.write(
        `second open, ${String(count)} cards: columns at ${warm.ms.toFixed(0)} ms; copy read at ${
          restored ? `${restored.at.toFixed(0)} ms, ${String(restored.queries)} queries` : 'never'
        }; load_board answered at ${loadBoard ? loadBoard.end.toFixed(0) : 'after the columns'} ms\n`,
      );
    }
  }
  const empty = coldLoads.get(0) ?? [];
  for (const [label, load] of [
    ['/sign-in', signInLoads[0]],
    ['empty board, first open', empty[0]],
    ['5000-card board, first open', coldLoads.get(5000)?.[0]],
    ['empty board, second open', warmLoads.get(0)?.[0]],
    ['5000-card board, second open', warmLoads.get(5000)?.[0]],
  ] as const) {
    if (load)
      process.stderr.write(
        `waterfall of ${label} (ready at ${load.ms.toFixed(0)} ms):\n${describeWaterfall(load)}\n`,
      );
  }

  const entryFiles = entryChunks(readManifest(outDir));
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
  // The parts /sign-in loads (its first screen's), not the whole catalogues the later screens add.
  const englishCatalogues = gzipBytes(
    outDir,
    catalogueChunks(readManifest(outDir), 'en').filter((file) => signInFiles.includes(file)),
  );
  const i18nKb = ((await libraryBytes(webRoot)) + englishCatalogues) / 1000;
  const figures: Figure[] = [
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
    figure('first open → all columns of an empty board', 'ms', ms(empty), {
      name: '/sign-in form shown',
      samples: ms(signInLoads),
    }),
    // The board's data is asked for by the first-load script, not once the app has run.
    figure(
      'first open: load_board asked for (ms after navigation), empty board',
      'ms',
      requestStarts(empty, '/rpc/load_board'),
      {
        name: 'entry script asked for',
        samples: requestStarts(empty, `/${entryFiles[0] ?? 'no entry'}`),
      },
    ),
  ];
  for (const count of CARD_COUNTS.filter((c) => c > 0)) {
    figures.push(
      figure(`first open → all columns, ${String(count)} cards`, 'ms', ms(coldLoads.get(count) ?? []), {
        name: 'empty board',
        samples: ms(empty),
      }),
    );
  }
  for (const count of CARD_COUNTS) {
    figures.push(
      figure(
        `second open from the local copy → all columns, ${String(count)} cards`,
        'ms',
        ms(warmLoads.get(count) ?? []),
        { name: `first open, ${String(count)} cards`, samples: ms(coldLoads.get(count) ?? []) },
      ),
    );
  }
  // What a person moving between screens waits for: the app running, the board in the local copy.
  for (const count of CARD_COUNTS) {
    figures.push(
      figure(
        `second open from the workspace page (click → all columns), ${String(count)} cards`,
        'ms',
        inAppOpens.get(count) ?? [],
        { name: `second open in a new tab, ${String(count)} cards`, samples: ms(warmLoads.get(count) ?? []) },
      ),
    );
  }
  // A second open that waited for `load_board` did not show the local copy (the copy was missing
  // or empty when the page read it): counted, since such a sample is a first open in disguise.
  const warm = [...warmLoads.values()].flat();
  const fromCopy = warm.filter((load) =>
    load.requests.every((request) => !request.url.includes('/rpc/load_board') || request.end > load.ms),
  ).length;
  figures.push({
    name: 'second opens whose columns showed before load_board answered (from the local copy)',
    value: fromCopy,
    unit: `of ${String(warm.length)}`,
  });
  // The copy's part of the row above: a page that read its copy in time but whose columns waited
  // for the route's code (a fast server beats the code on a small board) is not the copy's miss.
  figures.push({
    name: 'second opens that had read a non-empty local copy before load_board answered',
    value: copyReadFirst,
    unit: `of ${String(warm.length)}`,
  });
  // What keeping the copy costs a first open: how often it was written (each a whole value) and the
  // longest save, beside the open itself.
  for (const count of CARD_COUNTS) {
    const saves = copySaves.get(count) ?? [];
    const firstOpen = { name: `first open, ${String(count)} cards`, samples: ms(coldLoads.get(count) ?? []) };
    figures.push(
      figure(
        `local copy saves during a first open, ${String(count)} cards`,
        'saves',
        saves.map((s) => s.count),
      ),
      figure(
        `longest local copy save (start → stored), ${String(count)} cards`,
        'ms',
        saves.map((s) => s.longestMs),
        firstOpen,
      ),
      figure(
        `longest main-thread part of one save (JSON), ${String(count)} cards`,
        'ms',
        saves.map((s) => s.longestBusyMs),
        firstOpen,
      ),
    );
    process.stderr.write(
      `local copy, ${String(count)} cards: largest value ${saves.map((s) => `${(s.largest / 1e6).toFixed(2)} MB`).join(', ')}\n`,
    );
  }
  process.stderr.write(`median ready times: /sign-in ${median(ms(signInLoads)).toFixed(0)} ms\n`);
  return figures;
}

/**
 * The table of the 1,000- and 5,000-card boards, first open, beside a first open of the same board's
 * columns in the same samples; then a scroll through the 5,000 rows, counting the long tasks.
 */
async function tableRows(setup: Setup): Promise<Figure[]> {
  const { browser, signedIn } = setup;
  const tableLoads = new Map<number, PageLoad[]>(TABLE_COUNTS.map((count) => [count, []]));
  const boardLoads = new Map<number, PageLoad[]>(TABLE_COUNTS.map((count) => [count, []]));
  const scrolls: TableScroll[] = [];
  const largest = TABLE_COUNTS[TABLE_COUNTS.length - 1] ?? 0;
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    for (const count of TABLE_COUNTS) {
      boardLoads.get(count)?.push(await loadFresh(browser, signedIn, boardUrl(setup, count), boardRendered));
      tableLoads
        .get(count)
        ?.push(await loadFresh(browser, signedIn, `${boardUrl(setup, count)}?view=table`, tableReady(count)));
    }
    process.stderr.write(`table sample ${String(sample + 1)}: opened, scrolling\n`);
    scrolls.push(
      await scrollTable(
        browser,
        signedIn,
        `${boardUrl(setup, largest)}?view=table`,
        tableReady(largest),
        largest,
      ),
    );
  }
  process.stderr.write(
    `table scrolls: ${scrolls
      .map(
        (s) =>
          `${String(s.steps)} steps in ${s.ms.toFixed(0)} ms, ${String(s.longTasks)} long tasks, longest ${s.longestTask.toFixed(0)} ms, ${String(s.missedFrames)} frames not given by the browser`,
      )
      .join('; ')}\n`,
  );
  return [
    ...TABLE_COUNTS.map((count) =>
      figure(`first open → table shown, ${String(count)} cards`, 'ms', ms(tableLoads.get(count) ?? []), {
        name: `first open → all columns, ${String(count)} cards`,
        samples: ms(boardLoads.get(count) ?? []),
      }),
    ),
    figure(
      `scroll through ${String(largest)} table rows: longest task`,
      'ms',
      scrolls.map((s) => s.longestTask),
    ),
    figure(
      `scroll through ${String(largest)} table rows: tasks over 50 ms`,
      'tasks',
      scrolls.map((s) => s.longTasks),
    ),
    figure(
      `scroll through ${String(largest)} table rows, one screen a step: top → last row drawn`,
      'ms',
      scrolls.map((s) => s.ms),
    ),
  ];
}

/** The timeline of a board of dated cards, beside a first open of the same board's columns. */
async function timelineRows(setup: Setup): Promise<Figure[]> {
  const { browser, webUrl, signedIn, seeded } = setup;
  const timelineUrl = `${webUrl}/w/${seeded.slug}/b/${seeded.timelineBoardId}?view=timeline`;
  const timelineLoads: PageLoad[] = [];
  const boardLoads: PageLoad[] = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    boardLoads.push(await loadFresh(browser, signedIn, boardUrl(setup, 1000), boardRendered));
    timelineLoads.push(await loadFresh(browser, signedIn, timelineUrl, timelineReady));
  }
  return [
    figure(`first open → timeline of ${String(TIMELINE_CARDS)} dated cards shown`, 'ms', ms(timelineLoads), {
      name: 'first open, 1000 cards',
      samples: ms(boardLoads),
    }),
  ];
}

/**
 * 100 cards added offline, then the network back: until every one is acknowledged (the board's
 * own status and the database). Beside the same 100 cards added online through the SDK.
 */
async function replayRows(setup: Setup): Promise<Figure[]> {
  const { backend, browser, signedIn, seeded, client } = setup;
  const board = {
    url: `${setup.webUrl}/w/${seeded.slug}/b/${seeded.replayBoardId}`,
    id: seeded.replayBoardId,
  };
  const replays: number[] = [];
  const online: number[] = [];
  for (let sample = 1; sample <= SAMPLES; sample += 1) {
    const tag = `s${String(sample)}`;
    online.push(await addCardsOnline(client, backend, board, OFFLINE_EDITS, tag));
    replays.push(await replayOfflineEdits(browser, signedIn, backend, board, OFFLINE_EDITS, tag));
  }
  return [
    figure(
      `replay of ${String(OFFLINE_EDITS)} cards added offline → all acknowledged, none twice`,
      'ms',
      replays,
      { name: `${String(OFFLINE_EDITS)} cards added online, one by one (SDK)`, samples: online },
    ),
  ];
}

/**
 * Issue 31's web rows: boards of 1,000 and 5,000 cards whose every card has five field values shown
 * on its tile and every other card a cover (half images, half colours), opened first and second
 * time beside the plain board of the same size in the same run; then what the covers asked for in
 * a first open of the 5,000-card board and after one column was scrolled to its end, beside the
 * image-covered tiles drawn. Fails if a thumbnail was requested for a card never drawn, or a full file.
 */
async function depthRows(setup: Setup): Promise<Figure[]> {
  const { backend, browser, signedIn, seeded, client, userId } = setup;
  const started = performance.now();
  const deepIds = new Map<number, string>();
  const imageCovers = new Map<number, number>();
  for (const count of DEPTH_COUNTS) {
    const boardId = await seedBoard(
      backend,
      seeded.workspaceId,
      userId,
      `${String(count)} deep cards`,
      count,
    );
    imageCovers.set(count, await addCardDepth(backend, client, seeded.workspaceId, boardId));
    deepIds.set(count, boardId);
  }
  process.stderr.write(
    `seeded the deep boards (${[...imageCovers].map(([count, images]) => `${String(count)} cards, ${String(images)} image covers`).join('; ')}) in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
  const deepUrl = (count: number) => `${setup.webUrl}/w/${seeded.slug}/b/${deepIds.get(count) ?? ''}`;
  const loads = (kind: 'plain' | 'deep', open: 'cold' | 'warm', count: number) =>
    `${kind} ${open} ${String(count)}`;
  const samples = new Map<string, PageLoad[]>();
  const covers: CoverRequests[] = [];
  const biggest = Math.max(...DEPTH_COUNTS);
  // Alternated, sample by sample and board by board, so drift in the machine's load hits both alike.
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    for (const count of DEPTH_COUNTS) {
      for (const kind of ['plain', 'deep'] as const) {
        const boardId = (kind === 'plain' ? seeded.boardIds : deepIds).get(count) ?? '';
        const url = kind === 'plain' ? boardUrl(setup, count) : deepUrl(count);
        const { cold, warm } = await loadColdThenWarm(browser, signedIn, url, boardId, boardRendered);
        // The second open showed the copy long before its `load_board` was answered; the database
        // (one connection) finishes that first, so the next open does not queue behind it.
        await backend.db.query('select 1');
        for (const [open, load] of [
          ['cold', cold],
          ['warm', warm],
        ] as const) {
          if (load.columns !== SEEDED_LISTS)
            throw new Error(`expected ${String(SEEDED_LISTS)} columns, saw ${String(load.columns)}`);
          const key = loads(kind, open, count);
          samples.set(key, [...(samples.get(key) ?? []), load]);
        }
      }
    }
    const measured = await measureCoverRequests(browser, signedIn, deepUrl(biggest));
    if (measured.strayThumbnails.length > 0)
      throw new Error(
        `thumbnails were requested for ${String(measured.strayThumbnails.length)} cards never on screen (first: ${measured.strayThumbnails.slice(0, 3).join(', ')}): a cover must load only for a tile the board draws`,
      );
    if (measured.signedSettled > measured.coversSettled)
      throw new Error(
        `the board signed ${String(measured.signedSettled)} cover links for ${String(measured.coversSettled)} covers on screen: a link is signed only for a tile in view`,
      );
    if (measured.fullFiles.length > 0)
      throw new Error(
        `the board loaded ${String(measured.fullFiles.length)} full files (first: ${measured.fullFiles[0] ?? ''}): covers must load as thumbnails`,
      );
    covers.push(measured);
  }
  for (const open of ['cold', 'warm'] as const) {
    const load = samples.get(loads('deep', open, biggest))?.[0];
    if (load)
      process.stderr.write(
        `waterfall of the ${String(biggest)}-card board with depth, ${open === 'cold' ? 'first' : 'second'} open (ready at ${load.ms.toFixed(0)} ms):\n${describeWaterfall(load)}\n`,
      );
  }
  process.stderr.write(`cover requests per sample: ${JSON.stringify(covers)}\n`);

  const depth = `${String(DEPTH_FIELDS)} field values each, covers on half`;
  const figures: Figure[] = [];
  for (const count of DEPTH_COUNTS) {
    const of = (kind: 'plain' | 'deep', open: 'cold' | 'warm') =>
      ms(samples.get(loads(kind, open, count)) ?? []);
    figures.push(
      figure(`first open → all columns, ${String(count)} cards, ${depth}`, 'ms', of('deep', 'cold'), {
        name: `plain board, ${String(count)} cards`,
        samples: of('plain', 'cold'),
      }),
      figure(
        `second open from the local copy → all columns, ${String(count)} cards, ${depth}`,
        'ms',
        of('deep', 'warm'),
        { name: `plain board, ${String(count)} cards`, samples: of('plain', 'warm') },
      ),
    );
  }
  const count = (pick: (measured: CoverRequests) => number) => covers.map(pick);
  const where = `${String(biggest)} cards, ${String(imageCovers.get(biggest) ?? 0)} image covers`;
  figures.push(
    figure(
      `thumbnails requested until all columns shown (${where})`,
      'requests',
      count((c) => c.thumbnailsAtReady),
      {
        name: 'image-covered tiles drawn',
        samples: count((c) => c.coversAtReady),
      },
    ),
    figure(
      `thumbnails requested once the covers on screen loaded (${where})`,
      'requests',
      count((c) => c.thumbnailsSettled),
      {
        name: 'image-covered tiles on screen',
        samples: count((c) => c.coversSettled),
      },
    ),
    figure(
      `cover links signed once the covers on screen loaded (${where})`,
      'requests',
      count((c) => c.signedSettled),
      {
        name: 'image-covered tiles on screen',
        samples: count((c) => c.coversSettled),
      },
    ),
    figure(
      `thumbnails requested after one column scrolled to its end (${where})`,
      'requests',
      count((c) => c.thumbnailsScrolled),
      { name: 'image-covered tiles ever drawn', samples: count((c) => c.coversEverDrawn) },
    ),
    figure(
      `cover links signed after one column scrolled to its end (${where})`,
      'requests',
      count((c) => c.signedScrolled),
      { name: 'image-covered tiles ever drawn', samples: count((c) => c.coversEverDrawn) },
    ),
  );
  return figures;
}

await main();
