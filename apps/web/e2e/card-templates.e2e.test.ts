import {
  addCardLabel,
  addChecklist,
  addChecklistItem,
  createLabel,
  getCard,
  updateCard,
} from '@teamboard/sdk';
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

// Card templates (issue 31): a card made a template leaves the board's columns and search; a new
// card made from it in another list has its description, checklist and label, and a second
// browser sees that card arrive.
describe('card templates', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let owner: TestUser;
  let member: TestUser;

  const open = async (user: TestUser, path: string): Promise<Page> => {
    const context = await browser.newContext({ locale: 'en-GB' });
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, user, path);
    return page;
  };

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-card-templates-owner', 'Olga Owner');
    member = await newUser('e2e-card-templates-member', 'Mika Member');
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('makes a card a template, hides it, and makes a card from it in another list', async () => {
    const board = await newBoard(owner, 'Support');
    await addMember(board, member, 'member');
    const lists = await seedLists(owner, board, { Todo: ['Bug report', 'Printer jam'], Doing: [] });
    const templateId = lists.Todo?.cards['Bug report'] ?? '';
    const otherId = lists.Todo?.cards['Printer jam'] ?? '';
    // Both cards mention the same rare word: the ordinary one is the search's sentinel.
    for (const [cardId, description] of [
      [templateId, 'Steps to reproduce the zephyrine fault'],
      [otherId, 'The zephyrine tray again'],
    ] as const) {
      const seen = await getCard(owner.client, cardId);
      await updateCard(owner.client, { cardId, expectedVersion: seen.version, description });
    }
    const checklist = await addChecklist(owner.client, { cardId: templateId, name: 'Triage' });
    await addChecklistItem(owner.client, {
      cardId: templateId,
      checklistId: checklist.id,
      body: 'Reproduce it',
    });
    const label = await createLabel(owner.client, { boardId: board.boardId, name: 'Bug', color: 'red' });
    await addCardLabel(owner.client, { cardId: templateId, labelId: label.id });

    const page = await open(owner, board.path);
    const other = await open(member, board.path);
    for (const each of [page, other])
      await expect.poll(() => cardTitles(each, 'Todo'), POLL).toEqual(['Bug report', 'Printer jam']);

    // The owner makes "Bug report" a template from its actions in the drawer.
    await page.getByRole('list', { name: 'Cards in Todo' }).getByRole('link', { name: 'Bug report' }).click();
    const drawer = page.getByRole('dialog', { name: 'Bug report' });
    await drawer.getByRole('button', { name: 'Make template' }).click();
    await expect.poll(() => drawer.getByText(/This card is a template/).count(), POLL).toBe(1);
    await expect
      .poll(() => drawer.getByRole('button', { name: 'Stop being a template' }).count(), POLL)
      .toBe(1);
    const stored = async () =>
      (await owner.client.supabase.from('cards').select('is_template').eq('id', templateId).single()).data;
    await expect.poll(stored, POLL).toEqual({ is_template: true });
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === board.path);
    // Gone from the columns, here and in the other browser.
    for (const each of [page, other])
      await expect.poll(() => cardTitles(each, 'Todo'), POLL).toEqual(['Printer jam']);

    // The board's Card templates list has it.
    await page.getByRole('button', { name: 'Board menu' }).click();
    await page.getByRole('menuitem', { name: 'Card templates…' }).click();
    const templates = page.getByRole('dialog', { name: 'Card templates' });
    await expect.poll(() => templates.getByRole('link', { name: 'Bug report' }).count(), POLL).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => templates.count(), POLL).toBe(0);

    // Search finds the ordinary card with the word, never the template.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search the workspace' });
    const input = palette.getByRole('combobox', { name: 'Search the workspace' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement), POLL).toBe(true);
    await page.keyboard.type('zephyrine');
    await expect.poll(() => palette.getByRole('option', { name: /Printer jam/ }).count(), POLL).toBe(1);
    expect(await palette.getByRole('option', { name: /Bug report/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => palette.count(), POLL).toBe(0);

    // A new card from the template in Doing, which the other browser sees arrive.
    await page.getByRole('region', { name: 'Doing' }).getByRole('button', { name: 'Add a card' }).click();
    await page.getByRole('region', { name: 'Doing' }).getByRole('button', { name: 'From template' }).click();
    await page.getByRole('menuitem', { name: 'Bug report' }).click();
    for (const each of [page, other])
      await expect.poll(() => cardTitles(each, 'Doing'), POLL).toEqual(['Bug report']);
    expect(await cardTitles(page, 'Todo')).toEqual(['Printer jam']);

    // It has the template's description, checklist and label, and says where it came from.
    await other
      .getByRole('list', { name: 'Cards in Doing' })
      .getByRole('link', { name: 'Bug report' })
      .click();
    const made = other.getByRole('dialog', { name: 'Bug report' });
    await expect.poll(() => made.getByText('Steps to reproduce the zephyrine fault').count(), POLL).toBe(1);
    await expect.poll(() => made.getByRole('checkbox', { name: 'Reproduce it' }).count(), POLL).toBe(1);
    await expect.poll(() => made.getByRole('heading', { name: 'Triage', level: 4 }).count(), POLL).toBe(1);
    await expect.poll(() => made.getByText('Bug', { exact: true }).count(), POLL).toBeGreaterThan(0);
    await expect
      .poll(() => made.getByText('created Bug report from the template Bug report').count(), POLL)
      .toBe(1);
    expect(await made.getByRole('button', { name: 'Make template' }).count()).toBe(1);
  });
});
