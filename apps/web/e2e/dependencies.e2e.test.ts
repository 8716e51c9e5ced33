import { addCardDependency, setListDone } from '@teamboard/sdk';
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
  type TestUser,
} from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { dragByKeyboard } from './drag-helpers';

// Issue 32 in two browsers: a card blocked in one shows its mark live in the
// other, the mark clears there when the blocker is completed here, and a
// blocked card dropped on a done list is asked about before it goes.
describe('card dependencies, live in two browsers', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let owner: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-deps-owner', 'Olga Owner');
    member = await newUser('e2e-deps-member', 'Mika Member');
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  const open = async (user: TestUser, path: string): Promise<Page> => {
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, user, path);
    return page;
  };

  it('clears the blocked mark in the other browser when the blocker is completed, and asks before a blocked card goes to the done list', async () => {
    const board = await newBoard(owner, 'Release');
    await addMember(board, member, 'member');
    const lists = await seedLists(owner, board, { Todo: ['Ship it'], Doing: ['Release notes'], Done: [] });
    await setListDone(owner.client, { listId: lists.Done!.id, done: true });
    const ownerPage = await open(owner, board.path);
    const memberPage = await open(member, board.path);
    await expect.poll(() => cardTitles(memberPage, 'Todo'), POLL).toEqual(['Ship it']);
    const memberTile = memberPage.locator('[data-card-id]', { hasText: 'Ship it' });

    // Browser A blocks "Ship it" by "Release notes" from the card drawer.
    await ownerPage.getByRole('link', { name: 'Ship it' }).click();
    await ownerPage.getByRole('button', { name: /Add a blocking card/ }).click();
    await ownerPage.getByRole('option', { name: 'Release notes' }).click();
    await expect
      .poll(
        () => ownerPage.getByRole('list', { name: 'Blocked by' }).getByText('Release notes').count(),
        POLL,
      )
      .toBe(1);
    await expect.poll(() => memberTile.getByText('Blocked by 1 open card').count(), POLL).toBe(1);

    // Browser A completes the blocker; browser B's mark goes, without a reload.
    await ownerPage.keyboard.press('Escape');
    await ownerPage.getByRole('link', { name: 'Release notes' }).click();
    await ownerPage.getByRole('checkbox', { name: 'Mark as complete' }).click();
    await expect.poll(() => memberTile.getByText(/Blocked by/).count(), POLL).toBe(0);
    await expect.poll(() => memberTile.locator('[data-blocked]').count(), POLL).toBe(0);
    await ownerPage.keyboard.press('Escape');

    // Blocked again (by a new card), browser B drags it onto the done list: asked first.
    const other = await seedLists(owner, board, { Later: ['Legal review'] });
    await addCardDependency(owner.client, {
      cardId: lists.Todo!.cards['Ship it']!,
      blockerCardId: other.Later!.cards['Legal review']!,
    });
    await expect.poll(() => memberTile.getByText('Blocked by 1 open card').count(), POLL).toBe(1);
    await memberPage.getByRole('button', { name: 'Move card: Ship it' }).focus();
    // The live region names each step of the keyboard drag: the sentinels between the keys.
    await dragByKeyboard(memberPage, [
      ['Space', 'card Ship it is now in Todo'],
      ['ArrowRight', 'card Ship it is now in Doing'],
      ['ArrowRight', 'card Ship it is now in Done'],
    ]);
    await memberPage.keyboard.press('Space');
    const question = memberPage.getByRole('dialog', { name: '“Ship it” is still blocked' });
    await expect.poll(() => question.count(), POLL).toBe(1);
    // Until confirmed, it stays where it was (as the other browser sees it).
    await expect.poll(() => cardTitles(ownerPage, 'Todo'), POLL).toEqual(['Ship it']);
    await question.getByRole('button', { name: 'Move anyway' }).click();
    await expect.poll(() => cardTitles(memberPage, 'Done'), POLL).toEqual(['Ship it']);
    await expect.poll(() => cardTitles(ownerPage, 'Done'), POLL).toEqual(['Ship it']);
  });

  it('keeps a blocked card out of a done list once an admin switches the rule on', async () => {
    const board = await newBoard(owner, 'Audit');
    const lists = await seedLists(owner, board, {
      Todo: ['File report'],
      Doing: ['Collect receipts'],
      Done: [],
    });
    await setListDone(owner.client, { listId: lists.Done!.id, done: true });
    await addCardDependency(owner.client, {
      cardId: lists.Todo!.cards['File report']!,
      blockerCardId: lists.Doing!.cards['Collect receipts']!,
    });
    const page = await open(owner, board.path);
    await page.getByRole('button', { name: 'Board menu' }).click();
    await page.getByRole('menuitem', { name: 'Rename or describe…' }).click();
    const rule = page.getByRole('switch', { name: 'Keep blocked cards out of done lists' });
    await rule.click();
    await expect.poll(() => rule.getAttribute('aria-checked'), POLL).toBe('true');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Move card: File report' }).focus();
    await dragByKeyboard(page, [
      ['Space', 'card File report is now in Todo'],
      ['ArrowRight', 'card File report is now in Doing'],
      ['ArrowRight', 'card File report is now in Done'],
    ]);
    await page.keyboard.press('Space');
    // Refused by the server, not asked: the reason is shown and the card is back where it was.
    await expect
      .poll(
        () => page.getByText('this board keeps blocked cards out of done lists', { exact: false }).count(),
        POLL,
      )
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('dialog', { name: /is still blocked/ }).count(), POLL).toBe(0);
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['File report']);
    await expect.poll(() => cardTitles(page, 'Done'), POLL).toEqual([]);
  });
});
