import {
  addChecklistItem,
  getCard,
  listActivity,
  listCards,
  listChecklistItems,
  listComments,
  updateCard,
} from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cardTitles, newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { launchChromium, STEP_TIMEOUT } from './browser';
import { dragByKeyboard } from './drag-helpers';
import { savedCard } from './local-copy-helpers';

const badge = (page: Page) => page.locator('.tb-presence__connection');
const queueStatus = (page: Page) => page.locator('.board-page__queue');

/**
 * Serves the app's own files (not the API) from what the browser fetched while online, so a
 * reload works offline as it does once the app is installed; the API stays out of reach.
 */
async function keepAppFiles(context: BrowserContext): Promise<void> {
  const saved = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
  const webUrl = inject('webUrl');
  await context.route(
    (url) => url.href.startsWith(webUrl),
    async (route) => {
      const url = route.request().url();
      try {
        const response = await route.fetch();
        // The body comes decoded: its encoding and length no longer describe it.
        const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
        const copy = { status: response.status(), headers, body: await response.body() };
        saved.set(url, copy);
        await route.fulfill(copy);
      } catch {
        const copy = saved.get(url) ?? saved.get(`${webUrl}/`);
        await (copy ? route.fulfill(copy) : route.abort('internetdisconnected'));
      }
    },
  );
}

