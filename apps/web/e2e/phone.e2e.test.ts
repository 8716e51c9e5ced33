import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cardTitles, newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';

/** A phone: 390×844 CSS pixels, touch only. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** How far the page scrolls sideways: 0 when everything fits the screen's width. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

/** The element's box, or a failure naming it. */
async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return found;
}

describe('Teamboard on a phone', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let owner: TestUser;

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-phone', 'Philippa Phonebook-Longname');
  });
  afterEach(async () => {
    await context?.close();
  });

  async function openPhone(path: string) {
    context = await browser.newContext(PHONE);
    context.setDefaultTimeout(STEP_TIMEOUT);
    page = await context.newPage();
    await signIn(page, owner, path);
  }

  it('fits the board’s header to the screen: logo, search, account menu, compact presence', async () => {
    const board = await newBoard(owner, 'A board with a rather long name for a phone');
    await seedLists(owner, board, { Todo: ['Alpha'], Doing: [], Done: [] });
    await openPhone(board.path);
    await page.getByRole('link', { name: 'Alpha' }).waitFor();

    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const brand = await box(page, '.app-shell__brand');
    expect(brand.width).toBeGreaterThan(20);
    // No keyboard shortcut hint on a touch screen, but the search is there.
    expect(await page.locator('.search-box__kbd').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Search…' }).isVisible()).toBe(true);
    // The account menu is on screen and opens.
    const account = page.getByRole('button', { name: /Account menu for/ });
    const accountBox = await account.boundingBox();
    expect(accountBox && accountBox.x + accountBox.width).toBeLessThanOrEqual(390);
    await account.tap();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    // The presence text is one line, not a thin column of words.
    const presence = await box(page, '.tb-presence__summary');
    expect(presence.width).toBeGreaterThan(80);
    expect(presence.height).toBeLessThan(40);
  });

  it('moves a card to another list of the same board at a chosen position from the card menu', async () => {
    const board = await newBoard(owner);
    const lists = await seedLists(owner, board, { Todo: ['Alpha'], Done: ['One', 'Two'] });
    await openPhone(`${board.path}/c/${lists.Todo?.cards.Alpha ?? ''}`);
    const drawer = page.getByRole('dialog', { name: 'Alpha' });
    await drawer.getByRole('button', { name: 'Move…' }).tap();

    const dialog = page.getByRole('dialog', { name: /Move “Alpha”/ });
    await dialog.getByRole('combobox', { name: 'Board' }).tap();
    await page.getByRole('option', { name: 'Test board (this board)' }).tap();
    await dialog.getByRole('combobox', { name: 'List' }).tap();
    await page.getByRole('option', { name: 'Done' }).tap();
    await dialog.getByRole('combobox', { name: 'Position' }).tap();
    await page.getByRole('option', { name: '2' }).tap();
    await dialog.getByRole('button', { name: 'Move', exact: true }).tap();
    await dialog.waitFor({ state: 'detached' });
    // The card stays on this board, so its drawer stays open over it until closed.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    await expect.poll(() => cardTitles(page, 'Done'), POLL).toEqual(['One', 'Alpha', 'Two']);
    expect(await cardTitles(page, 'Todo')).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // On the server too.
    await page.reload();
    await expect.poll(() => cardTitles(page, 'Done'), POLL).toEqual(['One', 'Alpha', 'Two']);
  });
});
