import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { POLL } from './board-helpers';

/** How the focused element reads: its accessible name as far as aria-label or text tell it. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '';
    return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
  });

/**
 * Presses `key` until the focused element reads `name` (at most `limit` presses). After each press
 * it waits for the focus to leave the element it was on: a menu moves its focus in a timer after the key
 * (roving focus), so on a busy machine the next read could still see the old item, and the next
 * press would then be aimed from it once more.
 */
export async function pressUntilFocused(page: Page, key: string, name: string, limit = 10): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    if ((await focused(page)) === name) return;
    const before = await page.evaluateHandle(() => document.activeElement);
    await page.keyboard.press(key);
    await expect
      .poll(() => page.evaluate((element) => document.activeElement !== element, before), POLL)
      .toBe(true);
    await before.dispose();
  }
  expect(await focused(page)).toBe(name);
}
