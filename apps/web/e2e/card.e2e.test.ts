import { readFile } from 'node:fs/promises';
import { addComment, deleteCard } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMember, newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { failReadAgain, failReads, refocus } from './failing-reads';

describe('the card drawer', () => {
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  let owner: TestUser;
  let member: TestUser;

  const open = async (user: TestUser, path: string): Promise<Page> => {
    const context = await browser.newContext({ acceptDownloads: true });
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, user, path);
    return page;
  };

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-card-owner', 'Cora Owner');
    member = await newUser('e2e-card-member', 'Max Member');
  });
  beforeEach(() => {
    contexts = [];
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('uploads an attachment with visible progress, then downloads it', async () => {
    const board = await newBoard(owner);
    const lists = await seedLists(owner, board, { Todo: ['Report'] });
    const cardId = lists.Todo?.cards.Report ?? '';
    const page = await open(owner, `${board.path}/c/${cardId}`);
    await expect.poll(() => page.getByRole('dialog').getByText('No attachments').count(), POLL).toBe(1);

    // Larger than one 6 MiB upload chunk, so progress moves through intermediate values.
    const bytes = Buffer.alloc(9 * 1024 * 1024, 7);
    await page
      .getByLabel('Choose files')
      .setInputFiles({ name: 'big-report.pdf', mimeType: 'application/pdf', buffer: bytes });
    await expect
      .poll(() => page.getByRole('progressbar', { name: 'Uploading big-report.pdf' }).count(), POLL)
      .toBe(1);
    await expect
      .poll(() => page.getByRole('button', { name: 'Download big-report.pdf' }).count(), {
        timeout: 30_000,
        interval: 100,
      })
      .toBe(1);
    // Once stored it is an attachment, listed once: the finished upload leaves the upload list.
    const listed = page.locator('.tb-attachment__name, .tb-dropzone__item-name', {
      hasText: 'big-report.pdf',
    });
    await expect.poll(() => listed.count(), POLL).toBe(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download big-report.pdf' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('big-report.pdf');
    const saved = await readFile(await file.path());
    expect(saved.length).toBe(bytes.length);
    expect(saved.equals(bytes)).toBe(true);
  });

  it('keeps an open card on screen and live when reading it again fails', async () => {
    const board = await newBoard(owner);
    const lists = await seedLists(owner, board, { Todo: ['Steady card'] });
    const cardId = lists.Todo?.cards['Steady card'] ?? '';
    const page = await open(owner, `${board.path}/c/${cardId}`);
    const drawer = page.getByRole('dialog', { name: 'Steady card' });
    await expect
      .poll(() => drawer.getByRole('textbox', { name: 'Card title' }).inputValue(), POLL)
      .toBe('Steady card');
    await page.locator('.tb-presence__connection[data-state="live"]').waitFor();

    // The person comes back to the tab; the card's own read and its retry fail.
    const failedReads = await failReads(
      page,
      (url) => url.pathname.endsWith('/rest/v1/cards') && url.searchParams.get('id') === `eq.${cardId}`,
    );
    await failReadAgain(page, failedReads.count);

    // Still the card, still live: a comment made after both failures arrives in the drawer.
    await addComment(owner.client, { cardId, body: 'Made after the failed reads' });
    await expect.poll(() => drawer.getByText('Made after the failed reads').count(), POLL).toBe(1);
    expect(await drawer.getByRole('textbox', { name: 'Card title' }).inputValue()).toBe('Steady card');
    expect(await page.getByText('This card didn’t load').count()).toBe(0);
    await failedReads.restore();

    // A card that is gone is not kept: deleted meanwhile, the next read says so.
    await deleteCard(owner.client, cardId);
    await refocus(page);
    await page.getByRole('heading', { name: 'This card didn’t load' }).waitFor();
    expect(await drawer.getByRole('textbox', { name: 'Card title' }).count()).toBe(0);
  });

  it('shows the newer description on a version conflict and keeps the loser’s text', async () => {
    const board = await newBoard(owner);
    await addMember(board, member, 'member');
    const lists = await seedLists(owner, board, { Todo: ['Spec'] });
    const path = `${board.path}/c/${lists.Todo?.cards.Spec ?? ''}`;
    const first = await open(owner, path);
    const second = await open(member, path);

    for (const page of [first, second]) {
      await page.getByRole('button', { name: 'Add a more detailed description…' }).click();
    }
    await first.getByRole('textbox', { name: 'Description' }).fill('The owner wrote this first.');
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => first.getByText('The owner wrote this first.').count(), POLL).toBe(1);

    // The member's editor still holds their draft, based on the version before the owner's save.
    await second.getByRole('textbox', { name: 'Description' }).fill('The member wrote this second.');
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = second.getByRole('alert').filter({ hasText: 'Someone else changed this description' });
    await expect.poll(() => alert.count(), POLL).toBe(1);
    await expect
      .poll(() => second.getByTestId('your-version').textContent(), POLL)
      .toBe('The member wrote this second.');
    await expect.poll(() => second.getByText('The owner wrote this first.').count(), POLL).toBe(1);

    // Nothing was overwritten: a fresh load shows the owner's text.
    await first.reload();
    await expect.poll(() => first.getByText('The owner wrote this first.').count(), POLL).toBe(1);
    expect(await first.getByText('The member wrote this second.').count()).toBe(0);
  });

  it('shows each named checklist under its name as a heading', async () => {
    const board = await newBoard(owner);
    const lists = await seedLists(owner, board, { Todo: ['Launch'] });
    const cardId = lists.Todo?.cards.Launch ?? '';
    const { error } = await owner.client.supabase.from('checklist_items').insert([
      { card_id: cardId, body: 'Unnamed step', checklist: '', position: 1 },
      { card_id: cardId, body: 'Write the post', checklist: 'Before launch', position: 2 },
      { card_id: cardId, body: 'Answer replies', checklist: 'After launch', position: 3 },
    ]);
    expect(error).toBeNull();
    const page = await open(owner, `${board.path}/c/${cardId}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Answer replies').waitFor();
    const checklist = dialog.getByRole('region', { name: 'Checklist' });
    // Items of no named checklist are in the card's default one, "Checklist".
    expect(await checklist.getByRole('heading', { level: 4 }).allInnerTexts()).toEqual([
      'Checklist',
      'Before launch',
      'After launch',
    ]);
    const under = (name: string) =>
      checklist.locator('.tb-checklist__group', { has: page.getByRole('heading', { name }) }).locator('li');
    expect(await under('Before launch').allInnerTexts()).toEqual(['Write the post']);
    expect(await under('After launch').allInnerTexts()).toEqual(['Answer replies']);
    expect(await under('Checklist').allInnerTexts()).toEqual(['Unnamed step']);
  });

  it('adds, ticks, edits and reorders checklist items, which stay that way after a reload', async () => {
    const board = await newBoard(owner);
    const lists = await seedLists(owner, board, { Todo: ['Launch'] });
    const page = await open(owner, `${board.path}/c/${lists.Todo?.cards.Launch ?? ''}`);
    const dialog = page.getByRole('dialog');
    for (const body of ['Write notes', 'Ship it']) {
      await dialog.getByLabel('New checklist item').fill(body);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect.poll(() => dialog.getByRole('checkbox', { name: body }).count(), POLL).toBe(1);
    }
    // The screen shows each change at once; the reload below must wait until the server has it
    // (a move is three requests, and a reload in between cancels the rest).
    const saved = (field: string) =>
      page.waitForResponse(
        (response) =>
          response.request().method() === 'PATCH' &&
          new URL(response.url()).pathname === '/rest/v1/checklist_items' &&
          (response.request().postData() ?? '').includes(`"${field}"`),
      );
    const ticked = saved('done');
    await dialog.getByRole('checkbox', { name: 'Write notes' }).click();
    await dialog.getByRole('button', { name: 'Actions for “Ship it”' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await dialog.getByLabel('Edit checklist item').fill('Ship it today');
    const renamed = saved('body');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByRole('button', { name: 'Actions for “Ship it today”' }).click();
    const moved = saved('position');
    await page.getByRole('menuitem', { name: 'Move up' }).click();
    const order = () => dialog.locator('.tb-checklist__item').allInnerTexts();
    await expect.poll(order, POLL).toEqual(['Ship it today', 'Write notes']);
    await Promise.all([ticked, renamed, moved]);

    await page.reload();
    await expect.poll(order, POLL).toEqual(['Ship it today', 'Write notes']);
    expect(await dialog.getByRole('checkbox', { name: 'Write notes' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Ship it today' }).isChecked()).toBe(false);
  });
});
