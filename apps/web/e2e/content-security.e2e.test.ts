import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getCard, updateCard } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { cspViolations, recordCspViolations } from './csp-violations';

/** A 1×1 PNG, so a loaded image really renders. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** "Another site" for images: a server on its own port that notes every path asked of it. */
async function otherSite(): Promise<{ server: Server; origin: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
    res.end(PIXEL);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${String(port)}`, requests };
}

describe('content security', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let user: TestUser;

  beforeAll(async () => {
    browser = await sharedChromium();
    user = await newUser('e2e-csp', 'Cass Policy');
  });
  beforeEach(async () => {
    context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    await recordCspViolations(context);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('serves the built app with a strict policy under which sign-in, a live board, a card and the account page work', async () => {
    const board = await newBoard(user, 'Policy board');
    await seedLists(user, board, { Todo: ['Check the headers'] });
    await signIn(page, user, board.path);

    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    const directives = new Map(
      (policy ?? '').split(';').map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    const api = new URL(inject('apiUrl'));
    expect(directives.get('connect-src')).toEqual(["'self'", api.origin, `ws://${api.host}`]);

    // Realtime (a websocket to the backend) goes live, and the card drawer opens with its data.
    await page.locator('.tb-presence__connection[data-state="live"]').waitFor();
    await page.getByRole('link', { name: 'Check the headers' }).click();
    await page.getByRole('dialog', { name: 'Check the headers' }).waitFor();
    expect(await cspViolations(page)).toEqual([]);
    // Each page load starts a new record, so the account page is checked on its own.
    await page.goto(`${inject('webUrl')}/account`);
    await page.getByRole('heading', { name: 'Sessions' }).waitFor();
    expect(await cspViolations(page)).toEqual([]);
  });

  it('fetches an image from another site only after the reader asks', async () => {
    const site = await otherSite();
    try {
      const board = await newBoard(user, 'Pixel board');
      const lists = await seedLists(user, board, { Todo: ['Newsletter'] });
      const cardId = lists.Todo!.cards.Newsletter!;
      const { version } = await getCard(user.client, cardId);
      await updateCard(user.client, {
        cardId,
        expectedVersion: version,
        description: `Draft below.\n\n![Tracking pixel](${site.origin}/pixel.png?reader=me)`,
      });

      await signIn(page, user, `${board.path}/c/${cardId}`);
      const drawer = page.getByRole('dialog', { name: 'Newsletter' });
      const gate = drawer.getByRole('group', { name: 'Tracking pixel' });
      await gate.waitFor();
      expect(await gate.textContent()).toContain(new URL(site.origin).host);
      expect(await drawer.locator('img[alt="Tracking pixel"]').count()).toBe(0);

      // The sentinel: asking loads it, so the silence before was not a slow or broken server.
      await gate.getByRole('button', { name: 'Load image' }).click();
      await expect.poll(() => site.requests, POLL).toEqual(['/pixel.png?reader=me']);
      const image = drawer.locator('img[alt="Tracking pixel"]');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), POLL).toBe(1);
      expect(await cspViolations(page)).toEqual([]);
    } finally {
      await new Promise((resolve) => site.server.close(resolve));
    }
  });
});
