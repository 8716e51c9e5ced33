import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughForm } from './auth-helpers';
import {
  newBoard,
  newUser,
  PASSWORD,
  seedLists,
  signIn,
  type TestBoard,
  type TestUser,
} from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';

/** PRODUCT.md §10.5: another browser learns within seconds that its session was ended, and keeps what was typed. */
const TOLD_WITHIN = 5_000;

describe('sign out of all devices', () => {
  let browser: Browser;
  let user: TestUser;
  let board: TestBoard;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await sharedChromium();
    user = await newUser('e2e-everywhere', 'Eve Everywhere');
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });

  const openBrowser = async (path: string): Promise<Page> => {
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, user, path);
    return page;
  };

  it('asks first, then sends the other browser to sign-in with its half-typed card kept', async () => {
    board = await newBoard(user, 'Everywhere board');
    await seedLists(user, board, { 'To do': [] });
    const account = await openBrowser('/account');
    const other = await openBrowser(board.path);

    // The other browser is live on the board and has started a card.
    await other.locator('.tb-presence__connection[data-state="live"]').waitFor();
    await other.getByRole('region', { name: 'To do' }).getByRole('button', { name: 'Add a card' }).click();
    await other.getByLabel('New card in To do').fill('Call the printer');

    // Nothing happens before the confirmation; cancelling keeps everyone signed in.
    await account.getByRole('button', { name: 'Sign out of all devices' }).click();
    const dialog = account.getByRole('dialog', { name: 'Sign out of all devices?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(account.url()).pathname).toBe('/account');

    await account.getByRole('button', { name: 'Sign out of all devices' }).click();
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await account.waitForURL((url) => url.pathname === '/sign-in');

    // The other browser is told, without reloading or typing anything more.
    await other.waitForURL((url) => url.pathname === '/sign-in', { timeout: TOLD_WITHIN });
    await other.getByText('You have been signed out. Sign in again to continue.').waitFor();

    // Signing in again brings it back to the board with the card it was typing.
    await signInThroughForm(other, user.email, PASSWORD);
    await other.waitForURL((url) => url.pathname === board.path);
    expect(await other.getByLabel('New card in To do').inputValue()).toBe('Call the printer');
  });
});
