import {
  addBoardMember,
  createBoard,
  createList,
  getCard,
  listBoardMembers,
  listBoards,
  listLists,
  listMembers,
  removeBoardMember,
  setBoardVisibility,
  updateCard,
} from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForPath } from './auth-helpers';
import {
  addMember,
  cardTitles,
  newBoard,
  newUser,
  PASSWORD,
  POLL,
  seedLists,
  signIn,
  type TestBoard,
  type TestUser,
} from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { invitationLink, web } from './workspace-helpers';

/** Three people at once, each in a browser of their own: the board's admin, a teammate, an outsider. */
describe('private boards, board members and guests', () => {
  let browser: Browser;
  let owner: TestUser;
  let board: TestBoard;
  let cardId: string;
  const contexts: BrowserContext[] = [];

  const openPage = async (): Promise<Page> => {
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    return context.newPage();
  };
  const boardList = (page: Page) => page.getByRole('list', { name: 'Boards' });

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-access-owner', 'Olga Owner');
    board = await newBoard(owner, 'Hiring');
    const lists = await seedLists(owner, board, { Candidates: ['Interview plan'] });
    cardId = lists.Candidates?.cards['Interview plan'] ?? '';
    await createBoard(owner.client, { workspaceId: board.workspaceId, name: 'Roadmap' });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it('takes a board away live from a teammate watching it when an admin makes it private', async () => {
    const teammate = await newUser('e2e-access-teammate', 'Tom Teammate');
    await addMember(board, teammate, 'member');
    const admin = await openPage();
    const watcher = await openPage();
    await signIn(admin, owner, board.path);
    await signIn(watcher, teammate, board.path);
    await expect.poll(() => cardTitles(watcher, 'Candidates'), POLL).toEqual(['Interview plan']);

    await admin.getByRole('button', { name: 'Share' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Share “Hiring”' });
    await dialog.getByRole('radio', { name: /Private/ }).click();
    // The confirmation names who loses the board: the teammate, not the owner.
    const confirm = dialog.getByRole('group', { name: 'Make this board private?' });
    await confirm.getByText('1 person loses access at once').waitFor();
    expect(await confirm.getByRole('listitem').allTextContents()).toEqual(['Tom Teammate']);
    await confirm.getByRole('button', { name: 'Make private' }).click();
    await dialog.getByRole('radio', { name: /Private/, checked: true }).waitFor();

    // The teammate is told and taken to the workspace, where the board is gone.
    // (The toast's text is also announced in a live region: the visible one is in the toast region.)
    await watcher
      .getByRole('region', { name: /^Notifications/ })
      .getByText('You no longer have access to Hiring')
      .waitFor();
    await waitForPath(watcher, `/w/${board.slug}`);
    await boardList(watcher)
      .getByRole('link', { name: /Roadmap/ })
      .waitFor();
    expect(
      await boardList(watcher)
        .getByRole('link', { name: /Hiring/ })
        .count(),
    ).toBe(0);
    expect((await listBoards(teammate.client, board.workspaceId)).map((row) => row.name)).toEqual([
      'Roadmap',
    ]);

    // The admin's own screens mark the board private.
    await admin.keyboard.press('Escape');
    await admin.getByText('Private board').waitFor();
    await admin.goto(web(`/w/${board.slug}`));
    await boardList(admin)
      .getByRole('link', { name: /Hiring/ })
      .getByRole('img', { name: 'Private board' })
      .waitFor();
    expect(
      await boardList(admin)
        .getByRole('link', { name: /Roadmap/ })
        .getByRole('img')
        .count(),
    ).toBe(0);
  });

  it('lets a guest invited by email into one board and nothing else of the workspace', async () => {
    const guest = await newUser('e2e-access-guest', 'Gwen Guest');
    const admin = await openPage();
    await signIn(admin, owner, board.path);
    await admin.getByRole('button', { name: 'Share' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Share “Hiring”' });
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(guest.email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText(`Invitation sent to ${guest.email}.`).waitFor();

    // The guest follows the emailed link, signs in and lands on the board.
    const page = await openPage();
    // The emailed link names the site the functions were configured with; this run serves its own.
    const token = new URL(await invitationLink(guest.email)).pathname.split('/').pop() ?? '';
    await page.goto(web(`/invite/${token}`));
    await page.getByText('Olga Owner invited you as a guest to the board Hiring of E2E workspace').waitFor();
    await page.getByRole('link', { name: 'Sign in to accept' }).click();
    await page.getByLabel('Email').fill(guest.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath(page, board.path);
    await expect.poll(() => cardTitles(page, 'Candidates'), POLL).toEqual(['Interview plan']);
    await page.getByRole('heading', { level: 1, name: 'Hiring' }).waitFor();
    await page.getByRole('button', { name: 'Share' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add a card' }).count()).toBe(0);

    // Nothing else: not the workspace, not its other board, not its member list.
    const roadmap = (await listBoards(owner.client, board.workspaceId)).find((row) => row.name === 'Roadmap');
    await page.goto(web(`/w/${board.slug}/b/${roadmap?.id ?? ''}`));
    await page.getByRole('heading', { name: 'This board didn’t load' }).waitFor();
    await page.goto(web(`/w/${board.slug}`));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('link', { name: /Roadmap/ }).count()).toBe(0);
    expect((await listBoards(guest.client, board.workspaceId)).map((row) => row.name)).toEqual(['Hiring']);
    expect(await listMembers(guest.client, board.workspaceId)).toEqual([]);

    // Signing in again later, their home lists the board they were invited to: their way back.
    await page.goto(web('/workspaces'));
    await page
      .getByRole('list', { name: 'Boards shared with you' })
      .getByRole('link', { name: /^Hiring in E2E workspace/ })
      .click();
    await waitForPath(page, board.path);

    // Every member list marks them a guest.
    const people = await listBoardMembers(owner.client, board.boardId);
    expect(people.find((person) => person.userId === guest.id)).toMatchObject({
      isGuest: true,
      role: 'viewer',
    });
    await admin.reload();
    await admin.getByRole('button', { name: 'Share' }).click();
    await admin
      .getByRole('dialog', { name: 'Share “Hiring”' })
      .getByRole('listitem')
      .filter({ hasText: 'Gwen Guest' })
      .getByText('Guest', { exact: true })
      .waitFor();
    // The workspace's settings list them apart, with the board they can open.
    await admin.goto(web(`/w/${board.slug}/settings`));
    await admin
      .getByRole('list', { name: 'Guests' })
      .getByRole('list', { name: 'Boards of Gwen Guest' })
      .getByText('Hiring')
      .waitFor();

    // Taken off the board while looking at it, the guest loses it live (the board's channel is
    // live once the connection badge says so: the notice cannot arrive before the join).
    await page.goto(web(board.path));
    await expect.poll(() => cardTitles(page, 'Candidates'), POLL).toEqual(['Interview plan']);
    await expect.poll(() => page.locator('.tb-presence__connection').textContent(), POLL).toBe('Live');
    await removeBoardMember(owner.client, { boardId: board.boardId, userId: guest.id });
    await page
      .getByRole('region', { name: /^Notifications/ })
      .getByText('You no longer have access to Hiring')
      .waitFor();
    expect(await listBoards(guest.client, board.workspaceId)).toEqual([]);
  });

  it('lets a commenter comment with every editing control absent, and the server refuses their edits', async () => {
    const commenter = await newUser('e2e-access-commenter', 'Cora Commenter');
    await addMember(board, commenter, 'member');
    await setBoardVisibility(owner.client, { boardId: board.boardId, visibility: 'private' });
    await addBoardMember(owner.client, { boardId: board.boardId, userId: commenter.id, role: 'commenter' });
    const page = await openPage();
    await signIn(page, commenter, board.path);
    await expect.poll(() => cardTitles(page, 'Candidates'), POLL).toEqual(['Interview plan']);
    // Share shows once the board role is known, and with it every control the role allows.
    await page.getByRole('button', { name: 'Share' }).waitFor();
    await page.getByText('Private board').waitFor();
    expect(await page.getByRole('button', { name: /^Move (card|list):/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add a card' }).count()).toBe(0);
    expect(await page.getByLabel('New list').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Actions for list/ }).count()).toBe(0);

    await page.getByRole('link', { name: 'Interview plan' }).click();
    const drawer = page.getByRole('dialog', { name: 'Interview plan' });
    await drawer.getByText(/You are a commenter on this board/).waitFor();
    expect(await drawer.getByRole('button', { name: 'Attach files' }).count()).toBe(0);
    expect(await drawer.getByRole('textbox', { name: 'Card title' }).count()).toBe(0);
    await drawer.getByLabel('Write a comment').fill('Ask about the notice period');
    await drawer.getByRole('button', { name: 'Comment', exact: true }).click();
    await drawer.getByText('Ask about the notice period').waitFor();

    // The same person asking the server directly gets nowhere.
    await expect(
      createList(commenter.client, { boardId: board.boardId, name: 'Forced' }),
    ).rejects.toMatchObject({
      code: expect.stringMatching(/forbidden|not-found/) as unknown,
    });
    const current = await getCard(owner.client, cardId);
    await expect(
      updateCard(commenter.client, { cardId, expectedVersion: current.version, title: 'Hijacked' }),
    ).rejects.toMatchObject({ code: expect.stringMatching(/forbidden|not-found/) as unknown });
    expect((await getCard(owner.client, cardId)).title).toBe('Interview plan');
    expect((await listLists(owner.client, board.boardId)).map((list) => list.name)).toEqual(['Candidates']);
  });
});
