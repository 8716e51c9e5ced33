import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
import { dragByKeyboard } from './drag-helpers';

describe('two people on one board', () => {
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  let owner: TestUser;
  let member: TestUser;
  let board: TestBoard;
  let ownerPage: Page;
  let memberPage: Page;

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-rt-owner', 'Olga Owner');
    member = await newUser('e2e-rt-member', 'Mika Member');
  });
  beforeEach(async () => {
    board = await newBoard(owner, 'Live board');
    await addMember(board, member, 'member');
    await seedLists(owner, board, { Todo: ['First', 'Second', 'Third'], Done: [] });
    const open = async (user: TestUser) => {
      const context = await browser.newContext();
      context.setDefaultTimeout(STEP_TIMEOUT);
      contexts.push(context);
      const page = await context.newPage();
      await signIn(page, user, board.path);
      return page;
    };
    ownerPage = await open(owner);
    memberPage = await open(member);
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });

  it('each sees the other in the presence bar, with the card they have open', async () => {
    await expect.poll(() => ownerPage.getByText('Mika Member is here').count(), POLL).toBe(1);
    await expect.poll(() => memberPage.getByText('Olga Owner is here').count(), POLL).toBe(1);
    await memberPage.getByRole('link', { name: 'Second' }).click();
    await expect.poll(() => ownerPage.getByText('Mika Member has “Second” open').count(), POLL).toBe(1);
  });

  it("sees the other's moves and comments without reloading", async () => {
    await expect.poll(() => memberPage.getByText('Olga Owner is here').count(), POLL).toBe(1);
    await ownerPage.getByRole('button', { name: 'Move card: First' }).focus();
    await dragByKeyboard(ownerPage, [
      ['Space', 'card First is now in Todo, position 1 of 3'],
      ['ArrowDown', 'position 2 of 3'],
      ['ArrowDown', 'position 3 of 3'],
      ['Space', 'card First was dropped'],
    ]);
    await expect.poll(() => cardTitles(ownerPage, 'Todo'), POLL).toEqual(['Second', 'Third', 'First']);
    await expect.poll(() => cardTitles(memberPage, 'Todo'), POLL).toEqual(['Second', 'Third', 'First']);

    // The member opens a card; the owner comments on it.
    await memberPage.getByRole('link', { name: 'Third' }).click();
    await ownerPage.getByRole('link', { name: 'Third' }).click();
    await ownerPage.getByLabel('Write a comment').fill('Looks good to me');
    await ownerPage.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect.poll(() => memberPage.getByText('Looks good to me').count(), POLL).toBe(1);
    // And the count on the tile follows, behind the drawer.
    await memberPage.keyboard.press('Escape');
    const tile = memberPage.locator('[data-card-id]', { hasText: 'Third' });
    await expect.poll(() => tile.getByText('1 comment').count(), POLL).toBe(1);
  });

  it("sees the other's upload and its deletion in the open drawer and on the tile, without reloading", async () => {
    await expect.poll(() => memberPage.getByText('Olga Owner is here').count(), POLL).toBe(1);
    await memberPage.getByRole('link', { name: 'Second' }).click();
    const memberDrawer = memberPage.getByRole('dialog');
    await expect.poll(() => memberDrawer.getByText('No attachments').count(), POLL).toBe(1);

    await ownerPage.getByRole('link', { name: 'Second' }).click();
    await ownerPage
      .getByLabel('Choose files')
      .setInputFiles({ name: 'minutes.txt', mimeType: 'text/plain', buffer: Buffer.from('minutes') });
    // Stored: it is among the owner's attachments (a finished upload leaves the upload list).
    await expect
      .poll(() => ownerPage.getByRole('button', { name: 'Download minutes.txt' }).count(), POLL)
      .toBe(1);
    await expect
      .poll(() => memberDrawer.getByRole('button', { name: 'Download minutes.txt' }).count(), POLL)
      .toBe(1);
    // The tile behind the drawer counts it too.
    const tile = memberPage.locator('[data-card-id]', { hasText: 'Second' });
    await expect.poll(() => tile.getByText('1 attachment', { exact: false }).count(), POLL).toBe(1);

    await ownerPage.getByRole('button', { name: 'Delete minutes.txt' }).click();
    await expect.poll(() => memberDrawer.getByText('No attachments').count(), POLL).toBe(1);
    await expect.poll(() => tile.getByText('attachment', { exact: false }).count(), POLL).toBe(0);
  });
});
