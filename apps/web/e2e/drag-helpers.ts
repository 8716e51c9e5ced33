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
  const mouse = (point: Point) => page.mouse.move(point.x, point.y);
  await nudgeUntil(mouse, { x: from.x + 10, y: from.y }, () => newsSince(page, before));
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await nudgeUntil(mouse, to, () => announced(page, landing));
  await page.mouse.up();
}

/**
 * Drags with a finger (the page's context needs `hasTouch`): presses at `from` until the board
 * announces the pick-up (past the press delay, so a quick swipe still scrolls), slides to `to`, and
 * lifts only once the board announces the drop as `landing`, nudging meanwhile as `dragByMouse` does.
 */
export async function dragByTouch(page: Page, from: Point, to: Point, landing: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point: Point) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(point.x), y: Math.round(point.y) }],
    });
  const before = await dragNews(page).allTextContents();
  await touch('touchStart', from);
  await expect.poll(() => newsSince(page, before), POLL).toBe(true);
  for (let step = 1; step <= 15; step += 1) {
    await touch('touchMove', {
      x: from.x + ((to.x - from.x) * step) / 15,
      y: from.y + ((to.y - from.y) * step) / 15,
    });
  }
  await nudgeUntil(
    (point) => touch('touchMove', point),
    to,
    () => announced(page, landing),
  );
  await touch('touchEnd', to);
  await cdp.detach();
}

/** Whether the board has announced anything since `before` (its live region's texts then). */
const newsSince = async (page: Page, before: string[]) =>
  (await dragNews(page).allTextContents()).join('\n') !== before.join('\n');

const announced = async (page: Page, news: string) =>
  (await dragNews(page).textContent())?.includes(news) === true;

/** Moves the held pointer or finger a pixel either way around `at` until `done` says so. */
async function nudgeUntil(
  move: (point: Point) => Promise<unknown>,
  at: Point,
  done: () => Promise<boolean>,
): Promise<void> {
  let nudge = 1;
  await expect
    .poll(async () => {
      if (await done()) return true;
      nudge = -nudge;
      await move({ x: at.x + nudge, y: at.y });
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
