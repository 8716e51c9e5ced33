import { addComment, createBoard } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  newBoard,
  newUser,
  POLL,
  seedLists,
  signIn,
  type TestBoard,
  type TestUser,
} from './board-helpers';
import { mailTo } from './auth-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';

/** The email job runs every 10 seconds and the sender may boot cold: the mailbox gets that long. */
const MAIL_POLL = { timeout: 90_000, interval: 500 };

describe('notifications', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let alice: TestUser;
  let bob: TestUser;
  let board: TestBoard;
  let cardId: string;
  let otherBoardPath: string;

  const open = async (user: TestUser, path: string): Promise<Page> => {
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, user, path);
    return page;
  };

  beforeAll(async () => {
    browser = await sharedChromium();
    alice = await newUser('e2e-notify-a', 'Alice Author');
    bob = await newUser('e2e-notify-b', 'Bob Busy');
    board = await newBoard(alice, 'Launch');
    await addMember(board, bob, 'member');
    const lists = await seedLists(alice, board, { Todo: ['Write the launch post'] });
    cardId = lists.Todo!.cards['Write the launch post']!;
    const other = await createBoard(alice.client, { workspaceId: board.workspaceId, name: 'Elsewhere' });
    otherBoardPath = `/w/${board.slug}/b/${other.id}`;
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('A mentions B in a comment; B, on another board, sees the bell go up live, opens the inbox and the card, and the count goes down', async () => {
    const bobPage = await open(bob, otherBoardPath);
    const bell = bobPage.locator('.tb-bell');
    await expect.poll(() => bell.getAttribute('aria-label'), POLL).toBe('Notifications');

    const alicePage = await open(alice, `${board.path}/c/${cardId}`);
    const composer = alicePage.getByLabel('Write a comment');
    await composer.click();
    await composer.pressSequentially('Can you take this, @Bo');
    await alicePage.getByRole('option', { name: 'Bob Busy' }).waitFor();
    await alicePage.keyboard.press('Enter');
    await composer.pressSequentially('?');
    await expect.poll(() => composer.inputValue(), POLL).toBe(`Can you take this, @[Bob Busy](${bob.id}) ?`);
    await alicePage.getByRole('button', { name: 'Comment', exact: true }).click();
    // The comment shows the mention as a chip.
    await expect.poll(() => alicePage.locator('.tb-mention', { hasText: '@Bob Busy' }).count(), POLL).toBe(1);

    // Bob never reloaded: the count arrives live.
    await expect.poll(() => bell.getAttribute('aria-label'), POLL).toBe('Notifications, 1 unread');
    expect(new URL(bobPage.url()).pathname).toBe(otherBoardPath);

    await bell.click();
    const panel = bobPage.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByRole('button', { name: /Alice Author mentioned you on Write the launch post/ });
    await item.click();
    await bobPage.waitForURL((url) => url.pathname === `${board.path}/c/${cardId}`);
    await expect.poll(() => bell.getAttribute('aria-label'), POLL).toBe('Notifications');

    // The inbox page lists it, read now, under Mentions too.
    await bobPage.goto(new URL('/inbox', bobPage.url()).toString());
    await bobPage.getByRole('button', { name: 'Mentions' }).click();
    await expect
      .poll(() => bobPage.getByRole('button', { name: /^Alice Author mentioned you/ }).count(), POLL)
      .toBe(1);
    await bobPage.getByRole('button', { name: 'Unread' }).click();
    await expect.poll(() => bobPage.getByText('All caught up').count(), POLL).toBe(1);
  });

  it('lets B watch a card from its drawer and keeps the choice', async () => {
    const bobPage = await open(bob, `${board.path}/c/${cardId}`);
    // Mentioned above, so Bob already watches it; he stops, and it stays stopped after a reload.
    const toggle = bobPage.getByRole('button', { name: /^Watch(ing)?$/ });
    await expect.poll(() => toggle.getAttribute('aria-pressed'), POLL).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed'), POLL).toBe('false');
    await bobPage.reload();
    await expect
      .poll(() => bobPage.getByRole('button', { name: 'Watch' }).getAttribute('aria-pressed'), POLL)
      .toBe('false');
  });
  it('lays the "Email me when" choices out one a line, none over another', async () => {
    const page = await open(alice, '/account');
    const choices = page.getByRole('group', { name: 'Email me when' }).getByRole('checkbox');
    await expect.poll(() => choices.count(), POLL).toBeGreaterThan(1);
    const boxes = await Promise.all((await choices.all()).map((box) => box.boundingBox()));
    const tops = boxes.map((box) => box?.y ?? Number.NaN);
    for (let index = 1; index < tops.length; index += 1) {
      expect(tops[index]! - tops[index - 1]!).toBeGreaterThanOrEqual(boxes[index - 1]!.height);
    }
  });

  it("B's mailbox holds the email only when B enabled it", async () => {
    const mention = `@[${bob.name}](${bob.id})`;
    // Email is off by default: this mention stays in the app.
    await addComment(alice.client, { cardId, body: `Email off, ${mention}` });

    const bobPage = await open(bob, '/account');
    const email = bobPage.getByRole('switch', { name: 'Email me notifications' });
    await expect.poll(() => email.getAttribute('aria-checked'), POLL).toBe('false');
    await email.click();
    await expect.poll(() => email.getAttribute('aria-checked'), POLL).toBe('true');
    await bobPage.reload();
    await expect.poll(() => email.getAttribute('aria-checked'), POLL).toBe('true');

    // The second mention is the sentinel: once it is emailed, the first would have been too.
    await addComment(alice.client, { cardId, body: `Email on, ${mention}` });
    await expect.poll(async () => (await mailTo(bob.email)).length, MAIL_POLL).toBeGreaterThan(0);
    const mails = await mailTo(bob.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Alice Author mentioned you on "Write the launch post" in Launch');
    expect(mails[0]!.text).toContain(`Email on, @${bob.name}`);
    expect(mails[0]!.text).not.toContain('Email off');
    expect(mails[0]!.links.some((link) => link.endsWith(`${board.path}/c/${cardId}`))).toBe(true);
    // Alice, who wrote both, hears nothing.
    expect(await mailTo(alice.email)).toEqual([]);
  });
});
