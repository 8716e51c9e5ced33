import {
  addCardLabel,
  addChecklistItem,
  addComment,
  createBoardShare,
  createLabel,
  formatMention,
  getCard,
  loadBoard,
  setBoardTemplate,
  updateCard,
} from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { cardTitles, newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';

describe('sharing a board by public link, duplicating it, and boards from templates', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let owner: TestUser;

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-sharing-owner', 'Sam Sharer');
  });
  beforeEach(async () => {
    context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('creates a public link, shows the board signed out, and shows a clear page once revoked', async () => {
    const board = await newBoard(owner, 'Public roadmap');
    const lists = await seedLists(owner, board, { Now: ['Ship search'], Later: ['Dark mode'] });
    const cardId = lists.Now!.cards['Ship search']!;
    const label = await createLabel(owner.client, {
      boardId: board.boardId,
      name: 'Feature',
      color: 'green',
    });
    await addCardLabel(owner.client, { cardId, labelId: label.id });
    await addChecklistItem(owner.client, { cardId, body: 'Index the cards' });
    await addComment(owner.client, { cardId, body: 'internal-only remark' });

    await signIn(page, owner, board.path);
    await page.getByRole('button', { name: 'Board menu' }).click();
    await page.getByRole('menuitem', { name: 'Share link…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Public roadmap' });
    await dialog.getByRole('button', { name: 'Create public link' }).click();
    const field = dialog.getByLabel('Public link');
    await field.waitFor();
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${inject('webUrl')}/s/[A-Za-z0-9_-]{43}$`));

    // A visitor with no session at all.
    const visitor = await browser.newContext();
    try {
      const guest = await visitor.newPage();
      await guest.goto(link);
      await guest.getByRole('heading', { level: 1, name: 'Public roadmap' }).waitFor();
      await expect.poll(() => cardTitles(guest, 'Now'), POLL).toEqual(['Ship search']);
      expect(await cardTitles(guest, 'Later')).toEqual(['Dark mode']);
      await guest.getByText('Feature').first().waitFor();
      expect(await guest.getByText('internal-only remark').count()).toBe(0);
      // Read-only: no way to add or move anything.
      expect(await guest.getByRole('button', { name: 'Add a card' }).count()).toBe(0);
      await guest.getByRole('button', { name: 'Ship search' }).click();
      await guest.getByRole('dialog', { name: 'Ship search' }).getByText('Index the cards').waitFor();
      await guest.keyboard.press('Escape');

      await dialog.getByRole('button', { name: 'Revoke link' }).click();
      await dialog.getByRole('button', { name: 'Create public link' }).waitFor();

      await guest.reload();
      await guest.getByRole('heading', { level: 1, name: 'This link no longer works' }).waitFor();
      expect(await guest.getByText('Ship search').count()).toBe(0);

      // A made-up token gets the same page.
      await guest.goto(`${inject('webUrl')}/s/not-a-real-token`);
      await guest.getByRole('heading', { level: 1, name: 'This link no longer works' }).waitFor();
    } finally {
      await visitor.close();
    }
  });

  it('shows mentions on a shared board as names, never as their stored markup', async () => {
    const board = await newBoard(owner, 'Mentions roadmap');
    const lists = await seedLists(owner, board, { Now: ['Hand over'] });
    const cardId = lists.Now!.cards['Hand over']!;
    const mention = formatMention({ name: owner.name, userId: owner.id });
    const styled = formatMention({ name: 'Ada *Ops* Lovelace_', userId: owner.id });
    const { version } = await getCard(owner.client, cardId);
    await updateCard(owner.client, {
      cardId,
      expectedVersion: version,
      description: `${styled} starts.\n\nOver to ${mention} for review.\n\n- [ ] ask ${mention}`,
    });
    const { token } = await createBoardShare(owner.client, board.boardId);

    await page.goto(`${inject('webUrl')}/s/${token}`);
    await page.getByRole('button', { name: 'Hand over' }).click();
    const card = page.getByRole('dialog', { name: 'Hand over' });
    await card.getByText('for review').waitFor();
    const text = await card.textContent();
    expect(text).toContain(`Over to @${owner.name} for review.`);
    // A name is shown as written, Markdown characters and all.
    expect(text).toContain('@Ada *Ops* Lovelace_ starts.');
    expect(text).toContain(`ask @${owner.name}`);
    expect(text).not.toContain('@[');
    expect(text).not.toContain(owner.id);
  });

  it('duplicates a board, and creates a new board from a template with its cards', async () => {
    const board = await newBoard(owner, 'Sprint template');
    await seedLists(owner, board, { Backlog: ['Plan the sprint', 'Review last sprint'], Done: [] });
    await signIn(page, owner, board.path);
    await expect
      .poll(() => cardTitles(page, 'Backlog'), POLL)
      .toEqual(['Plan the sprint', 'Review last sprint']);

    await page.getByRole('button', { name: 'Board menu' }).click();
    await page.getByRole('menuitem', { name: 'Mark as template' }).click();
    await page.getByText('“Sprint template” is now a template.', { exact: true }).waitFor();

    // Duplicate without cards: the lists come, the cards don't.
    await page.getByRole('button', { name: 'Board menu' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate board…' }).click();
    const duplicate = page.getByRole('dialog', { name: 'Duplicate board' });
    await duplicate.getByLabel('Name of the copy').fill('Empty sprint');
    await duplicate.getByRole('checkbox', { name: 'Copy the cards too' }).click();
    await duplicate.getByRole('button', { name: 'Duplicate' }).click();
    await page.getByRole('heading', { level: 1, name: 'Empty sprint' }).waitFor();
    const copyId = /\/b\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)?.[1];
    expect(copyId).toBeDefined();
    expect(copyId).not.toBe(board.boardId);
    const copy = await loadBoard(owner.client, copyId!);
    expect(copy.lists.map((list) => list.name)).toEqual(['Backlog', 'Done']);
    expect(copy.cards).toEqual([]);
    await page.getByRole('list', { name: 'Cards in Backlog' }).waitFor();

    // New board from the template, from the workspace page.
    await page.goto(`${inject('webUrl')}/w/${board.slug}`);
    await page
      .getByRole('button', { name: /Create (a )?board/ })
      .first()
      .click();
    const create = page.getByRole('dialog', { name: 'Create a board' });
    await create.getByRole('combobox', { name: 'Start from' }).click();
    await page.getByRole('option', { name: 'Template: Sprint template' }).click();
    await create.getByLabel('Board name').fill('Sprint 42');
    await create.getByRole('button', { name: 'Create board' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sprint 42' }).waitFor();
    await expect
      .poll(() => cardTitles(page, 'Backlog'), POLL)
      .toEqual(['Plan the sprint', 'Review last sprint']);
    // The copy is a board of its own, not a template.
    expect(await page.getByText('Template', { exact: true }).count()).toBe(0);
    await setBoardTemplate(owner.client, { boardId: board.boardId, isTemplate: false });
  });
});
