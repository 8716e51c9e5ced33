import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cardTitles, newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { dragByKeyboard, dragByMouse, dragByTouch } from './drag-helpers';
import { createCard } from '@teamboard/sdk';

/**
 * Where the middle of a card's tile is, away from its grip, once the tile can be dragged: the grip
 * shows when the board knows the viewer may edit (the role answers after the cards, and a press on
 * a tile before it picks nothing up).
 */
async function tileCentre(page: Page, title: string): Promise<{ x: number; y: number }> {
  await page.getByRole('button', { name: `Move card: ${title}` }).waitFor();
  const box = await page.locator('[data-card-id]', { hasText: title }).boundingBox();
  if (!box) throw new Error(`the card ${title} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height * 0.7 };
}

async function listBox(page: Page, name: string) {
  const box = await page.getByRole('list', { name: `Cards in ${name}` }).boundingBox();
  if (!box) throw new Error(`the list ${name} is not on screen`);
  return box;
}

describe('the board, for everyday use', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let owner: TestUser;

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-everyday-owner', 'Erin Everyday');
  });
  beforeEach(async () => {
    context = await browser.newContext({ hasTouch: true });
    context.setDefaultTimeout(STEP_TIMEOUT);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('keeps every key typed into the filter box at full speed', async () => {
    const board = await newBoard(owner);
    await seedLists(owner, board, { Todo: ['Alpha'] });
    await signIn(page, owner, board.path);
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Alpha']);

    const typed = ' analytics dashboards q3 plan!';
    expect(typed).toHaveLength(30);
    const box = page.getByRole('searchbox', { name: 'Filter cards' });
    await box.click();
    await page.keyboard.type(typed, { delay: 0 });
    await expect.poll(() => box.inputValue(), POLL).toBe(typed);
    // The URL follows (so the filter can be shared), and agrees with the box.
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), POLL).toBe(typed);
    expect(await box.inputValue()).toBe(typed);
  });

  it('drags a whole card by mouse, and a click on it still opens it', async () => {
    const board = await newBoard(owner);
    await seedLists(owner, board, { Backlog: ['Alpha', 'Beta'], Doing: ['Gamma'] });
    await signIn(page, owner, board.path);
    await expect.poll(() => cardTitles(page, 'Backlog'), POLL).toEqual(['Alpha', 'Beta']);

    // Pressed on the tile's body, not its grip.
    const from = await tileCentre(page, 'Alpha');
    const to = await listBox(page, 'Doing');
    await dragByMouse(page, from, { x: to.x + to.width / 2, y: to.y + to.height - 10 }, 'is now in Doing');
    await expect.poll(() => cardTitles(page, 'Doing'), POLL).toEqual(['Gamma', 'Alpha']);

    // A click (no movement past the threshold) opens the card.
    await page.getByRole('link', { name: 'Beta' }).click();
    await page.getByRole('dialog', { name: 'Beta' }).waitFor();
  });

  it('drags a whole card by touch', async () => {
    const board = await newBoard(owner);
    await seedLists(owner, board, { Backlog: ['Alpha', 'Beta'], Doing: ['Gamma'] });
    await signIn(page, owner, board.path);
    await expect.poll(() => cardTitles(page, 'Backlog'), POLL).toEqual(['Alpha', 'Beta']);

    const from = await tileCentre(page, 'Alpha');
    const to = await listBox(page, 'Doing');
    await dragByTouch(page, from, { x: to.x + to.width / 2, y: to.y + to.height - 10 }, 'is now in Doing');
    await expect.poll(() => cardTitles(page, 'Doing'), POLL).toEqual(['Gamma', 'Alpha']);
  });

  it('moves a card to the next list on the first ArrowRight', async () => {
    const board = await newBoard(owner);
    await seedLists(owner, board, {
      Backlog: ['One', 'Two', 'Three'],
      Doing: ['Four', 'Five'],
      Done: ['Six'],
    });
    await signIn(page, owner, board.path);
    await expect.poll(() => cardTitles(page, 'Backlog'), POLL).toEqual(['One', 'Two', 'Three']);

    await page.getByRole('button', { name: 'Move card: One' }).focus();
    await dragByKeyboard(page, [
      ['Space', 'card One is now in Backlog'],
      ['ArrowRight', 'card One is now in Doing'],
      ['Space', 'card One was dropped in Doing'],
    ]);
    await expect.poll(async () => (await cardTitles(page, 'Doing')).includes('One'), POLL).toBe(true);
    expect(await cardTitles(page, 'Backlog')).toEqual(['Two', 'Three']);

    await page.getByRole('button', { name: 'Move card: One' }).focus();
    await dragByKeyboard(page, [
      ['Space', 'card One is now in Doing'],
      ['ArrowLeft', 'card One is now in Backlog'],
      ['Space', 'card One was dropped in Backlog'],
    ]);
    await expect.poll(async () => (await cardTitles(page, 'Backlog')).includes('One'), POLL).toBe(true);
    expect(await cardTitles(page, 'Doing')).toEqual(['Four', 'Five']);
    await page.reload();
    await expect.poll(async () => (await cardTitles(page, 'Backlog')).includes('One'), POLL).toBe(true);
  });

  it('keeps a card where its latest move put it when the live echo of an earlier move comes late', async () => {
    const board = await newBoard(owner);
    const lists = await seedLists(owner, board, {
      Backlog: ['One', 'Two'],
      Doing: ['Four', 'Five'],
      Done: [],
    });
    // The live change the first move makes (card One into Doing) waits here until the test lets it go.
    const echo = Promise.withResolvers<void>();
    let echoHeld = false;
    await page.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((message) => {
        const text = String(message);
        if (!echoHeld && text.includes('"title":"One"') && text.includes(lists.Doing?.id ?? '?')) {
          echoHeld = true;
          void echo.promise.then(() => ws.send(message));
        } else ws.send(message);
      });
    });
    // The second move reaches the server only once that echo is in: the server sends changes in order.
    const secondMove = Promise.withResolvers<void>();
    let moves = 0;
    const MOVE = '**/rest/v1/rpc/move_card';
    await page.route(MOVE, async (route) => {
      moves += 1;
      if (moves === 2) await secondMove.promise;
      await route.continue();
    });
    await signIn(page, owner, board.path);
    await expect.poll(() => cardTitles(page, 'Backlog'), POLL).toEqual(['One', 'Two']);

    try {
      await page.getByRole('button', { name: 'Move card: One' }).focus();
      await dragByKeyboard(page, [
        ['Space', 'card One is now in Backlog'],
        ['ArrowRight', 'card One is now in Doing'],
        ['Space', 'card One was dropped in Doing'],
      ]);
      await expect.poll(() => echoHeld, POLL).toBe(true);
      await page.getByRole('button', { name: 'Move card: One' }).focus();
      await dragByKeyboard(page, [
        ['Space', 'card One is now in Doing'],
        ['ArrowLeft', 'card One is now in Backlog'],
        ['Space', 'card One was dropped in Backlog'],
      ]);
      await expect.poll(() => moves, POLL).toBe(2);
      // The first move's echo arrives while the second move is under way; a card added elsewhere
      // afterwards arrives after it, so once that card shows, the echo has been read.
      echo.resolve();
      await createCard(owner.client, { listId: lists.Done?.id ?? '', title: 'Sentinel' });
      await expect.poll(() => cardTitles(page, 'Done'), POLL).toEqual(['Sentinel']);
      expect(await cardTitles(page, 'Doing')).toEqual(['Four', 'Five']);
      expect(await cardTitles(page, 'Backlog')).toContain('One');
    } finally {
      echo.resolve();
      secondMove.resolve();
    }
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    expect(await cardTitles(page, 'Doing')).toEqual(['Four', 'Five']);
    await page.reload();
    await expect.poll(async () => (await cardTitles(page, 'Backlog')).includes('One'), POLL).toBe(true);
    expect(await cardTitles(page, 'Doing')).toEqual(['Four', 'Five']);
  });

  it('asks before archiving a list', async () => {
    const board = await newBoard(owner);
    await seedLists(owner, board, { Keep: ['Stays'], Old: ['Goes'] });
    await signIn(page, owner, board.path);
    await expect.poll(() => cardTitles(page, 'Old'), POLL).toEqual(['Goes']);

    const archive = async () => {
      await page.getByRole('button', { name: 'Actions for list Old' }).click();
      await page.getByRole('menuitem', { name: 'Archive list' }).click();
    };
    await archive();
    const confirm = page.getByRole('dialog', { name: 'Archive the list Old?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByRole('region', { name: 'Old' }).count()).toBe(1);

    await archive();
    await confirm.getByRole('button', { name: 'Archive list' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Old' }).count(), POLL).toBe(0);
    expect(await cardTitles(page, 'Keep')).toEqual(['Stays']);
  });

  it('keeps the typed title when adding a card fails', async () => {
    const board = await newBoard(owner);
    await seedLists(owner, board, { Todo: [] });
    await signIn(page, owner, board.path);
    await page.getByRole('region', { name: 'Todo' }).getByRole('button', { name: 'Add a card' }).click();
    await page.route('**/rest/v1/cards*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'XX000', message: 'boom', details: null, hint: null }),
          })
        : route.continue(),
    );
    const composer = page.getByLabel('New card in Todo');
    await composer.fill('Do not lose me');
    await page.keyboard.press('Enter');
    await page.getByText("Couldn't add the card").first().waitFor();
    expect(await composer.inputValue()).toBe('Do not lose me');
    expect(await cardTitles(page, 'Todo')).toEqual([]);

    await page.unroute('**/rest/v1/cards*');
    await page.keyboard.press('Enter');
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Do not lose me']);
    expect(await composer.inputValue()).toBe('');
  });

  it('keeps the typed name when adding a list fails', async () => {
    const board = await newBoard(owner);
    await signIn(page, owner, board.path);
    await page.route('**/rest/v1/lists*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'XX000', message: 'boom', details: null, hint: null }),
          })
        : route.continue(),
    );
    const composer = page.getByLabel('New list');
    await composer.fill('Keep this list');
    await page.getByRole('button', { name: 'Add list' }).click();
    await page.getByText("Couldn't add the list").first().waitFor();
    expect(await composer.inputValue()).toBe('Keep this list');

    await page.unroute('**/rest/v1/lists*');
    await page.getByRole('button', { name: 'Add list' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Keep this list' }).count(), POLL).toBe(1);
    expect(await composer.inputValue()).toBe('');
  });
});
