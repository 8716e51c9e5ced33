import { createBoard, updateWorkspace } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBoard, newUser, POLL, signIn, type TestUser } from './board-helpers';
import { launchChromium, STEP_TIMEOUT } from './browser';

// Issue 35: a workspace the app already has stays on screen when a re-read of
// it fails (the server briefly unable to answer), instead of every screen
// under the gate (its boards, settings, my cards) giving way to "This
// workspace could not be loaded".

/** The tab shown again, as when the person comes back to it: TanStack Query re-reads what is stale. */
const refocus = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

const LOAD_ERROR = 'This workspace could not be loaded';

describe('the workspace gate keeps what it has', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let owner: TestUser;

  beforeAll(async () => {
    browser = await launchChromium();
    owner = await newUser('e2e-gate-owner', 'Gabi Gate');
    context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('keeps the workspace on screen when reading it again fails, and takes the next answer that comes', async () => {
    const board = await newBoard(owner, 'Steady');
    const path = `/w/${board.slug}`;
    await signIn(page, owner, path);
    const tile = (name: string) => page.getByRole('link', { name: new RegExp(name) });
    await expect.poll(() => tile('Steady').count(), POLL).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'E2E workspace' }).count(), POLL).toBe(1);

    // The workspace's own read (by its slug) fails at the gateway; everything else still answers.
    // 502, which supabase-js does not retry itself (it does 503 and network errors): each of the
    // gate's tries is one read.
    const workspaceRead = (url: URL) =>
      url.pathname.endsWith('/rest/v1/workspaces') && url.searchParams.get('slug') === `eq.${board.slug}`;
    let failedReads = 0;
    await page.route(workspaceRead, async (route) => {
      failedReads += 1;
      await route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Bad gateway' }),
      });
    });
    // The person comes back to the tab and the gate reads the workspace again: the read and its retry fail.
    await refocus(page);
    await expect.poll(() => failedReads, POLL).toBe(2);

    // The screen is still there and still live: a board made after both failures arrives on it.
    await createBoard(owner.client, { workspaceId: board.workspaceId, name: 'Sentinel' });
    await expect.poll(() => tile('Sentinel').count(), POLL).toBe(1);
    expect(await page.getByText(LOAD_ERROR).count()).toBe(0);
    expect(await tile('Steady').count()).toBe(1);
    expect(failedReads).toBe(2);

    // Back in reach, the next read is taken as usual: a rename made meanwhile shows.
    await page.unroute(workspaceRead);
    await updateWorkspace(owner.client, { workspaceId: board.workspaceId, name: 'Back in reach' });
    await refocus(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Back in reach' }).count(), POLL).toBe(1);
    expect(await page.getByText(LOAD_ERROR).count()).toBe(0);
  });
});
