import { addCardLabel, createLabel } from '@teamboard/sdk';
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
  type TestUser,
} from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { dragByKeyboard, dragByMouse } from './drag-helpers';

/** The list names left to right, read from their drag handles. */
const listNames = (page: Page) =>
  page
    .locator('.board-canvas')
    .getByRole('button', { name: /^Move list: / })
    .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label')?.slice(11)));

describe('the board', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let owner: TestUser;

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-board-owner', 'Olivia Owner');
  });
  beforeEach(async () => {
    context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('creates lists and cards', async () => {
    const board = await newBoard(owner);
    await signIn(page, owner, board.path);
    await page.getByLabel('New list').fill('To do');
    await page.getByRole('button', { name: 'Add list' }).click();
    await page.getByLabel('New list').fill('Done');
    await page.getByRole('button', { name: 'Add list' }).click();
    await expect.poll(() => page.locator('[data-list-id]').count(), POLL).toBe(2);

    const todo = page.getByRole('region', { name: 'To do' });
    await todo.getByRole('button', { name: 'Add a card' }).click();
    await page.getByLabel('New card in To do').fill('Write the spec');
    await page.keyboard.press('Enter');
    await page.getByLabel('New card in To do').fill('Build it');
    await page.keyboard.press('Enter');
    await expect.poll(() => cardTitles(page, 'To do'), POLL).toEqual(['Write the spec', 'Build it']);

    // A blank title is refused before any request, with the SDK schema's message.
    await page.getByLabel('New card in To do').fill('   ');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Title is required.').count(), POLL).toBe(1);
    await expect.poll(() => cardTitles(page, 'To do'), POLL).toEqual(['Write the spec', 'Build it']);

    await page.reload();
    await expect.poll(() => cardTitles(page, 'To do'), POLL).toEqual(['Write the spec', 'Build it']);
  });

  it('moves a card by mouse and keeps it there after a reload', async () => {
    const board = await newBoard(owner);
    await seedLists(owner, board, { Backlog: ['Alpha', 'Beta'], Doing: ['Gamma'] });
    await signIn(page, owner, board.path);
    await expect.poll(() => cardTitles(page, 'Backlog'), POLL).toEqual(['Alpha', 'Beta']);

    const handle = page.getByRole('button', { name: 'Move card: Alpha' });
    const target = page.locator('[data-card-id]', { hasText: 'Gamma' });
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('the card or its target is not on screen');
    await dragByMouse(
      page,
      { x: from.x + from.width / 2, y: from.y + from.height / 2 },
      { x: to.x + to.width / 2, y: to.y + to.height * 0.8 },
      'is now in Doing',
    );

    await expect.poll(() => cardTitles(page, 'Doing'), POLL).toEqual(['Gamma', 'Alpha']);
    await expect.poll(() => cardTitles(page, 'Backlog'), POLL).toEqual(['Beta']);
    await page.reload();
    await expect.poll(() => cardTitles(page, 'Doing'), POLL).toEqual(['Gamma', 'Alpha']);
  });

  it('moves a card with the keyboard alone and keeps it there after a reload', async () => {
    const board = await newBoard(owner);
    await seedLists(owner, board, { Backlog: ['One', 'Two', 'Three'] });
    await signIn(page, owner, board.path);
    await expect.poll(() => cardTitles(page, 'Backlog'), POLL).toEqual(['One', 'Two', 'Three']);

    await page.getByRole('button', { name: 'Move card: One' }).focus();
    await dragByKeyboard(page, [
      ['Space', 'card One is now in Backlog, position 1 of 3'],
      ['ArrowDown', 'position 2 of 3'],
      ['ArrowDown', 'position 3 of 3'],
      ['Space', 'card One was dropped'],
    ]);

    await expect.poll(() => cardTitles(page, 'Backlog'), POLL).toEqual(['Two', 'Three', 'One']);
    await page.reload();
    await expect.poll(() => cardTitles(page, 'Backlog'), POLL).toEqual(['Two', 'Three', 'One']);
  });

  it('moves a list with the keyboard alone and keeps it there after a reload', async () => {
    const board = await newBoard(owner);
    await seedLists(owner, board, { First: ['A card'], Second: ['Another'], Third: [] });
    await signIn(page, owner, board.path);
    await expect.poll(() => listNames(page), POLL).toEqual(['First', 'Second', 'Third']);

    await page.getByRole('button', { name: 'Move list: First' }).focus();
    await dragByKeyboard(page, [
      ['Space', 'list First is now list 1 of 3'],
      ['ArrowRight', 'list First is now list 2 of 3'],
      ['Space', 'list First was dropped'],
    ]);

    await expect.poll(() => listNames(page), POLL).toEqual(['Second', 'First', 'Third']);
    await page.reload();
    await expect.poll(() => listNames(page), POLL).toEqual(['Second', 'First', 'Third']);
  });

  it('moves a list by mouse and keeps it there after a reload', async () => {
    const board = await newBoard(owner);
    await seedLists(owner, board, { First: ['A card'], Second: ['Another'], Third: [] });
    await signIn(page, owner, board.path);
    await expect.poll(() => listNames(page), POLL).toEqual(['First', 'Second', 'Third']);

    const handle = page.getByRole('button', { name: 'Move list: First' });
    const first = await page.locator('[data-list-id]', { hasText: 'First' }).boundingBox();
    const second = await page.locator('[data-list-id]', { hasText: 'Second' }).boundingBox();
    const from = await handle.boundingBox();
    if (!from || !first || !second) throw new Error('the lists are not on screen');
    const startX = from.x + from.width / 2;
    const startY = from.y + from.height / 2;
    // Past the second list's centre: lists collide by their centres.
    const shift = second.x + second.width / 2 - (first.x + first.width / 2) + 40;
    await dragByMouse(page, { x: startX, y: startY }, { x: startX + shift, y: startY }, 'is now list 2 of 3');

    await expect.poll(() => listNames(page), POLL).toEqual(['Second', 'First', 'Third']);
    await page.reload();
    await expect.poll(() => listNames(page), POLL).toEqual(['Second', 'First', 'Third']);
    expect(await cardTitles(page, 'First')).toEqual(['A card']);
  });

  it('filters by several labels at once, in the URL and after a reload', async () => {
    const board = await newBoard(owner);
    const lists = await seedLists(owner, board, { Todo: ['Alpha', 'Beta', 'Gamma', 'Delta'] });
    const cards = lists.Todo?.cards ?? {};
    const label = (name: string, color: 'red' | 'blue' | 'green') =>
      createLabel(owner.client, { boardId: board.boardId, name, color });
    const [bug, design, ops] = [
      await label('Bug', 'red'),
      await label('Design', 'blue'),
      await label('Ops', 'green'),
    ];
    await addCardLabel(owner.client, { cardId: cards.Alpha ?? '', labelId: bug.id });
    await addCardLabel(owner.client, { cardId: cards.Beta ?? '', labelId: design.id });
    await addCardLabel(owner.client, { cardId: cards.Gamma ?? '', labelId: ops.id });
    await signIn(page, owner, board.path);
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta']);

    await page.getByRole('button', { name: 'Filter by labels' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Bug' }).click();
    // The menu stays open for the second pick.
    await page.getByRole('menuitemcheckbox', { name: 'Design' }).click();
    await page.keyboard.press('Escape');

    // Either label shows a card; the button tells how many are picked.
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Alpha', 'Beta']);
    expect(await page.getByRole('button', { name: 'Filter by labels: 2 picked' }).count()).toBe(1);
    expect(await page.getByText('2 of 4 cards').count()).toBe(1);
    // The list's own count follows the filters too.
    const todoCount = page
      .locator('[data-list-id]', { hasText: 'Alpha' })
      .locator('.tb-column__count > [aria-hidden]');
    expect(await todoCount.innerText()).toBe('2 of 4');
    expect(new URL(page.url()).searchParams.getAll('label')).toEqual([bug.id, design.id]);

    await page.reload();
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Alpha', 'Beta']);
    await page.getByRole('button', { name: 'Filter by labels: 2 picked' }).click();
    const checked = (name: string) =>
      page.getByRole('menuitemcheckbox', { name }).getAttribute('aria-checked');
    expect([await checked('Bug'), await checked('Design'), await checked('Ops')]).toEqual([
      'true',
      'true',
      'false',
    ]);

    // Unpicking one keeps the other; "Clear labels" drops the rest.
    await page.getByRole('menuitemcheckbox', { name: 'Bug' }).click();
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Beta']);
    await page.getByRole('menuitem', { name: 'Clear labels' }).click();
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta']);
    expect(new URL(page.url()).searchParams.has('label')).toBe(false);

    // A shared link naming a label this board does not have (deleted, another board's, or junk) ignores it.
    const stale = new URLSearchParams([
      ['label', '00000000-0000-4000-8000-000000000000'],
      ['label', "' or 1=1 --"],
      ['label', bug.id],
    ]);
    await page.goto(`${new URL(page.url()).origin}${board.path}?${stale.toString()}`);
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Alpha']);
    expect(await page.getByRole('button', { name: 'Filter by labels: 1 picked' }).count()).toBe(1);
  });

  it('shows a viewer the board without edit controls or drag handles', async () => {
    const board = await newBoard(owner);
    await seedLists(owner, board, { Todo: ['Read only'] });
    const viewer = await newUser('e2e-board-viewer', 'Vic Viewer');
    await addMember(board, viewer, 'viewer');
    await signIn(page, viewer, board.path);
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Read only']);
    expect(await page.getByRole('button', { name: /^Move (card|list):/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add a card' }).count()).toBe(0);
    expect(await page.getByLabel('New list').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Actions for list/ }).count()).toBe(0);

    // The card opens read-only: no description editor, no comment box, no upload area.
    await page.getByRole('link', { name: 'Read only' }).click();
    await expect.poll(() => page.getByRole('dialog').getByText('No description.').count(), POLL).toBe(1);
    expect(await page.getByLabel('Write a comment').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Attach files' }).count()).toBe(0);
  });
});
