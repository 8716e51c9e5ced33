import { createCustomField, setCardFieldValue, updateCard } from '@teamboard/sdk';
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
  type TestBoard,
  type TestUser,
} from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';

// Issue 33 through the app, in two browsers: the owner switches to the table, sorts by due date,
// renames a card in place (the member's columns view shows it live), hides two columns, and saves a shared view that
// reaches the member's switcher live and opens there as the same table.
describe('board views', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let owner: TestUser;
  let member: TestUser;
  let board: TestBoard;
  let ownerPage: Page;
  let memberPage: Page;
  let cards: Record<string, string>;
  let stage: { id: string; ready: string; blocked: string };

  const tableTitles = (page: Page) =>
    page.getByRole('grid', { name: 'Cards' }).locator('[data-card-id] .board-table__title').allTextContents();
  /** The table's body top to bottom: a group's heading as `# name`, a card by its title. */
  const groupedLines = (page: Page) =>
    page
      .getByRole('grid', { name: 'Cards' })
      .locator('.board-table__group strong, [data-card-id] .board-table__title')
      .evaluateAll((nodes) =>
        nodes.map((node) =>
          node.tagName === 'STRONG' ? `# ${node.textContent ?? ''}` : (node.textContent ?? ''),
        ),
      );

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-views-owner', 'Olga Owner');
    member = await newUser('e2e-views-member', 'Mika Member');
    board = await newBoard(owner, 'Launch');
    await addMember(board, member, 'member');
    const lists = await seedLists(owner, board, { Todo: ['Write docs', 'Fix login', 'Plan launch'] });
    cards = lists.Todo!.cards;
    // A select field to group the table by (issue 33: group by a field), one card already Ready.
    const field = await createCustomField(owner.client, {
      boardId: board.boardId,
      name: 'Stage',
      type: 'single_select',
      showOnCard: false,
      options: [
        { label: 'Ready', color: 'green' },
        { label: 'Blocked', color: 'red' },
      ],
    });
    stage = { id: field.id, ready: field.options[0]!.id, blocked: field.options[1]!.id };
    await setCardFieldValue(owner.client, {
      cardId: cards['Fix login']!,
      fieldId: stage.id,
      value: stage.ready,
    });
    await updateCard(owner.client, {
      cardId: cards['Write docs']!,
      expectedVersion: 1,
      dueAt: '2030-12-10T12:00:00Z',
    });
    await updateCard(owner.client, {
      cardId: cards['Fix login']!,
      expectedVersion: 1,
      dueAt: '2030-12-01T12:00:00Z',
    });
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
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('switches to the table, sorts, edits a title in place and shares the view live', async () => {
    // Both boards are live (each sees the other here) before anything changes.
    await expect.poll(() => memberPage.getByText('Olga Owner is here').count(), POLL).toBe(1);
    await expect.poll(() => ownerPage.getByText('Mika Member is here').count(), POLL).toBe(1);
    await ownerPage.getByRole('radio', { name: 'Table' }).click();
    await expect.poll(() => new URL(ownerPage.url()).searchParams.get('view'), POLL).toBe('table');
    await expect.poll(() => tableTitles(ownerPage), POLL).toEqual(['Write docs', 'Fix login', 'Plan launch']);

    // Sorted by due date: the undated card last; the header says so.
    await ownerPage.getByRole('button', { name: 'Due' }).click();
    await expect.poll(() => tableTitles(ownerPage), POLL).toEqual(['Fix login', 'Write docs', 'Plan launch']);
    expect(await ownerPage.getByRole('columnheader', { name: 'Due' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(new URL(ownerPage.url()).searchParams.get('sort')).toBe('due');

    // Spreadsheet keys: from the first title down two rows, Enter edits, Enter saves.
    await ownerPage.getByRole('gridcell', { name: 'Fix login', exact: true }).click();
    await ownerPage.keyboard.press('ArrowDown');
    await ownerPage.keyboard.press('ArrowDown');
    await expect
      .poll(() => ownerPage.evaluate(() => document.activeElement?.textContent), POLL)
      .toBe('Plan launch');
    await ownerPage.keyboard.press('Enter');
    const editor = ownerPage.getByRole('textbox', { name: 'Title of Plan launch' });
    await editor.fill('Plan the launch');
    await editor.press('Enter');
    await expect
      .poll(() => tableTitles(ownerPage), POLL)
      .toEqual(['Fix login', 'Write docs', 'Plan the launch']);
    // The member's columns view, live.
    await expect.poll(() => cardTitles(memberPage, 'Todo'), POLL).toContain('Plan the launch');

    // Hide two columns from the Columns menu (it stays open for the second); the title cannot be hidden.
    await ownerPage.getByRole('button', { name: 'Columns' }).click();
    expect(
      await ownerPage.getByRole('menuitemcheckbox', { name: 'Title' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await ownerPage.getByRole('menuitemcheckbox', { name: 'Labels' }).click();
    await ownerPage.getByRole('menuitemcheckbox', { name: 'Created' }).click();
    await ownerPage.keyboard.press('Escape');
    await expect.poll(() => new URL(ownerPage.url()).searchParams.get('hide'), POLL).toBe('labels,created');
    // The address changes before the table re-renders, so the headers are polled.
    await expect.poll(() => ownerPage.getByRole('columnheader', { name: 'Labels' }).count(), POLL).toBe(0);
    await expect.poll(() => ownerPage.getByRole('columnheader', { name: 'Updated' }).count(), POLL).toBe(1);

    // A shared view: it appears in the member's switcher without a reload and opens the same table.
    await ownerPage.getByRole('button', { name: 'Save view' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Save this view' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('By due date');
    await dialog.getByRole('checkbox', { name: 'Share with everyone on the board' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count(), POLL).toBe(0);

    const saved = memberPage.getByRole('combobox', { name: 'Saved views' });
    await expect.poll(() => saved.count(), POLL).toBe(1);
    await saved.click();
    await memberPage.getByRole('option', { name: 'By due date (shared)' }).click();
    await expect.poll(() => new URL(memberPage.url()).searchParams.get('sort'), POLL).toBe('due');
    await expect
      .poll(() => tableTitles(memberPage), POLL)
      .toEqual(['Fix login', 'Write docs', 'Plan the launch']);
    expect(new URL(memberPage.url()).searchParams.get('hide')).toBe('labels,created');
    await expect.poll(() => memberPage.getByRole('columnheader', { name: 'Created' }).count(), POLL).toBe(0);
  });

  it('groups the table by a select field, one group per option and no value last, regrouping live', async () => {
    // The first test left the owner's table sorted by due date.
    await expect.poll(() => new URL(ownerPage.url()).searchParams.get('view'), POLL).toBe('table');
    await ownerPage.getByRole('combobox', { name: 'Group by' }).click();
    await ownerPage.getByRole('option', { name: 'Stage' }).click();
    await expect
      .poll(() => new URL(ownerPage.url()).searchParams.get('group'), POLL)
      .toBe(`field.${stage.id}`);
    await expect
      .poll(() => groupedLines(ownerPage), POLL)
      .toEqual(['# Ready', 'Fix login', '# Blocked', '# No value', 'Write docs', 'Plan the launch']);

    // Another member's change to the field moves the card to its option's group without a reload.
    await setCardFieldValue(member.client, {
      cardId: cards['Write docs']!,
      fieldId: stage.id,
      value: stage.blocked,
    });
    await expect
      .poll(() => groupedLines(ownerPage), POLL)
      .toEqual(['# Ready', 'Fix login', '# Blocked', 'Write docs', '# No value', 'Plan the launch']);
  });
});
