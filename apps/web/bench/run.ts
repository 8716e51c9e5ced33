import { fileURLToPath } from 'node:url';
import { startLocalSupabase } from '@teamboard/local-supabase';
import { figure, table, writeResults, type Figure } from '@teamboard/bench-kit';
import { createUserWithSession } from '@teamboard/local-supabase/testing';
import { build, preview } from 'vite';
import { launchChromium } from '../e2e/browser';
import { sampleBoards, signIn } from './board-render';
import { gzipBytes, readManifest, routeChunks } from './bundle-size';
import { catalogueChunks, libraryBytes } from './i18n-size';
import { seedBoards } from './seed-board';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const outDir = fileURLToPath(new URL('../node_modules/.bench-dist', import.meta.url));
const CARDS = 1000;
const LISTS = 5;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 5);

/** Lazy route modules, by source path as the build manifest names them. */
const ROUTES = {
  'sign-in': ['src/features/auth/components/SignInPage.tsx'],
  board: ['src/features/board/components/BoardPage.tsx'],
};

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
    await build({ root: webRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
    const manifest = readManifest(outDir);
    // The first render waits for the active language's catalogues, so they count towards the route.
    const englishCatalogues = gzipBytes(outDir, catalogueChunks(manifest, 'en'));
    const signInBytes = gzipBytes(outDir, routeChunks(manifest, ROUTES['sign-in'])) + englishCatalogues;
    const boardBytes = gzipBytes(outDir, routeChunks(manifest, ROUTES.board));
    figures.push({ name: 'JS shipped for /sign-in (gzip)', value: signInBytes / 1000, unit: 'kB' });
    const i18nBytes = (await libraryBytes(webRoot)) + englishCatalogues;
    figures.push({
      name: 'JS added to /sign-in by i18n: library + English catalogues (gzip)',
      value: i18nBytes / 1000,
      unit: 'kB',
      reference: { name: '/sign-in', value: signInBytes / 1000 },
      ratio: i18nBytes / signInBytes,
    });
    figures.push({
      name: 'JS shipped for the board route (gzip)',
      value: boardBytes / 1000,
      unit: 'kB',
      reference: { name: '/sign-in', value: signInBytes / 1000 },
      ratio: boardBytes / signInBytes,
    });

    const email = `bench-${String(Date.now())}@example.test`;
    const password = 'bench-password-1';
    const session = await createUserWithSession(backend, email, password, { display_name: 'Bench' });
    const seeded = await seedBoards(backend, session.user.id, CARDS);
    const server = await preview({
      root: webRoot,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0 },
    });
    const webUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
    if (webUrl === undefined) throw new Error('vite preview has no URL');
    const browser = await launchChromium();
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, webUrl, email, password);
      const storageState = await context.storageState();
      await context.close();
      const board = (id: string) => `${webUrl}/w/${seeded.slug}/b/${id}`;
      const times = await sampleBoards(
        browser,
        storageState,
        { full: board(seeded.fullBoardId), empty: board(seeded.emptyBoardId) },
        LISTS,
        SAMPLES,
      );
      figures.push(
        figure(`render a board of ${String(CARDS)} cards (navigation → all columns)`, 'ms', times.full, {
          name: 'empty board',
          samples: times.empty,
        }),
      );
    } finally {
      await browser.close();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    }
  } finally {
    await backend.stop();
  }
  console.log(table(figures));
  writeResults(webRoot, 'web', figures);
}

await main();
