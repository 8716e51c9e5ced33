import { createCard } from '@teamboard/sdk';
import type { Browser, BrowserContext, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { boardKeys, boardRoleKeys } from '@/shared/query-keys/board-keys';
import { signOutThroughMenu } from './auth-helpers';
import { cardTitles, newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { savedAfterFailedRead, savedCard, savedData, storedCopy } from './local-copy-helpers';

describe('the local copy of what the user has seen', () => {
  let browser: Browser;
  let context: BrowserContext;
  let owner: TestUser;

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-local-copy', 'Lola Local');
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows a board seen before while the server does not answer, catches up, and is gone at sign-out', async () => {
    const board = await newBoard(owner, 'Copied board');
    const lists = await seedLists(owner, board, { Todo: ['Seen before'], Done: [] });
    context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    const first = await context.newPage();
    await signIn(first, owner, board.path);
    await expect.poll(() => cardTitles(first, 'Todo'), POLL).toEqual(['Seen before']);
    // Saved in the background (throttled): wait until the copy holds the card.
    await expect
      .poll(async () => (await storedCopy(first, owner.id))?.includes('Seen before'), POLL)
      .toBe(true);
    await first.close();

    // While the tab is closed, someone adds a card; then the API stops answering (requests are held).
    await createCard(owner.client, { listId: lists.Todo?.id ?? '', title: 'Added while away' });
    const apiUrl = inject('apiUrl');
    const held: Route[] = [];
    let holding = true;
    await context.route(
      (url) => url.href.startsWith(apiUrl),
      (route) => (holding ? held.push(route) : route.continue()),
    );

    const page = await context.newPage();
    await page.goto(`${inject('webUrl')}${board.path}`);
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Seen before']);
    expect(await page.getByRole('list', { name: 'Cards in Done' }).count()).toBe(1);
    // Nothing reached the server: what shows came from the copy.
    expect(held.length).toBeGreaterThan(0);

    // The server answers again: the board catches up by itself.
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Seen before', 'Added while away']);

    await signOutThroughMenu(page);
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await expect.poll(() => storedCopy(page, owner.id), POLL).toBeNull();
  });

  it('shows the board in a second tab opened as soon as the first shows its columns, with the server out of reach', async () => {
    const board = await newBoard(owner, 'Board opened twice');
    await seedLists(owner, board, { Todo: ['First card', 'Second card'], Done: ['Third card'] });
    // Signed in before (the session is kept), with no copy yet: the board's first open saves it.
    const signedIn = await browser.newContext();
    const signInPage = await signedIn.newPage();
    await signIn(signInPage, owner, '/');
    const session = await signedIn.storageState();
    await signedIn.close();
    const twoTabs = await browser.newContext({ storageState: session });
    twoTabs.setDefaultTimeout(STEP_TIMEOUT);
    try {
      const first = await twoTabs.newPage();
      await first.goto(`${inject('webUrl')}${board.path}`);
      await expect.poll(() => cardTitles(first, 'Todo'), POLL).toEqual(['First card', 'Second card']);

      // At once, the same board in another tab whose API calls all fail: only the copy can show it.
      const apiUrl = inject('apiUrl');
      const second = await twoTabs.newPage();
      await second.route(
        (url) => url.href.startsWith(apiUrl),
        (route) => route.abort('internetdisconnected'),
      );
      await second.goto(`${inject('webUrl')}${board.path}`);
      await expect.poll(() => cardTitles(second, 'Todo'), POLL).toEqual(['First card', 'Second card']);
      await expect.poll(() => cardTitles(second, 'Done'), POLL).toEqual(['Third card']);
    } finally {
      await twoTabs.close();
    }
  });

  it('opens a board seen before from its workspace page with its code already there, and reads it again only once its columns show', async () => {
    const board = await newBoard(owner, 'Board reopened in the app');
    await seedLists(owner, board, { Todo: ['Kept card'], Done: [] });
    const returning = await browser.newContext();
    returning.setDefaultTimeout(STEP_TIMEOUT);
    try {
      const first = await returning.newPage();
      await signIn(first, owner, board.path);
      await expect.poll(() => cardTitles(first, 'Todo'), POLL).toEqual(['Kept card']);
      await expect
        .poll(async () => (await storedCopy(first, owner.id))?.includes('Kept card'), POLL)
        .toBe(true);
      await first.close();

      // Each read of the board notes whether its columns were on screen when it was asked.
      const page = await returning.newPage();
      await page.addInitScript(() => {
        const reads: boolean[] = [];
        (window as unknown as { boardReads: boolean[] }).boardReads = reads;
        const fetchBefore = window.fetch.bind(window);
        window.fetch = (input, init) => {
          const url = input instanceof Request ? input.url : String(input);
          if (url.includes('/rpc/load_board')) reads.push(document.querySelector('[data-list-id]') !== null);
          return fetchBefore(input, init);
        };
      });
      await page.goto(`${inject('webUrl')}/w/${board.slug}`);
      // Before any click, the workspace page has fetched the board screen's code.
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              performance
                .getEntriesByType('resource')
                .some((entry) => /\/assets\/BoardPage-[^/]+\.js$/.test(entry.name)),
            ),
          POLL,
        )
        .toBe(true);
      await page.getByRole('link', { name: 'Board reopened in the app' }).click();
      await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Kept card']);
      // Shown from the copy first, then read again: not during the screen's first render, which an
      // answer would start over.
      const reads = () => page.evaluate(() => (window as unknown as { boardReads: boolean[] }).boardReads);
      await expect.poll(async () => (await reads()).length, POLL).toBeGreaterThan(0);
      expect(await reads()).not.toContain(false);
    } finally {
      await returning.close();
    }
  });

  it('keeps a board it could not read again, so the next reload without the server still shows it and its open card', async () => {
    const board = await newBoard(owner, 'Unreachable board');
    const lists = await seedLists(owner, board, { Todo: ['Still here'], Done: [] });
    const cardId = lists.Todo?.cards['Still here'] ?? '';
    const unreachable = await browser.newContext();
    unreachable.setDefaultTimeout(STEP_TIMEOUT);
    try {
      const page = await unreachable.newPage();
      // The card open in its drawer, over its board; both in the copy.
      await signIn(page, owner, `${board.path}/c/${cardId}`);
      const drawerTitle = page.getByRole('dialog').getByRole('textbox', { name: 'Card title' });
      await expect.poll(() => drawerTitle.inputValue(), POLL).toBe('Still here');
      await expect
        .poll(async () => {
          const saved = await savedCard(page, cardId);
          return [saved.inDrawer?.title, saved.onBoard?.title];
        }, POLL)
        .toEqual(['Still here', 'Still here']);
      // And the owner's role on the board (admin): without it, the reloaded drawer could not tell whether
      // the title may be edited, and would show it as text (the role's read arrives on its own, and
      // a save may come between the card's answer and the role's).
      await expect.poll(() => savedData(page, boardRoleKeys.of(board.boardId)), POLL).toBe('admin');

      // The API stops answering at all (a network that reaches nothing, while the browser thinks
      // it is online): the reloaded page shows the copy, reads it again, and each read fails.
      const apiUrl = inject('apiUrl');
      await unreachable.route(
        (url) => url.href.startsWith(apiUrl),
        (route) => route.abort('internetdisconnected'),
      );
      await page.reload();
      await expect.poll(() => drawerTitle.inputValue(), POLL).toBe('Still here');
      // The copy saved after the board's reads failed still holds the board (a reload cuts a save
      // under way short, so it waits for that save).
      await expect
        .poll(
          () =>
            savedAfterFailedRead(page, [
              boardKeys.board(board.boardId),
              boardKeys.cards(board.boardId),
              boardKeys.lists(board.boardId),
            ]),
          POLL,
        )
        .toBe(true);

      await page.reload();
      await expect.poll(() => drawerTitle.inputValue(), POLL).toBe('Still here');
      // The drawer keeps the board behind it out of reach: closed, the board is there too.
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Still here']);
      expect(await page.getByRole('list', { name: 'Cards in Done' }).count()).toBe(1);
    } finally {
      await unreachable.close();
    }
  });
});
