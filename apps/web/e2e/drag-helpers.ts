import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { POLL } from './board-helpers';

export interface Point {
  x: number;
  y: number;
}

/** What the board last told screen readers about a drag (the drag library's live region). */
export const dragNews = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * Drags with the mouse from one point to another, and lets go only once the board announces the
 * drop as `landing` (e.g. "is now in Doing"). The board measures where a card can land a few
 * frames after the drag starts; on a busy machine the pointer can get there first, and a release
 * then drops nowhere. Until each announcement comes (the pick-up, then the landing), the pointer is
 * nudged a pixel either way, as a hand on a mouse would be, so the board looks again.
 */
export async function dragByMouse(page: Page, from: Point, to: Point, landing: string): Promise<void> {
  const before = await dragNews(page).allTextContents();
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // Small first steps: the mouse sensor starts after a few pixels, then follows the pointer. The
  // card is carried on only once the board has announced it picked it up, nudging meanwhile.
  await page.mouse.move(from.x + 10, from.y, { steps: 5 });
  await nudgeUntil(page, { x: from.x + 10, y: from.y }, async () => {
    const news = await dragNews(page).allTextContents();
    return news.join('\n') !== before.join('\n');
  });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await nudgeUntil(page, to, async () => (await dragNews(page).textContent())?.includes(landing) === true);
  await page.mouse.up();
}

/** Moves the held pointer a pixel either way around `at` until `done` says so. */
async function nudgeUntil(page: Page, at: Point, done: () => Promise<boolean>): Promise<void> {
  let nudge = 1;
  await expect
    .poll(async () => {
      if (await done()) return true;
      nudge = -nudge;
      await page.mouse.move(at.x + nudge, at.y);
      return false;
    }, POLL)
    .toBe(true);
}

/**
 * Presses keys on the focused drag handle one at a time, each once the board has announced the
 * one before as `heard` (as a screen-reader user waits to hear where the card is): a key pressed
 * before the board has measured the new spot is read against the old one.
 */
export async function dragByKeyboard(
  page: Page,
  steps: ReadonlyArray<[key: string, heard: string]>,
): Promise<void> {
  for (const [key, heard] of steps) {
    await page.keyboard.press(key);
    await expect.poll(() => dragNews(page).textContent(), POLL).toContain(heard);
    // dnd-kit's keyboard sensor starts listening for the arrows in a timer after the pick-up, and
    // Chromium runs a pressed key before waiting timers when busy: the next key waits a turn of
    // the page's timers, so it reaches the sensor rather than nothing.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}
