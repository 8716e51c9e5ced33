import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';

/** The viewer's clock: a zone that is not UTC, so a time stored in the wrong zone shows. */
const TIME_ZONE = 'Europe/Berlin';

/** A stored due date as the Berlin viewer reads it: "20 14:30". */
function inBerlin(iso: string | null): string {
  if (iso === null) return 'none';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('hour')}:${part('minute')}`;
}

describe('due dates with a time of day', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let owner: TestUser;

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-due-owner', 'Tess Timely');
    context = await browser.newContext({ timezoneId: TIME_ZONE, locale: 'en-GB' });
    context.setDefaultTimeout(STEP_TIMEOUT);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('sets a date and a time in the card drawer, stores the moment and shows the time', async () => {
    const board = await newBoard(owner);
    const lists = await seedLists(owner, board, { Todo: ['Launch call'] });
    const cardId = lists.Todo?.cards['Launch call'] ?? '';
    const storedDue = async () => {
      const { data } = await owner.client.supabase.from('cards').select('due_at').eq('id', cardId).single();
      return inBerlin(data?.due_at ?? null);
    };

    await signIn(page, owner, board.path);
    await page.getByRole('link', { name: 'Launch call' }).click();
    const drawer = page.getByRole('dialog', { name: 'Launch call' });
    // No date yet: no time to set either.
    await drawer.getByRole('button', { name: 'Due date' }).waitFor();
    expect(await drawer.getByLabel('Due time').count()).toBe(0);

    const pickDay = async (day: number) => {
      await drawer.getByRole('button', { name: 'Due date' }).click();
      // Day-first or month-first, as the active language's date format has it.
      const name = new RegExp(
        `(\\b${String(day)} [A-Z][a-z]+|[A-Z][a-z]+ ${String(day)}(st|nd|rd|th)?,?) \\d{4}`,
      );
      await page.getByRole('button', { name }).click();
    };
    await pickDay(20);
    await expect.poll(storedDue, POLL).toBe('20 00:00');

    const time = drawer.getByLabel('Due time');
    await time.fill('14:30');
    await time.press('Enter');
    await expect.poll(storedDue, POLL).toBe('20 14:30');
    // The tile on the board shows the time with the date (in the active language's order and clock).
    await expect
      .poll(
        () =>
          page.locator('time', { hasText: /^(20 [A-Z][a-z]+|[A-Z][a-z]+ 20), (14:30|2:30\sPM)$/ }).count(),
        POLL,
      )
      .toBe(1);

    // Another day keeps the time of day.
    await pickDay(21);
    await expect.poll(storedDue, POLL).toBe('21 14:30');

    // After a reload the drawer reads the time back.
    await page.reload();
    // The page first shows the copy saved in the browser, which the reload may have cut short
    // at the 20th; a field edited then is re-read when the server's card arrives. Edit only once
    // the tile shows the server's day.
    await expect
      .poll(
        () =>
          page.locator('time', { hasText: /^(21 [A-Z][a-z]+|[A-Z][a-z]+ 21), (14:30|2:30\sPM)$/ }).count(),
        POLL,
      )
      .toBe(1);
    const reopened = page.getByRole('dialog', { name: 'Launch call' });
    // The drawer reads its card apart from the board, so it too may still show the saved 20th:
    // its time field is re-keyed when the server's moment arrives.
    await expect
      .poll(() => reopened.getByRole('button', { name: 'Due date' }).textContent(), POLL)
      .toMatch(/\b21\b/);
    await expect.poll(() => reopened.getByLabel('Due time').inputValue(), POLL).toBe('14:30');

    // Emptying the time leaves the date without one.
    await reopened.getByLabel('Due time').fill('');
    await reopened.getByLabel('Due time').press('Enter');
    await expect.poll(storedDue, POLL).toBe('21 00:00');
    await expect
      .poll(() => page.locator('time', { hasText: /^(21 [A-Z][a-z]+|[A-Z][a-z]+ 21)$/ }).count(), POLL)
      .toBe(1);
  });
});
