import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { BOARD_RENDERED_MARK } from '../src/shared/lib/perf-marks';

export async function signIn(page: Page, webUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${webUrl}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), { timeout: 15_000 });
}

/** Milliseconds from the start of the navigation to the board's rendered mark. */
export async function timeToBoard(page: Page, url: string, listCount: number): Promise<number> {
  await page.goto(url);
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, BOARD_RENDERED_MARK, {
    timeout: 60_000,
  });
  const rendered = await page.locator('[data-list-id]').count();
  if (rendered !== listCount)
    throw new Error(`expected ${String(listCount)} columns, saw ${String(rendered)}`);
  return page.evaluate(
    (name) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN,
    BOARD_RENDERED_MARK,
  );
}

/** Alternates the two boards so drift in the machine's load hits both alike. */
export async function sampleBoards(
  browser: Browser,
  storageState: BrowserContextOptions['storageState'],
  urls: { full: string; empty: string },
  listCount: number,
  samples: number,
): Promise<{ full: number[]; empty: number[] }> {
  const full: number[] = [];
  const empty: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    for (const [which, into] of [
      ['empty', empty],
      ['full', full],
    ] as const) {
      // A fresh context per sample: nothing cached from the previous load but the session.
      const context = await browser.newContext({ storageState });
      const page = await context.newPage();
      into.push(await timeToBoard(page, urls[which], listCount));
      await context.close();
    }
  }
  return { full, empty };
}
