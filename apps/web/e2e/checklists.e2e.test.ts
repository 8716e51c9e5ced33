import { addChecklistItem, listNotifications } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addMember, newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { DUE_REMINDERS_JOB, runScheduledJob } from './scheduler-clock';
import { chooseOption } from './select-helpers';

// Checklists that own work (issue 31): two named checklists on a card, an item given an owner and
// a due date that then shows in that person's my cards, and an item turned into a card; in two
// browsers, a checklist one adds reaches the other's open card, an item given to the other reaches
// their my cards, and its due date reminds them.

describe('checklists that own work', () => {
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
    owner = await newUser('e2e-checklists-owner', 'Olga Owner');
    member = await newUser('e2e-checklists-member', 'Mika Member');
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('keeps two checklists, shows an owned item in its owner’s my cards, and turns an item into a card', async () => {
    const board = await newBoard(owner);
    await addMember(board, member, 'member');
    const lists = await seedLists(owner, board, { Todo: ['Launch'] });
    const cardId = lists.Todo?.cards.Launch ?? '';
    const page = await open(owner, `${board.path}/c/${cardId}`);
    const dialog = page.getByRole('dialog', { name: 'Launch' });
    const checklist = dialog.getByRole('region', { name: 'Checklist' });
    await checklist.getByText('No items yet.').waitFor();

    // The first item makes the card's checklist, named "Checklist".
    await checklist.getByLabel('New checklist item').fill('Book the venue');
    await checklist.getByLabel('New checklist item').press('Enter');
    await expect
      .poll(() => checklist.getByRole('checkbox', { name: 'Book the venue' }).count(), POLL)
      .toBe(1);
    await checklist.getByRole('heading', { name: 'Checklist', level: 4 }).waitFor();

    // A second, named checklist with an item of its own.
    await checklist.getByLabel('New checklist name').fill('After launch');
    await checklist.getByRole('button', { name: 'Add checklist' }).click();
    const newItem = checklist.getByLabel('New item in “After launch”');
    await newItem.waitFor();
    await newItem.fill('Write the recap');
    await newItem.press('Enter');
    await expect
      .poll(() => checklist.getByRole('checkbox', { name: 'Write the recap' }).count(), POLL)
      .toBe(1);
    const headings = () => checklist.getByRole('heading', { level: 4 }).allInnerTexts();
    await expect.poll(headings, POLL).toEqual(['Checklist', 'After launch']);
    const under = (name: string) =>
      checklist
        .locator('.tb-checklist__group', { has: page.getByRole('heading', { name, exact: true }) })
        .locator('.tb-checklist__item');
    expect(await under('Checklist').allInnerTexts()).toEqual(['Book the venue']);
    expect(await under('After launch').allInnerTexts()).toEqual(['Write the recap']);

    // The member owns the venue item, due on the 20th of this month.
    await checklist.getByRole('button', { name: 'Actions for “Book the venue”' }).click();
    await page.getByRole('menuitem', { name: 'Owner and due date' }).click();
    await chooseOption(
      page,
      checklist.getByRole('combobox', { name: 'Owner of “Book the venue”' }),
      'Mika Member',
    );
    await expect.poll(() => checklist.getByText('Owner: Mika Member').count(), POLL).toBe(1);
    await checklist.getByRole('button', { name: 'Due date of “Book the venue”' }).click();
    // A day button is named by its full date, day-first or month-first as the language writes it.
    await page
      .getByRole('button', { name: /(\b20 [A-Z][a-z]+|[A-Z][a-z]+ 20(st|nd|rd|th)?,?) \d{4}/ })
      .click();
    // "Due 20 Nov" or "Due Nov 20" under the item (the picker's own label says "Due date of …").
    await expect.poll(() => checklist.getByText(/^Due (20 [A-Z]|[A-Z][a-z]+ 20)/).count(), POLL).toBe(1);
    const stored = async () => {
      const { data } = await owner.client.supabase
        .from('checklist_items')
        .select('assignee_id, due_at')
        .eq('body', 'Book the venue')
        .eq('card_id', cardId)
        .single();
      return data === null
        ? null
        : { owner: data.assignee_id, day: data.due_at === null ? null : new Date(data.due_at).getDate() };
    };
    await expect.poll(stored, POLL).toEqual({ owner: member.id, day: 20 });

    // The member sees the item among their cards, with the card it is on.
    const mine = await open(member, `/w/${board.slug}/my-cards`);
    const items = mine.getByRole('region', { name: /Checklist items assigned to you/ });
    await expect.poll(() => items.getByRole('link', { name: 'Book the venue' }).count(), POLL).toBe(1);
    expect(await items.getByText('in “Checklist” on Launch · Test board').count()).toBe(1);

    // The recap becomes a card of the same list; the item links to it, and its activity says where it came from.
    await checklist.getByRole('button', { name: 'Actions for “Write the recap”' }).click();
    await page.getByRole('menuitem', { name: 'Turn into a card' }).click();
    const link = checklist.getByRole('link', { name: 'Card: Write the recap' });
    await expect.poll(() => link.count(), POLL).toBe(1);
    const { data: made } = await owner.client.supabase
      .from('cards')
      .select('id, list_id')
      .eq('board_id', board.boardId)
      .eq('title', 'Write the recap')
      .single();
    expect(made?.list_id).toBe(lists.Todo?.id);
    await link.click();
    const converted = page.getByRole('dialog', { name: 'Write the recap' });
    await expect
      .poll(() => converted.getByText('turned a checklist item of Launch into Write the recap').count(), POLL)
      .toBe(1);
  });

  it('shows a checklist added in one browser in the other’s open card, and an item given to the other in their my cards, then reminds them', async () => {
    const board = await newBoard(owner, 'Offsite board');
    await addMember(board, member, 'member');
    const lists = await seedLists(owner, board, { Todo: ['Offsite'] });
    const cardId = lists.Todo?.cards.Offsite ?? '';
    const path = `${board.path}/c/${cardId}`;
    const ownerPage = await open(owner, path);
    const memberPage = await open(member, path);
    const region = (page: Page) =>
      page.getByRole('dialog', { name: 'Offsite' }).getByRole('region', { name: 'Checklist' });
    // The member's board is live (its changes from here on reach the open card), the card shows no checklist yet.
    await memberPage.locator('.tb-presence__connection[data-state="live"]').waitFor();
    await region(memberPage).getByText('No items yet.').waitFor();
    await region(ownerPage).getByText('No items yet.').waitFor();

    await region(ownerPage).getByLabel('New checklist name').fill('Logistics');
    await region(ownerPage).getByRole('button', { name: 'Add checklist' }).click();
    await expect
      .poll(() => region(memberPage).getByRole('heading', { level: 4 }).allInnerTexts(), POLL)
      .toEqual(['Logistics']);

    // The member's my cards, open before the item is theirs; the item arrives without a reload.
    const mine = await open(member, `/w/${board.slug}/my-cards`);
    await mine.getByRole('heading', { level: 1, name: 'My cards' }).waitFor();
    const { data: checklist } = await owner.client.supabase
      .from('checklists')
      .select('id')
      .eq('card_id', cardId)
      .single();
    // Due in half an hour: within the member's lead (1 day, the default), so the job's next run reminds.
    await addChecklistItem(owner.client, {
      cardId,
      checklistId: checklist?.id,
      body: 'Book the bus',
      assigneeId: member.id,
      dueAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    const items = mine.getByRole('region', { name: /Checklist items assigned to you/ });
    await expect.poll(() => items.getByRole('link', { name: 'Book the bus' }).count(), POLL).toBe(1);
    expect(await items.getByText('in “Logistics” on Offsite · Offsite board').count()).toBe(1);
    // And the other open card shows it under its checklist.
    await expect
      .poll(() => region(memberPage).getByRole('checkbox', { name: 'Book the bus' }).count(), POLL)
      .toBe(1);

    const reminder = async () =>
      (await listNotifications(member.client)).find(
        (n) => n.card_id === cardId && n.kind === 'due_soon' && n.payload.item === 'Book the bus',
      );
    // The every-minute reminder job's run, now rather than at the next minute.
    await runScheduledJob(DUE_REMINDERS_JOB);
    await expect.poll(async () => (await reminder())?.payload.card_title, POLL).toBe('Offsite');
    await mine.goto(`${inject('webUrl')}/inbox`);
    const row = mine.locator('.tb-notification', { hasText: 'Book the bus on Offsite is due soon' });
    await expect.poll(() => row.count(), POLL).toBe(1);
    await row.getByRole('button', { name: /Book the bus on Offsite is due soon/ }).click();
    await mine.getByRole('dialog', { name: 'Offsite' }).waitFor();
    expect(new URL(mine.url()).pathname).toBe(path);
  });
});
