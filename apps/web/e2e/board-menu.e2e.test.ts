import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getBoard, setBoardTimeZone } from '@teamboard/sdk';
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

describe('a board of one’s own: creating, renaming, archiving, exporting', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let owner: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-board-menu-owner', 'Bea Boardmenu');
    member = await newUser('e2e-board-menu-member', 'Max Memberzone');
  });
  beforeEach(async () => {
    context = await browser.newContext({ acceptDownloads: true });
    context.setDefaultTimeout(STEP_TIMEOUT);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('opens a new board right away, before the workspace’s board list has refreshed', async () => {
    const board = await newBoard(owner);
    await signIn(page, owner, `/w/${board.slug}`);
    await page
      .getByRole('button', { name: /Create (a )?board/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Create a board' });
    await dialog.getByLabel('Board name').fill('Launch plan');
    // From now on the workspace's board list is held: opening the board must not wait for it.
    const held: Route[] = [];
    await page.route(
      (url) => url.pathname.endsWith('/rest/v1/boards') && url.searchParams.has('workspace_id'),
      (route) => {
        if (route.request().method() === 'GET') held.push(route);
        else void route.continue();
      },
    );
    await dialog.getByRole('button', { name: 'Create board' }).click();
    await page.waitForURL((url) => /\/b\/[0-9a-f-]{36}$/.test(url.pathname), { timeout: 8_000 });
    await page.getByRole('heading', { level: 1, name: 'Launch plan' }).waitFor();
    await page.unroute(() => true);
    for (const route of held) await route.continue();
  });

  it('renames the board, edits its description and archives it from the board menu', async () => {
    const board = await newBoard(owner, 'Old name');
    await seedLists(owner, board, { Todo: ['Alpha'] });
    await signIn(page, owner, board.path);
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Alpha']);

    await page.getByRole('button', { name: 'Board menu' }).click();
    await page.getByRole('menuitem', { name: 'Rename or describe…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Board details' });
    await dialog.getByLabel('Board name').fill('New name');
    await dialog.getByLabel('Description').fill('Where the launch is planned');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'New name' }).waitFor();
    await page.getByText('Where the launch is planned').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'New name' }).waitFor();
    await page.getByText('Where the launch is planned').waitFor();

    // A name the SDK refuses is shown on its field, and nothing is lost.
    await page.getByRole('button', { name: 'Board menu' }).click();
    await page.getByRole('menuitem', { name: 'Rename or describe…' }).click();
    await dialog.getByLabel('Board name').fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(/required/i).waitFor();
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Where the launch is planned');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Board menu' }).click();
    await page.getByRole('menuitem', { name: 'Archive board' }).click();
    const confirm = page.getByRole('dialog', { name: 'Archive the board New name?' });
    await confirm.getByRole('button', { name: 'Archive board' }).click();
    await page.waitForURL((url) => url.pathname === `/w/${board.slug}`);
    await page.getByRole('tab', { name: 'Archived' }).click();
    await page.getByText('New name').first().waitFor();
  });

  it('exports the board as JSON and as CSV, showing progress meanwhile', async () => {
    const board = await newBoard(owner, 'Exported board');
    await seedLists(owner, board, { Todo: ['Alpha', 'Beta'] });
    await signIn(page, owner, board.path);
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Alpha', 'Beta']);

    // The export is held until its progress has been seen.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/functions/v1/export-board', async (route) => {
      await released;
      await route.continue();
    });

    await page.getByRole('button', { name: 'Board menu' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export as JSON' }).click();
    await page.getByRole('progressbar', { name: 'Exporting the board as JSON' }).waitFor();
    release();
    const json = await download;
    expect(json.suggestedFilename()).toMatch(/^exported-board.*\.json$/);
    const parsed = JSON.parse(await readFile(await json.path(), 'utf8')) as {
      board: { name: string };
      cards: { title: string }[];
    };
    expect(parsed.board.name).toBe('Exported board');
    expect(parsed.cards.map((card) => card.title).sort()).toEqual(['Alpha', 'Beta']);
    await page.getByRole('progressbar').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Board menu' }).click();
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export as CSV' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^exported-board.*\.csv$/);
    const text = await readFile(await csv.path(), 'utf8');
    expect(text).toContain('Alpha');
    expect(text).toContain('Beta');
  });

  it('gives a new board its creator’s time zone, which only the board’s admins change', async () => {
    const workspace = await newBoard(owner);
    await addMember(workspace, member, 'member');
    // The creator's browser is in Tokyo: the board created there counts in Tokyo time.
    const tokyo = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
    tokyo.setDefaultTimeout(STEP_TIMEOUT);
    try {
      const creator = await tokyo.newPage();
      await signIn(creator, owner, `/w/${workspace.slug}`);
      await creator
        .getByRole('button', { name: /Create (a )?board/ })
        .first()
        .click();
      const create = creator.getByRole('dialog', { name: 'Create a board' });
      await create.getByLabel('Board name').fill('Zoned board');
      await create.getByRole('button', { name: 'Create board' }).click();
      await creator.waitForURL((url) => /\/b\/[0-9a-f-]{36}$/.test(url.pathname));
      const boardId = new URL(creator.url()).pathname.split('/').at(-1)!;
      const zone = async () => (await getBoard(owner.client, boardId)).time_zone;
      expect(await zone()).toBe('Asia/Tokyo');

      await creator.getByRole('heading', { level: 1, name: 'Zoned board' }).waitFor();
      await creator.getByRole('button', { name: 'Board menu' }).click();
      await creator.getByRole('menuitem', { name: 'Rename or describe…' }).click();
      const dialog = creator.getByRole('dialog', { name: 'Board details' });
      const picker = dialog.getByRole('button', { name: /^Board time zone/ });
      await expect.poll(() => picker.textContent(), POLL).toContain('Asia/Tokyo (GMT+9)');
      await picker.click();
      await creator.getByRole('combobox').fill('berlin');
      await creator.getByRole('option', { name: /^Europe\/Berlin \(GMT\+[12]\)$/ }).click();
      await expect.poll(zone, POLL).toBe('Europe/Berlin');
      await expect.poll(() => picker.textContent(), POLL).toContain('Europe/Berlin');

      // A member sees no board details, and the server refuses them all the same.
      await signIn(page, member, `/w/${workspace.slug}/b/${boardId}`);
      await page.getByRole('heading', { level: 1, name: 'Zoned board' }).waitFor();
      await page.getByRole('button', { name: 'Board menu' }).click();
      await page.getByRole('menuitem').first().waitFor();
      expect(await page.getByRole('menuitem', { name: 'Rename or describe…' }).count()).toBe(0);
      await expect(setBoardTimeZone(member.client, { boardId, timeZone: 'UTC' })).rejects.toMatchObject({
        code: 'forbidden',
        reason: 'not_board_admin',
      });
      expect(await zone()).toBe('Europe/Berlin');
    } finally {
      await tokyo.close();
    }
  });
});
