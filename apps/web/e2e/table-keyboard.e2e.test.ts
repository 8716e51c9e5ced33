import { getCard } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addMember,
  cardTitles,
  newBoard,
  newUser,
  POLL,
  seedLists,
  signIn,
  type TestBoard,
  type TestUser,
} from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { focused, pressUntilFocused } from './focus-helpers';

// Issue 33's keyboard-only journey through the table: no click anywhere after signing in. Tab into the
// grid, arrows to a title, Enter edits and Enter saves (live in a second browser), Escape cancels (the
// server keeps the title), Space selects a row and Shift+Arrow extends the selection, Shift+Tab reaches the bulk bar, its menu moves the
// selected cards and Ctrl+Z undoes that move.

describe('the table from the keyboard alone', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let owner: TestUser;
  let member: TestUser;
  let board: TestBoard;
  let seeded: Awaited<ReturnType<typeof seedLists>>;

  const open = async (user: TestUser, path: string) => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, user, path);
    return page;
  };
  const tableTitles = (page: Page) =>
    page.getByRole('grid', { name: 'Cards' }).locator('[data-card-id] .board-table__title').allTextContents();

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-tablekeys-owner', 'Olga Owner');
    member = await newUser('e2e-tablekeys-member', 'Mika Member');
    board = await newBoard(owner, 'Keys');
    await addMember(board, member, 'member');
    seeded = await seedLists(owner, board, { Todo: ['Alpha', 'Bravo', 'Charlie', 'Delta'], Done: ['Echo'] });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('edits, cancels, selects, bulk-moves and undoes without a mouse', async () => {
    const memberPage = await open(member, board.path);
    const ownerPage = await open(owner, board.path);
    // Straight to the table by its address: the switcher is the mouse's way there.
    await ownerPage.goto(`${inject('webUrl')}${board.path}?view=table`);
    // Both boards are live (each sees the other here), and the table shows the server's rows, before any key.
    await expect.poll(() => memberPage.getByText('Olga Owner is here').count(), POLL).toBe(1);
    await expect.poll(() => ownerPage.getByText('Mika Member is here').count(), POLL).toBe(1);
    await expect
      .poll(() => tableTitles(ownerPage), POLL)
      .toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);

    // Tab from the top of the page lands in the grid on its first title (one tab stop for the grid).
    await pressUntilFocused(ownerPage, 'Tab', 'Alpha', 60);
    expect(await ownerPage.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('gridcell');
    await ownerPage.keyboard.press('ArrowDown');
    await expect.poll(() => focused(ownerPage), POLL).toBe('Bravo');
    await ownerPage.keyboard.press('ArrowRight');
    await expect.poll(() => focused(ownerPage), POLL).toBe('Todo');
    await ownerPage.keyboard.press('ArrowLeft');
    await expect.poll(() => focused(ownerPage), POLL).toBe('Bravo');

    // Escape drops an edit: the cell shows the old title again and keeps the focus.
    await ownerPage.keyboard.press('Enter');
    await expect.poll(() => focused(ownerPage), POLL).toBe('Title of Bravo');
    await ownerPage.keyboard.press('ControlOrMeta+a');
    await ownerPage.keyboard.type('Bravo, never saved');
    await ownerPage.keyboard.press('Escape');
    await expect.poll(() => focused(ownerPage), POLL).toBe('Bravo');

    // Enter saves: the member's columns view shows the new title live.
    await ownerPage.keyboard.press('ArrowDown');
    await expect.poll(() => focused(ownerPage), POLL).toBe('Charlie');
    await ownerPage.keyboard.press('Enter');
    await expect.poll(() => focused(ownerPage), POLL).toBe('Title of Charlie');
    await ownerPage.keyboard.press('ControlOrMeta+a');
    await ownerPage.keyboard.type('Charlie renamed');
    await ownerPage.keyboard.press('Enter');
    await expect.poll(() => focused(ownerPage), POLL).toBe('Charlie renamed');
    await expect
      .poll(() => cardTitles(memberPage, 'Todo'), POLL)
      .toEqual(['Alpha', 'Bravo', 'Charlie renamed', 'Delta']);
    // The save that came after the cancelled edit has arrived, so the server had its chance to change Bravo.
    expect((await getCard(owner.client, seeded.Todo!.cards.Charlie!)).title).toBe('Charlie renamed');
    expect((await getCard(owner.client, seeded.Todo!.cards.Bravo!)).title).toBe('Bravo');

    // Space selects the focused row; Shift+Up extends the selection twice, Shift+Down takes the last
    // row back. The bar announces the count.
    const selectedTitles = () =>
      ownerPage.locator('[data-card-id][aria-selected="true"] .board-table__title').allTextContents();
    const bar = ownerPage.getByRole('toolbar', { name: 'Selected cards' });
    await ownerPage.keyboard.press('Space');
    await expect.poll(() => bar.getByText('1 selected').count(), POLL).toBe(1);
    await ownerPage.keyboard.press('Shift+ArrowUp');
    await expect.poll(() => focused(ownerPage), POLL).toBe('Bravo');
    await ownerPage.keyboard.press('Shift+ArrowUp');
    await expect.poll(() => focused(ownerPage), POLL).toBe('Alpha');
    await expect.poll(selectedTitles, POLL).toEqual(['Alpha', 'Bravo', 'Charlie renamed']);
    await ownerPage.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => focused(ownerPage), POLL).toBe('Bravo');
    await expect.poll(() => bar.getByText('2 selected').count(), POLL).toBe(1);
    expect(await selectedTitles()).toEqual(['Bravo', 'Charlie renamed']);

    // Shift+Tab back out of the grid reaches the bar; its menu picks the list with arrows and Enter.
    await pressUntilFocused(ownerPage, 'Shift+Tab', 'Move to list', 30);
    await ownerPage.keyboard.press('Enter');
    await expect.poll(() => ownerPage.getByRole('menuitem', { name: 'Done' }).count(), POLL).toBe(1);
    // The menu takes the focus a moment after it shows: arrows pressed before go nowhere.
    await expect
      .poll(() => ownerPage.evaluate(() => document.activeElement?.getAttribute('role')), POLL)
      .toBe('menuitem');
    await pressUntilFocused(ownerPage, 'ArrowDown', 'Done', 5);
    await ownerPage.keyboard.press('Enter');
    await expect.poll(() => ownerPage.getByText('Moved 2 cards to Done').count(), POLL).toBe(1);
    await expect
      .poll(() => cardTitles(memberPage, 'Done'), POLL)
      .toEqual(['Echo', 'Bravo', 'Charlie renamed']);

    // One Ctrl+Z takes the whole move back, in the member's columns too.
    await ownerPage.keyboard.press('ControlOrMeta+z');
    await expect
      .poll(() => cardTitles(memberPage, 'Todo'), POLL)
      .toEqual(['Alpha', 'Bravo', 'Charlie renamed', 'Delta']);
    expect(await cardTitles(memberPage, 'Done')).toEqual(['Echo']);
    await expect
      .poll(() => tableTitles(ownerPage), POLL)
      .toEqual(['Alpha', 'Bravo', 'Charlie renamed', 'Delta', 'Echo']);
  });
});
