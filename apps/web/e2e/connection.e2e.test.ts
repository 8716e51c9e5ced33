import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cardTitles, newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';

/** Every text the connection badge has shown since the page loaded, recorded in the page. */
const RECORD_BADGE = `
  window.__badgeTexts = [];
  new MutationObserver(() => {
    for (const badge of document.querySelectorAll('.tb-presence__connection')) {
      const text = badge.textContent ?? '';
      if (window.__badgeTexts.at(-1) !== text) window.__badgeTexts.push(text);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

const badgeTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __badgeTexts: string[] }).__badgeTexts);

const badge = (page: Page) => page.locator('.tb-presence__connection');

describe('the connection badge and offline edits', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let owner: TestUser;

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-connection-owner', 'Connie Connection');
  });
  beforeEach(async () => {
    context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('shows nothing alarming while a board loads slowly, then Live', async () => {
    const board = await newBoard(owner);
    await seedLists(owner, board, { Todo: ['Alpha'] });
    await signIn(page, owner, board.path);
    await page.addInitScript(RECORD_BADGE);
    // Every API read takes two seconds longer than usual.
    await page.route('**/rest/v1/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.reload();
    await expect.poll(() => cardTitles(page, 'Todo'), { timeout: 15_000, interval: 100 }).toEqual(['Alpha']);
    await expect.poll(() => badge(page).textContent(), POLL).toBe('Live');
    const seen = await badgeTexts(page);
    expect(seen.filter((text) => /offline/i.test(text))).toEqual([]);
  });

  it('says Offline within 2 s of losing the network, queues a card added then, and adds it once back', async () => {
    const board = await newBoard(owner);
    await seedLists(owner, board, { Todo: ['Alpha'] });
    await signIn(page, owner, board.path);
    await expect.poll(() => badge(page).textContent(), POLL).toBe('Live');

    await context.setOffline(true);
    await expect.poll(() => badge(page).textContent(), { timeout: 2_000, interval: 50 }).toMatch(/^Offline/);

    await page.getByRole('region', { name: 'Todo' }).getByRole('button', { name: 'Add a card' }).click();
    const composer = page.getByLabel('New card in Todo');
    await composer.fill('Written on the train');
    await page.keyboard.press('Enter');
    // Queued, as the banner promises, and shown where it will land, marked as waiting.
    const pending = page.locator('.board-pending-card', { hasText: 'Written on the train' });
    await pending.getByText('Waiting to send').waitFor();
    expect(await composer.inputValue()).toBe('');
    expect(await page.getByText(/You are offline/).count()).toBe(0);
    expect(await cardTitles(page, 'Todo')).toEqual(['Alpha']);

    await context.setOffline(false);
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Alpha', 'Written on the train']);
    expect(await pending.count()).toBe(0);
    // Exactly once, also on the server.
    await page.reload();
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Alpha', 'Written on the train']);
  });

  it('keeps what was typed in the card composer when Escape closes it', async () => {
    const board = await newBoard(owner);
    await seedLists(owner, board, { Todo: [] });
    await signIn(page, owner, board.path);
    const todo = page.getByRole('region', { name: 'Todo' });
    await todo.getByRole('button', { name: 'Add a card' }).click();
    await page.getByLabel('New card in Todo').fill('Half a thought');
    await page.keyboard.press('Escape');
    await page.getByLabel('New card in Todo').waitFor({ state: 'detached' });

    await todo.getByRole('button', { name: 'Add a card' }).click();
    expect(await page.getByLabel('New card in Todo').inputValue()).toBe('Half a thought');
  });
});
