import { createCustomField, createLabel, getCard, updateCard } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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
import { focused, pressUntilFocused } from './focus-helpers';

// Issue 33: every table cell edits in place from the keyboard, with the drawer's calls: a start
// date (and the drawer's rule that it cannot pass the due date), a number field, a select field
// (live on another browser's columns), a label and a person ticked in their menus, and the list,
// which moves the card (live too).

/** Where the focus is in the grid: the card's id and the column, or null outside a cell. */
const focusedCell = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const col = element?.dataset.col;
    const card = element?.closest<HTMLElement>('[data-card-id]')?.dataset.cardId;
    return col === undefined || card === undefined ? null : `${card}:${col}`;
  });

/** Waits for an open menu to hold the focus: arrows pressed before it does go nowhere. */
async function menuFocused(page: Page, role: 'menuitemradio' | 'menuitemcheckbox') {
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')), POLL).toBe(role);
}

describe('editing every table cell from the keyboard', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let owner: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let board: TestBoard;
  let alpha: string;
  let urgent: string;
  let points: string;
  let link: string;
  let stage: { id: string; ready: string };

  const open = async (user: TestUser, path: string) => {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, user, path);
    return page;
  };

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-tablecells-owner', 'Olga Owner');
    member = await newUser('e2e-tablecells-member', 'Mika Member');
    board = await newBoard(owner, 'Cells');
    await addMember(board, member, 'member');
    viewer = await newUser('e2e-tablecells-viewer', 'Vera Viewer');
    await addMember(board, viewer, 'viewer');
    const lists = await seedLists(owner, board, { Todo: ['Alpha', 'Bravo'], Done: ['Echo'] });
    alpha = lists.Todo!.cards.Alpha!;
    await updateCard(owner.client, { cardId: alpha, expectedVersion: 1, dueAt: '2030-12-10T12:00:00Z' });
    urgent = (await createLabel(owner.client, { boardId: board.boardId, name: 'Urgent', color: 'red' })).id;
    points = (
      await createCustomField(owner.client, {
        boardId: board.boardId,
        name: 'Points',
        type: 'number',
        unit: 'pt',
        showOnCard: false,
      })
    ).id;
    const field = await createCustomField(owner.client, {
      boardId: board.boardId,
      name: 'Stage',
      type: 'single_select',
      showOnCard: true,
      options: [
        { label: 'Ready', color: 'green' },
        { label: 'Blocked', color: 'red' },
      ],
    });
    stage = { id: field.id, ready: field.options[0]!.id };
    link = (
      await createCustomField(owner.client, {
        boardId: board.boardId,
        name: 'Link',
        type: 'url',
        showOnCard: false,
      })
    ).id;
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  const storedValue = async (fieldId: string) =>
    (
      await owner.client.supabase
        .from('card_field_values')
        .select('value')
        .eq('card_id', alpha)
        .eq('field_id', fieldId)
        .maybeSingle()
    ).data?.value;
  const storedLabels = async () =>
    (
      (await owner.client.supabase.from('card_labels').select('label_id').eq('card_id', alpha)).data ?? []
    ).map((row) => row.label_id);
  const storedAssignees = async () =>
    (
      (await owner.client.supabase.from('card_assignees').select('user_id').eq('card_id', alpha)).data ?? []
    ).map((row) => row.user_id);
  const localDay = (iso: string | null) => {
    if (iso === null) return null;
    const date = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  };

  it('edits start, number, select, labels, people and list in place, live for the other browser', async () => {
    const memberPage = await open(member, board.path);
    const ownerPage = await open(owner, board.path);
    await ownerPage.goto(`${inject('webUrl')}${board.path}?view=table`);
    await expect.poll(() => memberPage.getByText('Olga Owner is here').count(), POLL).toBe(1);
    await expect.poll(() => ownerPage.getByText('Mika Member is here').count(), POLL).toBe(1);
    const grid = ownerPage.getByRole('grid', { name: 'Cards' });
    // The server's rows (with the fields' columns) are shown before any key.
    await expect.poll(() => grid.getByRole('columnheader', { name: 'Stage' }).count(), POLL).toBe(1);
    await expect
      .poll(() => grid.locator('[data-card-id] .board-table__title').allTextContents(), POLL)
      .toEqual(['Alpha', 'Bravo', 'Echo']);

    // Alpha's title cell takes the focus; from there only keys.
    await grid.locator(`[data-card-id="${alpha}"] [data-col="0"]`).focus();
    const moveTo = async (col: number) => {
      for (let press = 0; press < 10; press += 1) {
        const at = await focusedCell(ownerPage);
        const current = Number(at?.split(':')[1]);
        if (current === col) break;
        await ownerPage.keyboard.press(current < col ? 'ArrowRight' : 'ArrowLeft');
        await expect.poll(() => focusedCell(ownerPage), POLL).not.toBe(at);
      }
      expect(await focusedCell(ownerPage)).toBe(`${alpha}:${String(col)}`);
    };

    // Labels: Enter opens a checkable menu; Enter ticks Urgent and the menu stays; Escape returns.
    await moveTo(2);
    await ownerPage.keyboard.press('Enter');
    await menuFocused(ownerPage, 'menuitemcheckbox');
    await pressUntilFocused(ownerPage, 'ArrowDown', 'Urgent');
    await ownerPage.keyboard.press('Enter');
    await expect.poll(() => storedLabels(), POLL).toEqual([urgent]);
    await ownerPage.keyboard.press('Escape');
    await expect.poll(() => focusedCell(ownerPage), POLL).toBe(`${alpha}:2`);

    // Assignees: the board's people in the same kind of menu.
    await moveTo(3);
    await ownerPage.keyboard.press('Enter');
    await menuFocused(ownerPage, 'menuitemcheckbox');
    await pressUntilFocused(ownerPage, 'ArrowDown', 'Mika Member');
    await ownerPage.keyboard.press('Enter');
    await expect.poll(() => storedAssignees(), POLL).toEqual([member.id]);
    await ownerPage.keyboard.press('Escape');
    await expect.poll(() => focusedCell(ownerPage), POLL).toBe(`${alpha}:3`);

    // Start: a day before the due date is saved.
    await moveTo(4);
    await ownerPage.keyboard.press('Enter');
    await expect.poll(() => focused(ownerPage), POLL).toBe('Start date of Alpha');
    await ownerPage.getByLabel('Start date of Alpha').fill('2030-12-05');
    await ownerPage.keyboard.press('Enter');
    await expect
      .poll(async () => localDay((await getCard(owner.client, alpha)).start_at), POLL)
      .toBe('2030-12-05');
    await expect.poll(() => focusedCell(ownerPage), POLL).toBe(`${alpha}:4`);
    const planned = await getCard(owner.client, alpha);

    // A start after the due date is refused with the drawer's rule, and nothing is sent.
    await ownerPage.keyboard.press('Enter');
    await expect.poll(() => focused(ownerPage), POLL).toBe('Start date of Alpha');
    await ownerPage.getByLabel('Start date of Alpha').fill('2030-12-20');
    await ownerPage.keyboard.press('Enter');
    await expect
      .poll(() => ownerPage.getByText('A card cannot start after it is due.').count(), POLL)
      .toBe(1);
    await expect.poll(() => focusedCell(ownerPage), POLL).toBe(`${alpha}:4`);
    // The cell itself says why, until its next edit.
    const startCell = grid.locator(`[data-card-id="${alpha}"] [data-col="4"]`);
    await expect
      .poll(() => startCell.getByRole('img', { name: 'A card cannot start after it is due.' }).count(), POLL)
      .toBe(1);

    // A number field: typed, with its unit shown.
    await moveTo(6);
    await ownerPage.keyboard.press('Enter');
    await expect.poll(() => focused(ownerPage), POLL).toBe('Points of Alpha');
    await ownerPage.keyboard.type('5');
    await ownerPage.keyboard.press('Enter');
    await expect.poll(() => storedValue(points), POLL).toBe(5);
    await expect.poll(() => focused(ownerPage), POLL).toBe('5 pt');

    // A select field: picked from its menu, live on the member's columns view.
    await moveTo(7);
    await ownerPage.keyboard.press('Enter');
    await menuFocused(ownerPage, 'menuitemradio');
    await pressUntilFocused(ownerPage, 'ArrowDown', 'Ready');
    await ownerPage.keyboard.press('Enter');
    await expect.poll(() => storedValue(stage.id), POLL).toBe(stage.ready);
    await expect.poll(() => focusedCell(ownerPage), POLL).toBe(`${alpha}:7`);
    await expect
      .poll(() => memberPage.locator(`[data-card-id="${alpha}"]`).getByText('Stage: Ready').count(), POLL)
      .toBe(1);
    // A link the server refuses: the cell says why and shows no value (the optimistic one is taken back).
    await moveTo(8);
    await ownerPage.keyboard.press('Enter');
    await expect.poll(() => focused(ownerPage), POLL).toBe('Link of Alpha');
    await ownerPage.keyboard.type('not a link');
    await ownerPage.keyboard.press('Enter');
    const linkCell = grid.locator(`[data-card-id="${alpha}"] [data-col="8"]`);
    await expect
      .poll(() => linkCell.getByRole('img', { name: 'Some fields are not valid.' }).count(), POLL)
      .toBe(1);
    await expect.poll(() => linkCell.textContent(), POLL).toBe('');
    expect(await storedValue(link)).toBeUndefined();

    // The refused start changed nothing on the server (the edits after it have all arrived).
    const now = await getCard(owner.client, alpha);
    expect(now.start_at).toBe(planned.start_at);

    // The list: the card moves to the end of the chosen list, live on the member's columns.
    await moveTo(1);
    await ownerPage.keyboard.press('Enter');
    await menuFocused(ownerPage, 'menuitemradio');
    await pressUntilFocused(ownerPage, 'ArrowDown', 'Done');
    await ownerPage.keyboard.press('Enter');
    await expect.poll(() => cardTitles(memberPage, 'Done'), POLL).toEqual(['Echo', 'Alpha']);
    await expect.poll(() => cardTitles(memberPage, 'Todo'), POLL).toEqual(['Bravo']);
  });

  it('gives a viewer no editor: Enter on a cell opens the card, as on a read-only title', async () => {
    const page = await open(viewer, board.path);
    await page.goto(`${inject('webUrl')}${board.path}?view=table`);
    const grid = page.getByRole('grid', { name: 'Cards' });
    const bravo = grid.locator('[data-card-id]').filter({ hasText: 'Bravo' });
    await expect.poll(() => bravo.count(), POLL).toBe(1);
    // The list and the select field: a menu each for an editor, read-only here.
    for (const col of ['1', '7']) {
      const cell = bravo.locator(`[data-col="${col}"]`);
      await expect.poll(() => cell.getAttribute('aria-readonly'), POLL).toBe('true');
    }
    await bravo.locator('[data-col="1"]').focus();
    await page.keyboard.press('Enter');
    // The card's drawer opening is the sign the key was handled; no menu came before it.
    await expect.poll(() => page.getByRole('dialog', { name: 'Bravo' }).count(), POLL).toBe(1);
    expect(await page.getByRole('menu').count()).toBe(0);
  });
});