describe('edits made offline', () => {
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  let owner: TestUser;

  beforeAll(async () => {
    // A page the test serves itself (standing in for the installed app's cache) has no address
    // space for Chromium's local-network checks, which would then refuse its calls to the loopback API.
    browser = await launchChromium(['--disable-features=LocalNetworkAccessChecks']);
    owner = await newUser('e2e-offline-queue', 'Quinn Queue');
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    contexts = [];
    await browser?.close();
  });

  async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    return { context, page: await context.newPage() };
  }

  it('are kept across a reload while offline, then each arrives once in another browser', async () => {
    const board = await newBoard(owner);
    const lists = await seedLists(owner, board, { Todo: ['Edit me', 'Move me'], Done: [] });
    const editId = lists.Todo?.cards['Edit me'] ?? '';
    const { context, page } = await newPage();
    await keepAppFiles(context);
    await signIn(page, owner, board.path);
    await expect.poll(() => badge(page).textContent(), POLL).toBe('Live');
    // The card's drawer once online, so its code and data are in the local copy.
    await page.goto(`${inject('webUrl')}${board.path}/c/${editId}`);
    await page.getByRole('dialog', { name: 'Edit me' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => badge(page).textContent(), POLL).toBe('Live');

    await context.setOffline(true);
    await expect.poll(() => badge(page).textContent(), POLL).toMatch(/^Offline/);

    // Add.
    await page.getByRole('region', { name: 'Todo' }).getByRole('button', { name: 'Add a card' }).click();
    await page.getByLabel('New card in Todo').fill('Added offline');
    await page.keyboard.press('Enter');
    await page.locator('.board-pending-card', { hasText: 'Added offline' }).waitFor();
    await page.keyboard.press('Escape');

    // Move, with the keyboard.
    await page.getByRole('button', { name: 'Move card: Move me' }).focus();
    await dragByKeyboard(page, [
      ['Space', 'is now in Todo'],
      ['ArrowRight', 'is now in Done'],
    ]);
    await page.keyboard.press('Space');
    await expect.poll(() => cardTitles(page, 'Done'), POLL).toEqual(['Move me']);

    // Edit the title and comment, in the drawer.
    await page.locator('[data-card-id] .tb-card-tile__open', { hasText: 'Edit me' }).click();
    const drawer = page.getByRole('dialog');
    const title = drawer.getByRole('textbox', { name: 'Card title' });
    await title.fill('Edited offline');
    await title.press('Enter');
    await drawer.getByLabel('Write a comment').fill('Commented offline');
    await drawer.getByRole('button', { name: 'Comment', exact: true }).click();
    await drawer.locator('.tb-comment[data-pending]', { hasText: 'Commented offline' }).waitFor();
    await expect.poll(() => queueStatus(page).textContent(), POLL).toBe('4 changes waiting');
    // Not before the local copy holds the edits: a reload cuts a save under way short.
    await expect
      .poll(async () => {
        const saved = await savedCard(page, editId);
        return { title: saved.inDrawer?.title, waiting: saved.waiting };
      }, POLL)
      .toEqual({ title: 'Edited offline', waiting: 2 });

    // Reloaded while still offline: everything still shows, and still waits. Depending on the
    // Chromium, the reloaded page reads `navigator.onLine` as false (its screens then load from the
    // app's files kept above, as from an installed app's worker) or as true, as a network that
    // reaches nothing does: the restored edits are then tried, get no answer, and stay queued.
    await page.reload();
    await expect.poll(() => queueStatus(page).textContent(), POLL).toBe('4 changes waiting');
    const reloaded = page.getByRole('dialog');
    await expect
      .poll(() => reloaded.getByRole('textbox', { name: 'Card title' }).inputValue(), POLL)
      .toBe('Edited offline');
    await reloaded.locator('.tb-comment[data-pending]', { hasText: 'Commented offline' }).waitFor();
    await page.keyboard.press('Escape');
    await reloaded.waitFor({ state: 'detached' });
    await page.locator('.board-pending-card', { hasText: 'Added offline' }).waitFor();
    expect(await cardTitles(page, 'Done')).toEqual(['Move me']);
    expect(await cardTitles(page, 'Todo')).toEqual(['Edited offline']);
    expect(await listCards(owner.client, board.boardId)).toHaveLength(2);

    await context.setOffline(false);
    await expect.poll(() => queueStatus(page).textContent(), POLL).toBe('All changes saved');

    // Another browser sees each change, once.
    const other = await newPage();
    await signIn(other.page, owner, board.path);
    await expect
      .poll(() => cardTitles(other.page, 'Todo'), POLL)
      .toEqual(['Edited offline', 'Added offline']);
    expect(await cardTitles(other.page, 'Done')).toEqual(['Move me']);
    expect((await listComments(owner.client, editId)).map((comment) => comment.body)).toEqual([
      'Commented offline',
    ]);
    expect(await listCards(owner.client, board.boardId)).toHaveLength(3);
  }, 120_000);

  it('complete, tick and archive are kept across a reload while offline, then each arrives once', async () => {
    const board = await newBoard(owner);
    const lists = await seedLists(owner, board, { Todo: ['Finish me', 'Archive me'] });
    const finishId = lists.Todo?.cards['Finish me'] ?? '';
    const archiveId = lists.Todo?.cards['Archive me'] ?? '';
    await addChecklistItem(owner.client, { cardId: finishId, body: 'Write notes' });
    const { context, page } = await newPage();
    await keepAppFiles(context);
    await signIn(page, owner, board.path);
    await expect.poll(() => badge(page).textContent(), POLL).toBe('Live');
    // Both drawers once online, so their code and data are in the cache. Opened from the board, not
    // by loading their addresses: a page load could cut the local copy's throttled save short.
    for (const name of ['Archive me', 'Finish me']) {
      await page.locator('[data-card-id] .tb-card-tile__open', { hasText: name }).click();
      const drawer = page.getByRole('dialog', { name });
      await drawer.getByRole('checkbox', { name: 'Mark as complete' }).waitFor();
      if (name === 'Finish me') await drawer.getByRole('checkbox', { name: 'Write notes' }).waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
    }
    await expect.poll(() => badge(page).textContent(), POLL).toBe('Live');

    await context.setOffline(true);
    await expect.poll(() => badge(page).textContent(), POLL).toMatch(/^Offline/);

    // Complete and tick, in the drawer: both show at once.
    await page.locator('[data-card-id] .tb-card-tile__open', { hasText: 'Finish me' }).click();
    const drawer = page.getByRole('dialog', { name: 'Finish me' });
    await drawer.getByRole('checkbox', { name: 'Mark as complete' }).click();
    await drawer.getByRole('checkbox', { name: 'Completed', checked: true }).waitFor();
    await drawer.getByRole('checkbox', { name: 'Write notes' }).click();
    await drawer.getByRole('checkbox', { name: 'Write notes', checked: true }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // Archive, from the other card's drawer: it leaves the board at once.
    await page.locator('[data-card-id] .tb-card-tile__open', { hasText: 'Archive me' }).click();
    await page
      .getByRole('dialog', { name: 'Archive me' })
      .getByRole('button', { name: 'Archive', exact: true })
      .click();
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Finish me']);
    await expect.poll(() => queueStatus(page).textContent(), POLL).toBe('3 changes waiting');
    // A reload cuts short a save of the local copy still under way: it waits for the copy to hold
    // the three edits and what they show.
    await expect
      .poll(async () => {
        const [finish, archived] = [await savedCard(page, finishId), await savedCard(page, archiveId)];
        return {
          completed: [finish.onBoard?.completed_at, finish.inDrawer?.completed_at].every(Boolean),
          ticked: finish.checklist?.map((item) => item.done),
          archived: Boolean(archived.onBoard?.archived_at),
          waiting: finish.waiting + archived.waiting,
        };
      }, POLL)
      .toEqual({ completed: true, ticked: [true], archived: true, waiting: 3 });

    // Reloaded while still offline: all three still show, and still wait.
    await page.reload();
    await expect.poll(() => queueStatus(page).textContent(), POLL).toBe('3 changes waiting');
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Finish me']);
    await page.locator('[data-card-id] .tb-card-tile__open', { hasText: 'Finish me' }).click();
    await drawer.getByRole('checkbox', { name: 'Completed', checked: true }).waitFor();
    await drawer.getByRole('checkbox', { name: 'Write notes', checked: true }).waitFor();
    expect((await getCard(owner.client, finishId)).completed_at).toBeNull();
    expect((await getCard(owner.client, archiveId)).archived_at).toBeNull();

    await context.setOffline(false);
    await expect.poll(() => queueStatus(page).textContent(), POLL).toBe('All changes saved');

    // Another browser sees each change.
    const other = await newPage();
    await signIn(other.page, owner, `${board.path}/c/${finishId}`);
    const seen = other.page.getByRole('dialog', { name: 'Finish me' });
    await seen.getByRole('checkbox', { name: 'Completed', checked: true }).waitFor();
    await seen.getByRole('checkbox', { name: 'Write notes', checked: true }).waitFor();
    await other.page.keyboard.press('Escape');
    await expect.poll(() => cardTitles(other.page, 'Todo'), POLL).toEqual(['Finish me']);
    // Once each: a change sent twice (tried before the reload, again after) records nothing new.
    const kinds = async (cardId: string) =>
      (await listActivity(owner.client, { cardId })).map((entry) => entry.kind);
    // The tick completed the checklist: one checklist.completed, however often it was sent.
    expect(await kinds(finishId)).toEqual(['checklist.completed', 'card.completed', 'card.created']);
    expect(await kinds(archiveId)).toEqual(['card.archived', 'card.created']);
    expect((await listChecklistItems(owner.client, finishId)).map((item) => item.done)).toEqual([true]);
  }, 120_000);

  it('offer a title edit again after the reload when someone else changed the title meanwhile', async () => {
    const board = await newBoard(owner);
    const lists = await seedLists(owner, board, { Todo: ['Draft title'] });
    const cardId = lists.Todo?.cards['Draft title'] ?? '';
    const { context, page } = await newPage();
    await keepAppFiles(context);
    await signIn(page, owner, `${board.path}/c/${cardId}`);
    await expect.poll(() => badge(page).textContent(), POLL).toBe('Live');
    await context.setOffline(true);
    await expect.poll(() => badge(page).textContent(), POLL).toMatch(/^Offline/);
    const title = page.getByRole('textbox', { name: 'Card title' });
    await title.fill('Written offline');
    await title.press('Enter');
    await expect.poll(() => queueStatus(page).textContent(), POLL).toBe('1 change waiting');
    // Not before the local copy holds the edit and its title: a reload cuts a save under way short.
    await expect
      .poll(async () => {
        const saved = await savedCard(page, cardId);
        return { title: saved.inDrawer?.title, waiting: saved.waiting };
      }, POLL)
      .toEqual({ title: 'Written offline', waiting: 1 });

    await page.reload();
    await expect.poll(() => queueStatus(page).textContent(), POLL).toBe('1 change waiting');
    await expect.poll(() => title.inputValue(), POLL).toBe('Written offline');
    const seen = await getCard(owner.client, cardId);
    await updateCard(owner.client, { cardId, expectedVersion: seen.version, title: 'Changed elsewhere' });

    // The restored edit has no screen of its own: the drawer offers both titles all the same.
    await context.setOffline(false);
    const conflict = page.getByRole('alert').filter({ hasText: 'Someone else changed the title meanwhile' });
    await conflict.waitFor();
    expect(await conflict.getByText('Theirs: “Changed elsewhere”').count()).toBe(1);
    expect(await conflict.getByText('Yours: “Written offline”').count()).toBe(1);
    await expect.poll(() => title.inputValue(), POLL).toBe('Changed elsewhere');

    await conflict.getByRole('button', { name: 'Keep my title' }).click();
    await expect.poll(async () => (await getCard(owner.client, cardId)).title, POLL).toBe('Written offline');
    await expect.poll(() => title.inputValue(), POLL).toBe('Written offline');
    expect(await conflict.count()).toBe(0);
  }, 120_000);
});
