import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cardTitles, newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { launchChromium, STEP_TIMEOUT } from './browser';
import { storedCopy } from './local-copy-helpers';
import { appOrigin, buildApp, freePort, serveApp } from './stack';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** The state of the page's active service worker, `null` while there is none. */
const activeWorker = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null);

/** The app's entry script, as the page loaded it or as a build's `index.html` names it. */
const loadedEntry = (page: Page) =>
  page.evaluate(() => document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null);
const builtEntry = async (outDir: string) =>
  /<script type="module"[^>]* src="([^"]+)"/.exec(await readFile(join(outDir, 'index.html'), 'utf8'))?.[1];

describe('the installable app', () => {
  let browser: Browser;
  let context: BrowserContext;
  let owner: TestUser;

  beforeAll(async () => {
    // The one test that lets the app's service worker run (see launchChromium).
    browser = await launchChromium([], { serviceWorkers: 'allow' });
    owner = await newUser('e2e-installable', 'Ines Installed');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('has a valid manifest and a service worker, and starts offline to a board seen before', async () => {
    const board = await newBoard(owner);
    await seedLists(owner, board, { Todo: ['Seen before'], Done: ['Also seen'] });
    context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    const page = await context.newPage();
    await signIn(page, owner, board.path);
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Seen before']);

    // The manifest as Chromium reads it: linked, parsed without errors, its icons there.
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
    const data = JSON.parse(manifest.data ?? '{}') as {
      name: string;
      start_url: string;
      display: string;
      icons: ManifestIcon[];
    };
    expect(data).toMatchObject({ name: 'Teamboard', start_url: '/', display: 'standalone' });
    expect(data.icons.map((icon) => [icon.sizes, icon.purpose ?? 'any'])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of data.icons) {
      const response = await page.request.get(new URL(icon.src, inject('webUrl')).href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }

    // The service worker is active, and Chromium finds nothing in the way of installing the app
    // but the test's own browser context, which is a private window's.
    await expect.poll(() => activeWorker(page), POLL).toBe('activated');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);

    // Offline, a reload starts the app from the worker's cache and shows the board from the local copy.
    await expect.poll(async () => (await storedCopy(page, owner.id))?.includes('Also seen'), POLL).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Seen before']);
    expect(await cardTitles(page, 'Done')).toEqual(['Also seen']);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // A German page links its own manifest (see german.e2e): offline, the worker answers it from its
    // cache, in German, and the icons it names too.
    const fromWorker = async (path: string) => {
      const [response] = await Promise.all([
        // The page's own `fetch`, not the browser reading the linked manifest's icons by itself.
        page.waitForResponse(
          (candidate) =>
            candidate.request().resourceType() === 'fetch' && new URL(candidate.url()).pathname === path,
        ),
        page.evaluate((url) => fetch(url).then((answer) => answer.ok), path),
      ]);
      return { response, fromWorker: response.fromServiceWorker(), status: response.status() };
    };
    const german = await fromWorker('/manifest.de.webmanifest');
    expect({ fromWorker: german.fromWorker, status: german.status }).toEqual({
      fromWorker: true,
      status: 200,
    });
    const germanManifest = (await german.response.json()) as {
      lang: string;
      description: string;
      icons: ManifestIcon[];
    };
    expect(germanManifest).toMatchObject({
      lang: 'de',
      description:
        'Das Kanban-Board deines Teams: Listen und Karten, für alle live und auch offline nutzbar.',
    });
    for (const icon of germanManifest.icons) {
      const answer = await fromWorker(icon.src);
      expect({ src: icon.src, fromWorker: answer.fromWorker, status: answer.status }).toEqual({
        src: icon.src,
        fromWorker: true,
        status: 200,
      });
    }
  }, 120_000);

  it('offers the next build once it is deployed, and its reload serves that build', async () => {
    // A deployment of its own, on an origin of its own: deploying replaces the app's files, which
    // the pages of other test files must not see.
    const deployed = await mkdtemp(join(tmpdir(), 'teamboard-deploy-'));
    await cp(inject('webDist'), deployed, { recursive: true });
    const port = await freePort();
    const server = await serveApp(deployed, port);
    const updates = await browser.newContext();
    updates.setDefaultTimeout(STEP_TIMEOUT);
    try {
      const page = await updates.newPage();
      await page.goto(`${appOrigin(port)}/sign-in`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      await expect.poll(() => activeWorker(page), POLL).toBe('activated');
      // Back the next day: the worker now serves the app.
      await page.reload();
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), POLL)
        .toBe(true);
      const first = await loadedEntry(page);
      expect(first).toBe(await builtEntry(deployed));
      const firstWorker = await readFile(join(deployed, 'sw.js'), 'utf8');

      // The next build is deployed: other chunks, so a worker precaching other files. The browser
      // looks for a new worker now, as it does on its own at a navigation or once a day.
      await buildApp({
        outDir: deployed,
        apiUrl: inject('apiUrl'),
        anonKey: inject('anonKey'),
        buildId: `next-${String(Date.now())}`,
      });
      const next = await builtEntry(deployed);
      expect(next).not.toBe(first);
      expect(await readFile(join(deployed, 'sw.js'), 'utf8')).not.toBe(firstWorker);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });

      // The open page keeps its build until the person chooses; the prompt lets them.
      const prompt = page.locator('.tb-toast', { hasText: 'A new version of Teamboard is ready' });
      await prompt.waitFor();
      expect(await loadedEntry(page)).toBe(first);
      await prompt.getByRole('button', { name: 'Reload', exact: true }).click();
      await expect.poll(() => loadedEntry(page), POLL).toBe(next);
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      expect(await page.getByText('A new version of Teamboard is ready').count()).toBe(0);
    } finally {
      await updates.close();
      await server.close();
      await rm(deployed, { recursive: true, force: true });
    }
  }, 240_000);
});
