import { assignCard, getCard, updateCard } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';

/** A local day as the calendar keys its cells: `YYYY-MM-DD`. */
const dayKey = (date: Date) =>
  `${String(date.getFullYear())}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('start dates', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let owner: TestUser;

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-start-owner', 'Stella Start');
    context = await browser.newContext({ locale: 'en-GB' });
    context.setDefaultTimeout(STEP_TIMEOUT);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('starts a card today in the drawer: the tile, the activity, the calendar and my cards show the span', async () => {
    const board = await newBoard(owner);
    const lists = await seedLists(owner, board, { Doing: ['Migrate the wiki'] });
    const cardId = lists.Doing?.cards['Migrate the wiki'] ?? '';
    const today = new Date();
    const due = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 3, 17, 0);
    const seen = await getCard(owner.client, cardId);
    await updateCard(owner.client, { cardId, expectedVersion: seen.version, dueAt: due.toISOString() });
    await assignCard(owner.client, { cardId, userId: owner.id });

    await signIn(page, owner, `${board.path}/c/${cardId}`);
    const drawer = page.getByRole('dialog', { name: 'Migrate the wiki' });
    await drawer.getByRole('button', { name: 'Start date' }).click();
    await page.getByRole('dialog', { name: 'Choose a date' }).getByRole('button', { name: /today/i }).click();
    const storedStart = async () => (await getCard(owner.client, cardId)).start_at;
    await expect.poll(storedStart, POLL).not.toBeNull();
    const start = new Date((await storedStart()) ?? '');
    expect([dayKey(start), start.getHours(), start.getMinutes()]).toEqual([dayKey(today), 0, 0]);

    // The drawer's history says it in words; the tile shows the span, start then due.
    await drawer.getByText(/set the start date of Migrate the wiki to/).waitFor();
    const tile = page.locator(`[data-card-id="${cardId}"]`);
    await expect
      .poll(
        () =>
          tile
            .locator('.tb-card-tile__due time')
            .evaluateAll((els) => els.map((e) => e.getAttribute('datetime'))),
        POLL,
      )
      .toEqual([start.toISOString(), due.toISOString()]);

    // The calendar draws the span from today up to the due day, where the card's chip sits.
    await page.goto(`${inject('webUrl')}${board.path}/calendar`);
    const day = (date: Date) => page.locator(`td[data-day="${dayKey(date)}"]`);
    await expect.poll(() => day(today).locator(`[data-span-card-id="${cardId}"]`).count(), POLL).toBe(1);
    await expect.poll(() => day(due).getByRole('button', { name: 'Migrate the wiki' }).count(), POLL).toBe(1);

    // My cards: started and not done, so in progress rather than "this week".
    await page.goto(`${inject('webUrl')}/w/${board.slug}/my-cards`);
    const progress = page.getByRole('region', { name: /In progress/ });
    await progress.getByRole('link', { name: 'Migrate the wiki' }).waitFor();
  });

  it('shows a Start column in the table, sorted like Due with unstarted cards last', async () => {
    const board = await newBoard(owner);
    const lists = await seedLists(owner, board, { Todo: ['Unstarted', 'Starts late', 'Starts early'] });
    const cards = lists.Todo?.cards ?? {};
    const startOn = async (title: string, start: string) => {
      const cardId = cards[title] ?? '';
      const seen = await getCard(owner.client, cardId);
      await updateCard(owner.client, { cardId, expectedVersion: seen.version, startAt: start });
    };
    await startOn('Starts late', '2030-06-20T09:00:00Z');
    await startOn('Starts early', '2030-06-02T09:00:00Z');

    await page.goto(`${inject('webUrl')}${board.path}?view=table`);
    const grid = page.getByRole('grid', { name: 'Cards' });
    const titles = () => grid.locator('[data-card-id] .board-table__title').allTextContents();
    await expect.poll(titles, POLL).toEqual(['Unstarted', 'Starts late', 'Starts early']);
    await grid.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(titles, POLL).toEqual(['Starts early', 'Starts late', 'Unstarted']);
    expect(
      await grid.getByRole('columnheader', { name: 'Start', exact: true }).getAttribute('aria-sort'),
    ).toBe('ascending');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('start');
    await grid.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(titles, POLL).toEqual(['Starts late', 'Starts early', 'Unstarted']);

    // The column's cells: the start day for a started card, nothing for the other.
    const headers = await grid.getByRole('columnheader').allTextContents();
    const startCell = (title: string) =>
      grid.locator(`[data-card-id="${cards[title] ?? ''}"] [role="gridcell"]`).nth(headers.indexOf('Start'));
    await expect.poll(() => startCell('Starts early').textContent(), POLL).toMatch(/Jun 2, 2030|2 Jun 2030/);
    expect((await startCell('Unstarted').textContent())?.trim()).toBe('');
  });
});
