import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cardTitles, newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { launchChromium, STEP_TIMEOUT } from './browser';
import { storedCopy } from './local-copy-helpers';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** The state of the page's active service worker, `null` while there is none. */
const activeWorker = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null);

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
  }, 120_000);
});
