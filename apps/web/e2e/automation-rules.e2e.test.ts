import { createLabel, listAutomationRules, setBoardTimeZone } from '@teamboard/sdk';
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
import { dragByMouse } from './drag-helpers';

// An admin writes "when a card is moved to Done, mark it complete and
// comment" in the board menu's rule editor; a member in another browser drags
// a card to Done and sees the server's rule complete it and comment on it,
// without reloading, and the activity names the rule.
describe('automation rules', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let admin: TestUser;
  let member: TestUser;

  const open = async (user: TestUser, path: string): Promise<Page> => {
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, user, path);
    return page;
  };
  const pick = async (page: Page, combobox: ReturnType<Page['getByRole']>, option: string) => {
    await combobox.click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  beforeAll(async () => {
    browser = await sharedChromium();
    admin = await newUser('e2e-rules-admin', 'Rita Rules');
    member = await newUser('e2e-rules-member', 'Moritz Mover');
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('an admin writes a rule; a member’s drag to Done sets it off, live', async () => {
    const board = await newBoard(admin, 'Release board');
    await addMember(board, member, 'member');
    await seedLists(admin, board, { Todo: ['Ship it'], Done: [] });

    const adminPage = await open(admin, board.path);
    await adminPage.getByRole('button', { name: 'Board menu' }).click();
    await adminPage.getByRole('menuitem', { name: 'Automation rules…' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Automation rules' });
    await dialog.getByText('No rules yet.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'New rule' }).click();
    await dialog.getByRole('textbox', { name: 'Rule name' }).fill('Done means done');
    await pick(adminPage, dialog.getByRole('combobox', { name: 'List' }), 'Done');
    await dialog.getByRole('button', { name: 'Add action' }).click();
    const second = dialog.getByRole('group', { name: 'Action 2' });
    await pick(adminPage, second.getByRole('combobox', { name: 'Action 2' }), 'Comment');
    await second.getByRole('textbox', { name: 'Comment' }).fill('Shipped, thanks!');
    const sentence = 'When a card is moved to Done, mark it complete and comment “Shipped, thanks!”.';
    expect(await dialog.getByTestId('rule-sentence').textContent()).toBe(sentence);
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    // Saved: the list shows it, as the same sentence, turned on.
    await dialog.getByText(sentence).waitFor();
    expect(await dialog.getByRole('switch', { name: 'Done means done is on' }).isChecked()).toBe(true);

    const memberPage = await open(member, board.path);
    // A member gets no rule editor (the server refuses them too).
    await memberPage.getByRole('button', { name: 'Board menu' }).click();
    await memberPage.getByRole('menuitem', { name: /^Export as JSON/ }).waitFor();
    expect(await memberPage.getByRole('menuitem', { name: 'Automation rules…' }).count()).toBe(0);
    await memberPage.keyboard.press('Escape');

    // The member drags the card to Done by mouse.
    await expect.poll(() => cardTitles(memberPage, 'Todo'), POLL).toEqual(['Ship it']);
    // A tile can be dragged once its grip shows (the board knows the member may edit).
    await memberPage.getByRole('button', { name: 'Move card: Ship it' }).waitFor();
    const tile = memberPage.locator('[data-card-id]', { hasText: 'Ship it' });
    const from = await tile.boundingBox();
    const to = await memberPage.getByRole('list', { name: 'Cards in Done' }).boundingBox();
    if (!from || !to) throw new Error('the card or Done is not on screen');
    await dragByMouse(
      memberPage,
      { x: from.x + from.width / 2, y: from.y + from.height * 0.7 },
      { x: to.x + to.width / 2, y: to.y + to.height - 10 },
      'is now in Done',
    );
    await expect.poll(() => cardTitles(memberPage, 'Done'), POLL).toEqual(['Ship it']);

    // The rule's completion and comment reach the member's board without a reload.
    await expect.poll(() => tile.getByText('Completed.').count(), POLL).toBe(1);
    await expect.poll(() => tile.getByText('1 comment').count(), POLL).toBe(1);
    await memberPage.getByRole('link', { name: 'Ship it' }).click();
    const drawer = memberPage.getByRole('dialog', { name: 'Ship it' });
    await expect.poll(() => drawer.getByText('Shipped, thanks!').count(), POLL).toBe(1);
    // Written by no person: the rule is its author.
    await expect.poll(() => drawer.getByText('Rule “Done means done”').count(), POLL).toBe(1);
    // The activity says the rule did it.
    await expect
      .poll(() => drawer.getByText('completed Ship it by rule Done means done').count(), POLL)
      .toBe(1);
  });

  it('an admin writes a label_added rule; a member adds the label and the card moves, live', async () => {
    const board = await newBoard(admin, 'Triage board');
    await addMember(board, member, 'member');
    await seedLists(admin, board, { Inbox: ['Broken login'], Urgent: [] });
    await createLabel(admin.client, { boardId: board.boardId, name: 'Hot', color: 'red' });

    const adminPage = await open(admin, board.path);
    await adminPage.getByRole('button', { name: 'Board menu' }).click();
    await adminPage.getByRole('menuitem', { name: 'Automation rules…' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Automation rules' });
    await dialog.getByRole('button', { name: 'New rule' }).click();
    await dialog.getByRole('textbox', { name: 'Rule name' }).fill('Hot goes up');
    await pick(adminPage, dialog.getByRole('combobox', { name: 'When' }), 'A label is added to a card');
    await pick(adminPage, dialog.getByRole('combobox', { name: 'Label' }), 'Hot');
    const first = dialog.getByRole('group', { name: 'Action 1' });
    await pick(adminPage, first.getByRole('combobox', { name: 'Action 1' }), 'Move it to a list');
    await pick(adminPage, first.getByRole('combobox', { name: 'List', exact: true }), 'Urgent');
    const sentence = 'When the label Hot is added to a card, move it to Urgent.';
    expect(await dialog.getByTestId('rule-sentence').textContent()).toBe(sentence);
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await dialog.getByText(sentence).waitFor();
    await adminPage.keyboard.press('Escape');
    await expect.poll(() => cardTitles(adminPage, 'Inbox'), POLL).toEqual(['Broken login']);

    // The member adds the label from the card drawer.
    const memberPage = await open(member, board.path);
    await memberPage.getByRole('link', { name: 'Broken login' }).click();
    await memberPage.getByRole('dialog').getByRole('button', { name: 'Labels…' }).click();
    const hot = memberPage.getByRole('menuitemcheckbox', { name: 'Hot' });
    await hot.click();
    await expect.poll(() => hot.getAttribute('aria-checked'), POLL).toBe('true');
    await memberPage.keyboard.press('Escape'); // the menu
    await memberPage.keyboard.press('Escape'); // the drawer
    await expect.poll(() => memberPage.getByRole('dialog').count(), POLL).toBe(0);

    // The server's rule moved it: both boards show it in Urgent without a reload.
    await expect.poll(() => cardTitles(memberPage, 'Urgent'), POLL).toEqual(['Broken login']);
    await expect.poll(() => cardTitles(adminPage, 'Urgent'), POLL).toEqual(['Broken login']);
    expect(await cardTitles(adminPage, 'Inbox')).toEqual([]);
    // The card's activity says who added the label and which rule moved it.
    await memberPage.getByRole('link', { name: 'Broken login' }).click();
    const drawer = memberPage.getByRole('dialog', { name: 'Broken login' });
    await expect.poll(() => drawer.getByText('added the label Hot to Broken login').count(), POLL).toBe(1);
    await expect
      .poll(
        () => drawer.getByText('moved Broken login from Inbox to Urgent by rule Hot goes up').count(),
        POLL,
      )
      .toBe(1);
  });

  it('an admin writes a weekly schedule, said in the board’s time zone', async () => {
    const board = await newBoard(admin, 'Weekly board');
    const lists = await seedLists(admin, board, { Todo: ['Sweep me'], Done: [] });
    await setBoardTimeZone(admin.client, { boardId: board.boardId, timeZone: 'Europe/Berlin' });

    const adminPage = await open(admin, board.path);
    await adminPage.getByRole('heading', { level: 1, name: 'Weekly board' }).waitFor();
    await adminPage.getByRole('button', { name: 'Board menu' }).click();
    await adminPage.getByRole('menuitem', { name: 'Automation rules…' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Automation rules' });
    await dialog.getByRole('button', { name: 'New rule' }).click();
    await dialog.getByRole('textbox', { name: 'Rule name' }).fill('Weekly sweep');
    await pick(adminPage, dialog.getByRole('combobox', { name: 'When' }), 'On a weekly schedule');
    await pick(adminPage, dialog.getByRole('combobox', { name: 'For the cards in' }), 'Todo');
    const days = dialog.getByRole('group', { name: 'On these days' });
    await days.getByRole('checkbox', { name: 'Friday' }).click();
    await dialog.getByRole('textbox', { name: 'At', exact: true }).fill('17:30');
    const sentence =
      'Every Monday and Friday at 17:30 (Europe/Berlin), when a card is in Todo, mark it complete.';
    await expect.poll(() => dialog.getByTestId('rule-sentence').textContent(), POLL).toBe(sentence);
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await dialog.getByText(sentence).waitFor();
    const [rule] = await listAutomationRules(admin.client, board.boardId);
    expect(rule?.trigger).toEqual({
      type: 'schedule',
      weekdays: [1, 5],
      time: '17:30',
      list_id: lists.Todo!.id,
    });
  });
});
