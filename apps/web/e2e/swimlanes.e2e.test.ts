import { assignCard, createCustomField, setCardFieldValue, type CustomField } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  newBoard,
  newUser,
  POLL,
  seedLists,
  signIn,
  type TestBoard,
  type TestUser,
} from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { dragByKeyboard, dragByMouse } from './drag-helpers';

// Issue 33's swimlanes, in two browsers: the owner groups the columns view by assignee and drags a
// card into the member's lane (the assignee changes in the database and live on the member's
// screen), collapses a lane that stays collapsed after a reload, and moves a card across lanes
// with the keyboard alone, each step announced; then lanes by a select field's options, where a
// move changes the card's value.
describe('swimlanes', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let owner: TestUser;
  let member: TestUser;
  let board: TestBoard;
  let lists: Awaited<ReturnType<typeof seedLists>>;
  let ownerPage: Page;
  let memberPage: Page;

  const lane = (page: Page, key: string) => page.locator(`section.swimlane[data-lane-key="${key}"]`);
  const laneTitles = (page: Page, key: string, listName: string) =>
    lane(page, key)
      .getByRole('list', { name: `Cards in ${listName}` })
      .locator('[data-card-id] .tb-card-tile__open')
      .allTextContents();
  /** The card's people and list, as the database has them. */
  const stored = async (cardId: string) => {
    const people = await owner.client.supabase.from('card_assignees').select('user_id').eq('card_id', cardId);
    const card = await owner.client.supabase.from('cards').select('list_id').eq('id', cardId).single();
    return { people: (people.data ?? []).map((row) => row.user_id).sort(), listId: card.data?.list_id };
  };

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-lanes-owner', 'Olga Owner');
    member = await newUser('e2e-lanes-member', 'Mika Member');
    board = await newBoard(owner, 'Lanes');
    await addMember(board, member, 'member');
    lists = await seedLists(owner, board, { Todo: ['Write docs', 'Fix login'], Doing: [] });
    await assignCard(owner.client, { cardId: lists.Todo!.cards['Write docs']!, userId: owner.id });
    const open = async (user: TestUser, search = '') => {
      const context = await browser.newContext();
      context.setDefaultTimeout(STEP_TIMEOUT);
      contexts.push(context);
      const page = await context.newPage();
      await signIn(page, user, board.path);
      if (search) await page.goto(`${page.url()}${search}`);
      return page;
    };
    ownerPage = await open(owner);
    // The member opens the grouped view by its link.
    memberPage = await open(member, '?group=assignee');
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('groups by assignee and drags a card into another person’s lane, live for the other browser', async () => {
    await expect.poll(() => memberPage.getByText('Olga Owner is here').count(), POLL).toBe(1);
    await ownerPage.getByRole('combobox', { name: 'Swimlanes' }).click();
    await ownerPage.getByRole('option', { name: 'Assignee', exact: true }).click();
    await expect.poll(() => new URL(ownerPage.url()).searchParams.get('group'), POLL).toBe('assignee');
    // People by name, then the lane of cards with no one.
    await expect
      .poll(() => ownerPage.locator('.tb-lane-header__name').allTextContents(), POLL)
      .toEqual(['Mika Member', 'Olga Owner', 'No assignee']);
    await expect.poll(() => laneTitles(ownerPage, owner.id, 'Todo'), POLL).toEqual(['Write docs']);
    await expect.poll(() => laneTitles(ownerPage, '', 'Todo'), POLL).toEqual(['Fix login']);

    const card = lane(ownerPage, owner.id).locator('[data-card-id]', { hasText: 'Write docs' });
    const target = lane(ownerPage, member.id).getByRole('list', { name: 'Cards in Doing' });
    const from = await card.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('the card or the lane is not on screen');
    const startX = from.x + from.width / 2;
    const startY = from.y + from.height / 2;
    await dragByMouse(
      ownerPage,
      { x: startX, y: startY },
      { x: to.x + to.width / 2, y: to.y + to.height / 2 },
      'is now in lane Mika Member, list Doing',
    );

    await expect.poll(() => laneTitles(ownerPage, member.id, 'Doing'), POLL).toEqual(['Write docs']);
    await expect.poll(() => laneTitles(ownerPage, owner.id, 'Todo'), POLL).toEqual([]);
    const cardId = lists.Todo!.cards['Write docs']!;
    await expect.poll(() => stored(cardId), POLL).toEqual({ people: [member.id], listId: lists.Doing!.id });
    await expect.poll(() => laneTitles(memberPage, member.id, 'Doing'), POLL).toEqual(['Write docs']);
    await expect.poll(() => laneTitles(memberPage, owner.id, 'Todo'), POLL).toEqual([]);
  });

  it('keeps a collapsed lane collapsed after a reload', async () => {
    const toggle = ownerPage.getByRole('button', { name: 'Lane: Olga Owner' });
    await expect.poll(() => toggle.getAttribute('aria-expanded'), POLL).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded'), POLL).toBe('false');
    await expect.poll(() => lane(ownerPage, owner.id).getByRole('list').count(), POLL).toBe(0);
    await ownerPage.reload();
    await expect.poll(() => laneTitles(ownerPage, '', 'Todo'), POLL).toEqual(['Fix login']);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await lane(ownerPage, owner.id).getByRole('list').count()).toBe(0);
    expect(
      await ownerPage.evaluate(
        (key) => localStorage.getItem(key),
        `teamboard.collapsed-lanes.${board.boardId}`,
      ),
    ).toBe(JSON.stringify([`assignee:${owner.id}`]));
  });

  it('moves a card across lanes and lists with the keyboard, announcing each step', async () => {
    await lane(ownerPage, '').getByRole('button', { name: 'Move card: Fix login' }).focus();
    await dragByKeyboard(ownerPage, [
      // Picked up, then over the cell it came from.
      ['Space', 'card Fix login is now in lane No assignee, list Todo.'],
      // Up past Olga's collapsed lane, into Mika's.
      ['ArrowUp', 'card Fix login is now in lane Mika Member, list Todo.'],
      ['ArrowRight', 'card Fix login is now in lane Mika Member, list Doing.'],
      ['Space', 'card Fix login was dropped in lane Mika Member, list Doing.'],
    ]);

    await expect
      .poll(() => laneTitles(ownerPage, member.id, 'Doing'), POLL)
      .toEqual(['Write docs', 'Fix login']);
    await expect.poll(() => laneTitles(ownerPage, '', 'Todo'), POLL).toEqual([]);
    const cardId = lists.Todo!.cards['Fix login']!;
    await expect.poll(() => stored(cardId), POLL).toEqual({ people: [member.id], listId: lists.Doing!.id });
    await expect
      .poll(() => laneTitles(memberPage, member.id, 'Doing'), POLL)
      .toEqual(['Write docs', 'Fix login']);
  });

  it("groups by a select field's options and moves a card to another option, live for the other browser", async () => {
    const stage: CustomField = await createCustomField(owner.client, {
      boardId: board.boardId,
      name: 'Stage',
      type: 'single_select',
      options: [
        { label: 'Review', color: 'blue' },
        { label: 'Build', color: 'green' },
      ],
    });
    const [review, build] = stage.options;
    const cardId = lists.Todo!.cards['Write docs']!;
    await setCardFieldValue(owner.client, { cardId, fieldId: stage.id, value: build!.id });
    const storedStage = async () =>
      (
        await owner.client.supabase
          .from('card_field_values')
          .select('value')
          .eq('card_id', cardId)
          .eq('field_id', stage.id)
          .maybeSingle()
      ).data?.value;

    await ownerPage.getByRole('combobox', { name: 'Swimlanes' }).click();
    await ownerPage.getByRole('option', { name: 'Stage', exact: true }).click();
    await expect
      .poll(() => new URL(ownerPage.url()).searchParams.get('group'), POLL)
      .toBe(`field.${stage.id}`);
    // The options in the field's order (not by name), then the cards with none.
    await expect
      .poll(() => ownerPage.locator('.tb-lane-header__name').allTextContents(), POLL)
      .toEqual(['Review', 'Build', 'No value']);
    await expect.poll(() => laneTitles(ownerPage, build!.id, 'Doing'), POLL).toEqual(['Write docs']);
    await memberPage.goto(`${memberPage.url().split('?')[0]}?group=field.${stage.id}`);
    await expect.poll(() => laneTitles(memberPage, build!.id, 'Doing'), POLL).toEqual(['Write docs']);

    await lane(ownerPage, build!.id).getByRole('button', { name: 'Move card: Write docs' }).focus();
    await dragByKeyboard(ownerPage, [
      ['Space', 'card Write docs is now in lane Build, list Doing.'],
      ['ArrowUp', 'card Write docs is now in lane Review, list Doing.'],
    ]);
    await ownerPage.keyboard.press('Space');

    await expect.poll(storedStage, POLL).toBe(review!.id);
    await expect.poll(() => laneTitles(ownerPage, review!.id, 'Doing'), POLL).toEqual(['Write docs']);
    await expect.poll(() => laneTitles(memberPage, review!.id, 'Doing'), POLL).toEqual(['Write docs']);
    await expect.poll(() => laneTitles(memberPage, build!.id, 'Doing'), POLL).toEqual([]);
  });
});
