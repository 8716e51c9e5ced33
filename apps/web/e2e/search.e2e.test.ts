import {
  addComment,
  assignCard,
  createBoard,
  createCard,
  createList,
  getCard,
  updateCard,
} from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addMember, newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';

/** A local day as the calendar keys its cells: `YYYY-MM-DD`. */
const dayKey = (date: Date) =>
  `${String(date.getFullYear())}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('finding work: search, my cards and the calendar', () => {
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  let owner: TestUser;
  let member: TestUser;

  const open = async (user: TestUser, path: string, viewport?: { width: number; height: number }) => {
    const context = await browser.newContext(viewport ? { viewport } : {});
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, user, path);
    return page;
  };
  /**
   * Tall enough for a six-week month. Playwright scrolls a drop target that is partly below the
   * fold into view between pressing and moving, and Chromium then starts no drag at all: a drop
   * onto the last row failed so on every try.
   */
  const WHOLE_MONTH = { width: 1280, height: 1200 };

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-search-owner', 'Sasha Owner');
    member = await newUser('e2e-search-member', 'Milo Member');
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });

  it('Ctrl-K, part of a word from a comment, Enter: that card opens', async () => {
    const board = await newBoard(owner, 'Harbour');
    const lists = await seedLists(owner, board, { Todo: ['Quarterly plan', 'Unrelated chores'] });
    const cardId = lists.Todo?.cards['Quarterly plan'] ?? '';
    await addComment(owner.client, { cardId, body: 'The lighthouse keeper wants the report by Friday.' });
    const page = await open(owner, board.path);
    // The app bar's search box is there once the workspace screens are.
    await expect.poll(() => page.getByRole('button', { name: /Search…/ }).count(), POLL).toBe(1);
    await expect.poll(() => page.getByRole('list', { name: 'Cards in Todo' }).count(), POLL).toBe(1);

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search the workspace' });
    const input = palette.getByRole('combobox', { name: 'Search the workspace' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement), POLL).toBe(true);
    await page.keyboard.type('lightho');
    const option = palette.getByRole('option', { name: /Quarterly plan/ });
    await expect.poll(() => option.count(), POLL).toBe(1);
    // The snippet shows the comment with the matched word marked.
    await expect.poll(() => option.locator('mark').first().textContent(), POLL).toBe('lighthouse');
    await expect.poll(() => option.getAttribute('aria-selected'), POLL).toBe('true');

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `${board.path}/c/${cardId}`);
    await expect
      .poll(() => page.getByRole('dialog').getByRole('heading', { name: 'Quarterly plan' }).count(), POLL)
      .toBe(1);
  });

  it('"my cards" lists a card assigned to me on another board of the workspace', async () => {
    const board = await newBoard(owner, 'First board');
    await addMember(board, member, 'member');
    await seedLists(owner, board, { Todo: ['Not mine'] });
    const other = await createBoard(owner.client, { workspaceId: board.workspaceId, name: 'Second board' });
    const list = await createList(owner.client, { boardId: other.id, name: 'Doing' });
    const card = await createCard(owner.client, { listId: list.id, title: 'Fix the crane' });
    await assignCard(owner.client, { cardId: card.id, userId: member.id });

    const page = await open(member, `/w/${board.slug}`);
    await page.getByRole('link', { name: 'My cards' }).click();
    await page.waitForURL((url) => url.pathname === `/w/${board.slug}/my-cards`);
    const link = page.getByRole('link', { name: 'Fix the crane' });
    await expect.poll(() => link.count(), POLL).toBe(1);
    await expect.poll(() => page.getByText('Second board · Doing').count(), POLL).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: /No due date/ }).count(), POLL).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: 'Not mine' }).count(), POLL).toBe(0);

    await link.click();
    await page.waitForURL((url) => url.pathname === `/w/${board.slug}/b/${other.id}/c/${card.id}`);
  });

  it('dragging a card to another day changes its due date, and a second browser sees it move', async () => {
    const board = await newBoard(owner, 'Schedule');
    await addMember(board, member, 'member');
    const lists = await seedLists(owner, board, { Todo: ['Crane inspection'] });
    const cardId = lists.Todo?.cards['Crane inspection'] ?? '';
    const now = new Date();
    const due = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 15, 45);
    // A day in the same month, so both days are on the grid that opens.
    const to = new Date(due);
    to.setDate(due.getDate() + (due.getDate() <= 14 ? 5 : -5));
    const seen = await getCard(owner.client, cardId);
    await updateCard(owner.client, { cardId, expectedVersion: seen.version, dueAt: due.toISOString() });

    const path = `${board.path}/calendar`;
    // The owner comes through the board's own link; the member opens the address.
    const ownerPage = await open(owner, board.path, WHOLE_MONTH);
    await ownerPage.getByRole('radio', { name: 'Calendar' }).click();
    await ownerPage.waitForURL((url) => url.pathname === path);
    const memberPage = await open(member, path);
    const chipIn = (page: Page, day: Date) =>
      page.locator(`td[data-day="${dayKey(day)}"]`).getByRole('button', { name: 'Crane inspection' });
    for (const page of [ownerPage, memberPage])
      await expect.poll(() => chipIn(page, due).count(), POLL).toBe(1);

    await chipIn(ownerPage, due).dragTo(ownerPage.locator(`td[data-day="${dayKey(to)}"]`));

    await expect.poll(() => chipIn(ownerPage, to).count(), POLL).toBe(1);
    await expect.poll(() => chipIn(memberPage, to).count(), POLL).toBe(1);
    await expect.poll(() => chipIn(memberPage, due).count(), POLL).toBe(0);
    // Stored through the versioned update: the new day, the same time of day.
    const stored = await getCard(owner.client, cardId);
    expect(stored.version).toBe(seen.version + 2);
    const storedDue = new Date(stored.due_at ?? '');
    expect([dayKey(storedDue), storedDue.getHours(), storedDue.getMinutes()]).toEqual([dayKey(to), 15, 45]);
  });
});
