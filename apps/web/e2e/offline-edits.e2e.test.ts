import { getCard, listComments, updateCard } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';

const badge = (page: Page) => page.locator('.tb-presence__connection');

describe('a card edited offline', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let owner: TestUser;

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-offline-edits', 'Otto Offline');
  });
  afterEach(async () => {
    await context?.close();
  });

  /** The card's drawer, open and live, then the browser taken offline. */
  async function offlineDrawer() {
    const board = await newBoard(owner);
    const lists = await seedLists(owner, board, { Todo: ['Draft title'] });
    const cardId = lists.Todo?.cards['Draft title'] ?? '';
    context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    page = await context.newPage();
    await signIn(page, owner, `${board.path}/c/${cardId}`);
    await expect.poll(() => badge(page).textContent(), POLL).toBe('Live');
    await context.setOffline(true);
    await expect.poll(() => badge(page).textContent(), POLL).toMatch(/^Offline/);
    const title = page.getByRole('textbox', { name: 'Card title' });
    await title.fill('Written offline');
    await title.press('Enter');
    return { cardId, title };
  }

  it('shows the new title while it waits, and saves it once back', async () => {
    const { cardId, title } = await offlineDrawer();
    // The board beneath shows it too, not the old title.
    await page
      .locator('[data-card-id] .tb-card-tile__open', { hasText: 'Written offline' })
      .waitFor({ state: 'attached' });
    expect(await title.inputValue()).toBe('Written offline');
    expect((await getCard(owner.client, cardId)).title).toBe('Draft title');

    await context.setOffline(false);
    await expect.poll(async () => (await getCard(owner.client, cardId)).title, POLL).toBe('Written offline');
  });

  it('offers both titles when someone else changed it meanwhile, and keeps mine on request', async () => {
    const { cardId, title } = await offlineDrawer();
    const seen = await getCard(owner.client, cardId);
    await updateCard(owner.client, { cardId, expectedVersion: seen.version, title: 'Changed elsewhere' });

    await context.setOffline(false);
    const conflict = page.getByRole('alert').filter({ hasText: 'Someone else changed the title meanwhile' });
    await conflict.waitFor();
    expect(await conflict.getByText('Theirs: “Changed elsewhere”').count()).toBe(1);
    expect(await conflict.getByText('Yours: “Written offline”').count()).toBe(1);
    await expect.poll(() => title.inputValue(), POLL).toBe('Changed elsewhere');

    await conflict.getByRole('button', { name: 'Keep my title' }).click();
    await expect.poll(async () => (await getCard(owner.client, cardId)).title, POLL).toBe('Written offline');
    await expect.poll(() => title.inputValue(), POLL).toBe('Written offline');
    expect(await conflict.count()).toBe(0);
  });

  it('shows a comment written offline as pending text, and posts it once back', async () => {
    const { cardId } = await offlineDrawer();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Write a comment').fill('Noted on the plane');
    await drawer.getByRole('button', { name: 'Comment', exact: true }).click();
    const pending = drawer.locator('.tb-comment[data-pending]', { hasText: 'Noted on the plane' });
    await pending.waitFor();
    expect(await drawer.getByLabel('Write a comment').inputValue()).toBe('');

    await context.setOffline(false);
    await expect
      .poll(async () => (await listComments(owner.client, cardId)).map((comment) => comment.body), POLL)
      .toEqual(['Noted on the plane']);
    await pending.waitFor({ state: 'detached' });
    expect(await drawer.locator('.tb-comment', { hasText: 'Noted on the plane' }).count()).toBe(1);
  });
});
