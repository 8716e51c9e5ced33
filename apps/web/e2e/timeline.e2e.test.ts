import { addCardDependency, createCard, createList, updateCard } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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
import { dragByMouse } from './drag-helpers';

const DAY_MS = 86_400_000;
/** The day scale's width of a day (lib/timeline.ts's DAY_WIDTH.day). */
const DAY_PX = 40;

// Issue 33's timeline, in two browsers: the owner drags a bar three days later with the mouse (start and due move
// together in the database, and the member's timeline follows live), then moves it back a day and stretches its due
// date from the keyboard, each change announced. Links between cards are drawn; undated cards are listed aside, and
// one dragged onto a day is due that day.
describe('board timeline', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let owner: TestUser;
  let member: TestUser;
  let board: TestBoard;
  let ownerPage: Page;
  let memberPage: Page;
  let designId: string;
  const startAt = new Date(Date.now() + DAY_MS);
  const dueAt = new Date(Date.now() + 3 * DAY_MS);

  const bar = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title}, `) });
  const barName = (page: Page, title: string) => bar(page, title).getAttribute('aria-label');
  const dates = async () => {
    const { data } = await owner.client.supabase
      .from('cards')
      .select('start_at, due_at')
      .eq('id', designId)
      .single();
    return {
      start: Date.parse(data!.start_at!) - startAt.getTime(),
      due: Date.parse(data!.due_at!) - dueAt.getTime(),
    };
  };

  /** A new browser context signed in as `user` on the board's columns view. */
  const openBoard = async (user: TestUser) => {
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, user, board.path);
    return page;
  };
  /** The bar's width on screen: a day is 40 px on the day scale, 14 px on the week scale. */
  const barWidth = async (page: Page, title: string) => (await bar(page, title).boundingBox())?.width ?? 0;
  const pickSavedView = async (page: Page, name: string) => {
    const saved = page.getByRole('combobox', { name: 'Saved views' });
    await expect.poll(() => saved.count(), POLL).toBe(1);
    await saved.click();
    await page.getByRole('option', { name }).click();
  };

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-timeline-owner', 'Tara Owner');
    member = await newUser('e2e-timeline-member', 'Milo Member');
    board = await newBoard(owner, 'Roadmap');
    await addMember(board, member, 'member');
    const lists = await seedLists(owner, board, { Plan: ['Design', 'Build', 'Notes'] });
    const cards = lists.Plan!.cards;
    designId = cards.Design!;
    await updateCard(owner.client, {
      cardId: designId,
      expectedVersion: 1,
      startAt: startAt.toISOString(),
      dueAt: dueAt.toISOString(),
    });
    await updateCard(owner.client, {
      cardId: cards.Build!,
      expectedVersion: 1,
      dueAt: new Date(Date.now() + 6 * DAY_MS).toISOString(),
    });
    await addCardDependency(owner.client, { cardId: cards.Build!, blockerCardId: designId });
    const open = async (user: TestUser) => {
      const page = await openBoard(user);
      await page.getByRole('radio', { name: 'Timeline' }).click();
      return page;
    };
    ownerPage = await open(owner);
    memberPage = await open(member);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('drags a bar by three days with the mouse and the other browser follows live', async () => {
    await expect.poll(() => memberPage.getByText('Tara Owner is here').count(), POLL).toBe(1);
    await expect.poll(() => new URL(ownerPage.url()).searchParams.get('view'), POLL).toBe('timeline');
    await expect.poll(() => bar(ownerPage, 'Design').count(), POLL).toBe(1);
    // The link between the two dated cards is drawn; the undated card waits aside.
    await expect
      .poll(() => ownerPage.locator('.board-timeline__links path[data-link]').count(), POLL)
      .toBe(1);
    const aside = ownerPage.getByRole('complementary', { name: 'Without dates' });
    expect(await aside.getByRole('button').allTextContents()).toEqual(['Notes']);
    const before = await barName(ownerPage, 'Design');
    await expect.poll(() => barName(memberPage, 'Design'), POLL).toBe(before);

    const box = (await bar(ownerPage, 'Design').boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;
    await ownerPage.mouse.move(x, y);
    await ownerPage.mouse.down();
    for (let step = 1; step <= 6; step++) await ownerPage.mouse.move(x + (step * 3 * DAY_PX) / 6, y);
    await ownerPage.mouse.up();

    await expect.poll(dates, POLL).toEqual({ start: 3 * DAY_MS, due: 3 * DAY_MS });
    const after = await barName(ownerPage, 'Design');
    expect(after).not.toBe(before);
    // The member's bar, live, without a reload.
    await expect.poll(() => barName(memberPage, 'Design'), POLL).toBe(after);
    // A drag is not a click: the card did not open.
    expect(new URL(ownerPage.url()).pathname).toBe(board.path);
  });

  it('moves a bar and stretches its due date from the keyboard, announcing each change', async () => {
    await bar(ownerPage, 'Design').focus();
    await ownerPage.keyboard.press('ArrowLeft');
    await expect.poll(dates, POLL).toEqual({ start: 2 * DAY_MS, due: 2 * DAY_MS });
    await expect
      .poll(() => ownerPage.getByRole('status').filter({ hasText: '“Design” now' }).count(), POLL)
      .toBe(1);
    await expect.poll(() => barName(memberPage, 'Design'), POLL).toBe(await barName(ownerPage, 'Design'));

    await ownerPage.keyboard.press('Shift+ArrowRight');
    await expect.poll(dates, POLL).toEqual({ start: 2 * DAY_MS, due: 3 * DAY_MS });
    await expect.poll(() => barName(memberPage, 'Design'), POLL).toBe(await barName(ownerPage, 'Design'));
  });

  it('drags an undated card onto a day: it is due that day, a bar for the other browser too', async () => {
    const aside = ownerPage.getByRole('complementary', { name: 'Without dates' });
    const notes = aside.getByRole('button', { name: 'Notes' });
    await expect.poll(() => notes.count(), POLL).toBe(1);
    // Onto the first day of Design's bar, which starts two days after `startAt` by now.
    const target = (await bar(ownerPage, 'Design').boundingBox())!;
    const from = (await notes.boundingBox())!;
    await dragByMouse(
      ownerPage,
      { x: from.x + from.width / 2, y: from.y + from.height / 2 },
      { x: target.x + DAY_PX / 2, y: target.y + target.height / 2 },
      'card Notes is now on the timeline',
    );

    const day = new Date(startAt.getTime() + 2 * DAY_MS);
    const localMidnight = new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime();
    const notesDates = async () => {
      const { data } = await owner.client.supabase
        .from('cards')
        .select('start_at, due_at')
        .eq('title', 'Notes')
        .single();
      return { start: data?.start_at ?? null, due: data?.due_at ? Date.parse(data.due_at) : null };
    };
    await expect.poll(notesDates, POLL).toEqual({ start: null, due: localMidnight });
    await expect.poll(() => bar(ownerPage, 'Notes').count(), POLL).toBe(1);
    expect(await aside.getByRole('button').count()).toBe(0);
    await expect.poll(() => bar(memberPage, 'Notes').count(), POLL).toBe(1);
    expect(new URL(ownerPage.url()).pathname).toBe(board.path);
  });

  it('saves the week scale as a shared view that reopens the timeline in weeks, for the owner and a member', async () => {
    await expect.poll(() => bar(ownerPage, 'Design').count(), POLL).toBe(1);
    await expect.poll(() => barWidth(ownerPage, 'Design'), POLL).toBeGreaterThan(100);
    await ownerPage.getByRole('combobox', { name: 'Scale' }).click();
    await ownerPage.getByRole('option', { name: 'Weeks' }).click();
    await expect.poll(() => new URL(ownerPage.url()).searchParams.get('scale'), POLL).toBe('week');
    await expect.poll(() => barWidth(ownerPage, 'Design'), POLL).toBeLessThan(60);

    const save = async (name: string, shared: boolean) => {
      await ownerPage.getByRole('button', { name: 'Save view' }).click();
      const dialog = ownerPage.getByRole('dialog', { name: 'Save this view' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
      if (shared) await dialog.getByRole('checkbox', { name: 'Share with everyone on the board' }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => dialog.count(), POLL).toBe(0);
    };
    // A personal view first, then the shared one: once the member's switcher lists the shared view,
    // the personal one had its chance to show there too.
    await save('My weeks', false);
    await save('Roadmap in weeks', true);

    // The owner, on a fresh board in the columns view, picks the view: the timeline in weeks again.
    const freshPage = await openBoard(owner);
    expect(new URL(freshPage.url()).searchParams.get('view')).toBeNull();
    await pickSavedView(freshPage, 'Roadmap in weeks (shared)');
    await expect.poll(() => new URL(freshPage.url()).searchParams.get('view'), POLL).toBe('timeline');
    expect(new URL(freshPage.url()).searchParams.get('scale')).toBe('week');
    await expect
      .poll(() => freshPage.getByRole('combobox', { name: 'Scale' }).textContent(), POLL)
      .toBe('Weeks');
    await expect.poll(() => barWidth(freshPage, 'Design'), POLL).toBeLessThan(60);
    expect(await freshPage.getByRole('radio', { name: 'Timeline' }).getAttribute('aria-checked')).toBe(
      'true',
    );

    // The member's open board lists the shared view live, not the owner's personal one, and opens it the same.
    await memberPage.getByRole('radio', { name: 'Board' }).click();
    await expect.poll(() => new URL(memberPage.url()).searchParams.get('view'), POLL).toBeNull();
    await pickSavedView(memberPage, 'Roadmap in weeks (shared)');
    await expect.poll(() => new URL(memberPage.url()).searchParams.get('view'), POLL).toBe('timeline');
    expect(new URL(memberPage.url()).searchParams.get('scale')).toBe('week');
    await expect.poll(() => barWidth(memberPage, 'Design'), POLL).toBeLessThan(60);
    await memberPage.getByRole('combobox', { name: 'Saved views' }).click();
    await expect
      .poll(() => memberPage.getByRole('option', { name: /Roadmap in weeks/ }).count(), POLL)
      .toBe(1);
    expect(await memberPage.getByRole('option', { name: /My weeks/ }).count()).toBe(0);
    await memberPage.keyboard.press('Escape');
  });

  it('draws only the rows in view of a long timeline, the others as they are scrolled or tabbed to', async () => {
    const long = await newBoard(owner, 'Long roadmap');
    const list = await createList(owner.client, { boardId: long.boardId, name: 'Plan' });
    const steps = 80;
    for (let step = 1; step <= steps; step++)
      await createCard(owner.client, {
        listId: list.id,
        title: `Step ${String(step)}`,
        dueAt: new Date(Date.now() + (step % 10) * DAY_MS).toISOString(),
      });
    const page = await ownerPage.context().newPage();
    await page.goto(`${inject('webUrl')}${long.path}?view=timeline`);
    await expect.poll(() => bar(page, 'Step 1').count(), POLL).toBe(1);
    // 80 rows of 36 px are taller than the screen: the rows drawn with the first one are all there
    // will be until a scroll, fewer than 80, each telling its place in the whole list.
    const rows = page.locator('.board-timeline__row');
    expect(await rows.count()).toBeLessThan(steps);
    expect(await rows.first().getAttribute('aria-setsize')).toBe(String(steps));
    expect(await bar(page, `Step ${String(steps)}`).count()).toBe(0);

    await page.locator('.board-timeline__scroller').evaluate((scroller) => {
      scroller.scrollTop = scroller.scrollHeight;
    });
    await expect.poll(() => bar(page, `Step ${String(steps)}`).count(), POLL).toBe(1);
    expect(await bar(page, 'Step 1').count()).toBe(0);
    expect(await page.locator(`.board-timeline__row[aria-posinset="${String(steps)}"]`).count()).toBe(1);

    // From the keyboard every bar is one Tab after the one before, drawn as the focus reaches it.
    await page.locator('.board-timeline__scroller').evaluate((scroller) => {
      scroller.scrollTop = 0;
    });
    await expect.poll(() => bar(page, 'Step 1').count(), POLL).toBe(1);
    await bar(page, 'Step 1').focus();
    for (let step = 2; step <= steps; step++) {
      await page.keyboard.press('Tab');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''), POLL)
        .toMatch(new RegExp(`^Step ${String(step)}, `));
    }
    await page.close();
  });
});
