import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { POLL } from './board-helpers';

/** The tab shown again, as when the person comes back to it: TanStack Query re-reads what is stale. */
export const refocus = (page: Page) =>
  page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

/**
 * Every read of `page` that `matches` answers 502 (which supabase-js does not retry itself, as it
 * does 503 and network errors): each of the app's tries is one read. Gives how many were refused,
 * and the way back.
 */
export async function failReads(page: Page, matches: (url: URL) => boolean) {
  let failed = 0;
  await page.route(matches, async (route) => {
    failed += 1;
    await route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Bad gateway' }),
    });
  });
  return { count: () => failed, restore: () => page.unroute(matches) };
}

/**
 * The person comes back to the tab until the app reads again and that read and its retry fail
 * (`failed`: `failReads`' count). The first read may still be under way when the test arrives, and
 * a refocus then starts none.
 */
export async function failReadAgain(page: Page, failed: () => number): Promise<void> {
  await expect
    .poll(async () => {
      if (failed() === 0) await refocus(page);
      return failed();
    }, POLL)
    .toBe(2);
}
