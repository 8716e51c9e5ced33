import { createBoard, createCard, createList, updateWorkspace } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page, Request, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cardTitles, newBoard, newUser, POLL, signIn, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { failReadAgain, failReads, refocus } from './failing-reads';

// Issue 35: a workspace the app already has stays on screen when a re-read of
// it fails (the server briefly unable to answer), instead of every screen
// under the gate (its boards, settings, my cards) giving way to "This
// workspace could not be loaded". The board screen sits outside the gate (a
// guest opens it without being in the workspace) and reads the workspace
// itself: the same holds there. And the workspace's boards already listed stay
// when their own re-read fails.

/**
 * Resolves once the app has read the workspace (by its slug) again after its workspace channel
 * joined, as it does to catch what changed before the join, and that read has been answered:
 * after it, every read of the workspace is one the test caused. Set up before the page loads.
 * The page's socket frames and requests reach the test in the order they happened.
 */
function settledAfterJoin(page: Page, slug: string): Promise<void> {
  let joined = false;
  const onFrame = ({ payload }: { payload: string | Buffer }) => {
    const text = String(payload);
    if (text.includes('"realtime:workspace:') && text.includes('"phx_reply"') && text.includes('"ok"'))
      joined = true;
  };
  const onSocket = (socket: WebSocket) => socket.on('framereceived', onFrame);
  page.on('websocket', onSocket);
  return new Promise<void>((resolve) => {
    const onRequest = (request: Request) => {
      if (!joined || !readsWorkspace(new URL(request.url()), slug)) return;
      page.off('request', onRequest);
      page.off('websocket', onSocket);
      void request.response().then(() => resolve());
    };
    page.on('request', onRequest);
  });
}

/** The workspace's own read (by its slug), as the gate and the board screen make it. */
const readsWorkspace = (url: URL, slug: string) =>
  url.pathname.endsWith('/rest/v1/workspaces') && url.searchParams.get('slug') === `eq.${slug}`;

const LOAD_ERROR = 'This workspace could not be loaded';
const BOARD_LOAD_ERROR = 'This board didn’t load';
const BOARDS_LOAD_ERROR = 'Boards could not be loaded';

/** Every read of the workspace (by its slug) answers 502; see `failReads`. */
const failWorkspaceReads = (page: Page, slug: string) => failReads(page, (url) => readsWorkspace(url, slug));

describe('the workspace gate keeps what it has', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let owner: TestUser;

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-gate-owner', 'Gabi Gate');
    context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('keeps the workspace on screen when reading it again fails, and takes the next answer that comes', async () => {
    const board = await newBoard(owner, 'Steady');
    const path = `/w/${board.slug}`;
    const settled = settledAfterJoin(page, board.slug);
    await signIn(page, owner, path);
    const tile = (name: string) => page.getByRole('link', { name: new RegExp(name) });
    await expect.poll(() => tile('Steady').count(), POLL).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'E2E workspace' }).count(), POLL).toBe(1);
    await settled;

    const failedReads = await failWorkspaceReads(page, board.slug);
    // The person comes back to the tab and the gate reads the workspace again: the read and its retry fail.
    await failReadAgain(page, failedReads.count);

    // The screen is still there and still live: a board made after both failures arrives on it.
    await createBoard(owner.client, { workspaceId: board.workspaceId, name: 'Sentinel' });
    await expect.poll(() => tile('Sentinel').count(), POLL).toBe(1);
    expect(await page.getByText(LOAD_ERROR).count()).toBe(0);
    expect(await tile('Steady').count()).toBe(1);
    expect(failedReads.count()).toBe(2);

    // Back in reach, the next read is taken as usual: a rename made meanwhile shows.
    await failedReads.restore();
    await updateWorkspace(owner.client, { workspaceId: board.workspaceId, name: 'Back in reach' });
    await refocus(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Back in reach' }).count(), POLL).toBe(1);
    expect(await page.getByText(LOAD_ERROR).count()).toBe(0);
  });

  it('keeps the workspace’s boards on screen when reading them again fails', async () => {
    const board = await newBoard(owner, 'Kept board');
    const settled = settledAfterJoin(page, board.slug);
    // Signed in by the first test.
    await page.goto(`${inject('webUrl')}/w/${board.slug}`);
    const tile = page.getByRole('link', { name: /Kept board/ });
    await expect.poll(() => tile.count(), POLL).toBe(1);
    await settled;

    const failedReads = await failReads(
      page,
      (url) =>
        url.pathname.endsWith('/rest/v1/boards') &&
        url.searchParams.get('workspace_id') === `eq.${board.workspaceId}` &&
        url.searchParams.get('archived_at') === 'is.null',
    );
    await failReadAgain(page, failedReads.count);

    // The screen still answers (a rename made after both failures shows), and the boards are still on it.
    await updateWorkspace(owner.client, { workspaceId: board.workspaceId, name: 'Renamed meanwhile' });
    await refocus(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Renamed meanwhile' }).count(), POLL).toBe(1);
    expect(await tile.count()).toBe(1);
    expect(await page.getByText(BOARDS_LOAD_ERROR).count()).toBe(0);
    await failedReads.restore();
  });

  it('keeps an open board on screen and live when reading its workspace again fails', async () => {
    const board = await newBoard(owner, 'Board outside the gate');
    const list = await createList(owner.client, { boardId: board.boardId, name: 'Doing' });
    await createCard(owner.client, { listId: list.id, title: 'Before' });
    const settled = settledAfterJoin(page, board.slug);
    await page.goto(`${inject('webUrl')}${board.path}`);
    await expect.poll(() => cardTitles(page, 'Doing'), POLL).toEqual(['Before']);
    await settled;

    const failedReads = await failWorkspaceReads(page, board.slug);
    await failReadAgain(page, failedReads.count);

    // Still the board, still live: a card made after both failures arrives, and the person was
    // neither sent away (as on losing the board) nor shown the board's error screen.
    await createCard(owner.client, { listId: list.id, title: 'After' });
    await expect.poll(() => cardTitles(page, 'Doing'), POLL).toEqual(['Before', 'After']);
    expect(new URL(page.url()).pathname).toBe(board.path);
    expect(await page.getByText(BOARD_LOAD_ERROR).count()).toBe(0);
    expect(failedReads.count()).toBe(2);
    await failedReads.restore();
  });
});
