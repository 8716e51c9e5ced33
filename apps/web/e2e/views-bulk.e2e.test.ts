import { createLabel } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// Issue 33's bulk actions through the app: the owner selects 20 rows of the table with a Shift-click
// and moves them to another list in one go; the member's columns view, in a second browser, shows
// them moved live, and one Undo brings all 20 back in their order. A viewer gets no selection.
const titles = Array.from({ length: 21 }, (_, i) => `Task ${String(i + 1).padStart(2, '0')}`);

describe('bulk actions in the table', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let owner: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let board: TestBoard;

  const open = async (user: TestUser, path: string) => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, user, path);
    return page;
  };
  const openTable = async (user: TestUser) => {
    const page = await open(user, board.path);
    await page.getByRole('radio', { name: 'Table' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view'), POLL).toBe('table');
    return page;
  };
  const tableTitles = (page: Page) =>
    page.getByRole('grid', { name: 'Cards' }).locator('[data-card-id] .board-table__title').allTextContents();

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-bulk-owner', 'Olga Owner');
    member = await newUser('e2e-bulk-member', 'Mika Member');
    viewer = await newUser('e2e-bulk-viewer', 'Vera Viewer');
    board = await newBoard(owner, 'Bulk');
    await addMember(board, member, 'member');
    await addMember(board, viewer, 'viewer');
    await seedLists(owner, board, { Todo: titles, Done: ['Already done'] });
    await createLabel(owner.client, { boardId: board.boardId, name: 'Urgent', color: 'red' });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('moves 20 Shift-selected rows to another list, live in the other browser, and one Undo brings them all back', async () => {
    const memberPage = await open(member, board.path);
    const ownerPage = await openTable(owner);
    // Both boards are live (each sees the other here) before anything changes.
    await expect.poll(() => memberPage.getByText('Olga Owner is here').count(), POLL).toBe(1);
    await expect.poll(() => ownerPage.getByText('Mika Member is here').count(), POLL).toBe(1);
    await expect.poll(() => tableTitles(ownerPage), POLL).toEqual([...titles, 'Already done']);

    await ownerPage.getByRole('checkbox', { name: 'Select “Task 01”' }).click();
    await ownerPage.getByRole('checkbox', { name: 'Select “Task 20”' }).click({ modifiers: ['Shift'] });
    const bar = ownerPage.getByRole('toolbar', { name: 'Selected cards' });
    await expect.poll(() => bar.getByText('20 selected').count(), POLL).toBe(1);
    expect(await ownerPage.locator('[data-card-id][aria-selected="true"]').count()).toBe(20);
    expect(
      await ownerPage.getByRole('checkbox', { name: 'Select “Task 21”' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(
      await ownerPage.getByRole('checkbox', { name: 'Select all shown cards' }).getAttribute('aria-checked'),
    ).toBe('mixed');

    await bar.getByRole('button', { name: 'Move to list' }).click();
    await ownerPage.getByRole('menuitem', { name: 'Done' }).click();
    await expect.poll(() => ownerPage.getByText('Moved 20 cards to Done').count(), POLL).toBe(1);

    // The other browser's columns: all 20 in Done after the card that was there, in their order.
    await expect
      .poll(() => cardTitles(memberPage, 'Done'), POLL)
      .toEqual(['Already done', ...titles.slice(0, 20)]);
    expect(await cardTitles(memberPage, 'Todo')).toEqual(['Task 21']);

    await ownerPage.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => cardTitles(memberPage, 'Todo'), POLL).toEqual(titles);
    expect(await cardTitles(memberPage, 'Done')).toEqual(['Already done']);
    await expect.poll(() => tableTitles(ownerPage), POLL).toEqual([...titles, 'Already done']);
  });

  it('selects with Space from the keyboard, and labels, assigns and archives card by card, each with one Undo', async () => {
    const ownerPage = await openTable(owner);
    await expect.poll(() => tableTitles(ownerPage), POLL).toEqual([...titles, 'Already done']);
    const row = (title: string) => ownerPage.locator('[data-card-id]', { hasText: title });
    await ownerPage.getByRole('gridcell', { name: 'Task 21', exact: true }).click();
    await ownerPage.keyboard.press('Space');
    await expect.poll(() => row('Task 21').getAttribute('aria-selected'), POLL).toBe('true');
    await ownerPage.keyboard.press('ArrowUp');
    await ownerPage.keyboard.press('Shift+Space');
    const bar = ownerPage.getByRole('toolbar', { name: 'Selected cards' });
    await expect.poll(() => bar.getByText('2 selected').count(), POLL).toBe(1);
    expect(await row('Task 20').getAttribute('aria-selected')).toBe('true');
    expect(await row('Task 19').getAttribute('aria-selected')).toBe('false');

    await bar.getByRole('button', { name: 'Add label' }).click();
    await ownerPage.getByRole('menuitem', { name: 'Urgent' }).click();
    await expect.poll(() => ownerPage.getByText('Added “Urgent” to 2 cards').count(), POLL).toBe(1);
    await expect.poll(() => row('Task 20').getByText('Urgent').count(), POLL).toBe(1);
    await expect.poll(() => row('Task 21').getByText('Urgent').count(), POLL).toBe(1);
    await ownerPage.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => row('Task 20').getByText('Urgent').count(), POLL).toBe(0);
    await expect.poll(() => row('Task 21').getByText('Urgent').count(), POLL).toBe(0);

    const avatars = (title: string) =>
      row(title)
        .getByRole('img', { name: /^Mika Member/ })
        .count();
    await bar.getByRole('button', { name: 'Assign' }).click();
    await ownerPage.getByRole('menuitem', { name: 'Mika Member' }).click();
    await expect.poll(() => ownerPage.getByText('Assigned Mika Member to 2 cards').count(), POLL).toBe(1);
    await expect.poll(() => avatars('Task 20'), POLL).toBe(1);
    await expect.poll(() => avatars('Task 21'), POLL).toBe(1);
    await ownerPage.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => avatars('Task 20'), POLL).toBe(0);
    await expect.poll(() => avatars('Task 21'), POLL).toBe(0);

    await bar.getByRole('button', { name: 'Archive' }).click();
    await expect.poll(() => ownerPage.getByText('Archived 2 cards').count(), POLL).toBe(1);
    await expect.poll(() => tableTitles(ownerPage), POLL).toEqual([...titles.slice(0, 19), 'Already done']);
    // The archived rows left the selection with the table.
    expect(await bar.count()).toBe(0);
    await ownerPage.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => tableTitles(ownerPage), POLL).toEqual([...titles, 'Already done']);
  });

  it('offers a viewer no selection', async () => {
    const viewerPage = await openTable(viewer);
    await expect.poll(() => tableTitles(viewerPage), POLL).toEqual([...titles, 'Already done']);
    expect(await viewerPage.getByRole('grid', { name: 'Cards' }).getByRole('checkbox').count()).toBe(0);
    expect(await viewerPage.getByRole('toolbar', { name: 'Selected cards' }).count()).toBe(0);
  });
});
