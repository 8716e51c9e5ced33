import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  createUser,
  emailLink,
  signInThroughForm,
  signOutThroughMenu,
  uniqueEmail,
  waitForPath,
} from './auth-helpers';
import { cardTitles, POLL } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { createWorkspaceThroughUI, uniqueSlug } from './workspace-helpers';

const PASSWORD = 'correct-horse-7';

describe('auth screens', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const web = (path: string) => `${inject('webUrl')}${path}`;

  beforeAll(async () => {
    browser = await sharedChromium();
  });
  // A context per test: its own storage, so every test starts signed out.
  beforeEach(async () => {
    context = await browser.newContext();
    // Shorter than the test timeout, so a stuck step fails with its own message.
    context.setDefaultTimeout(STEP_TIMEOUT);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('signs up, confirms from the mailbox, then creates a workspace, a board, a list and a card', async () => {
    const email = uniqueEmail('e2e-signup');
    await page.goto(web('/sign-up'));
    await page.getByLabel('Display name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain(email);

    await page.goto(await emailLink(email, /confirm your signup/i));
    await waitForPath(page, '/workspaces');
    expect(await page.getByTestId('signed-in-name').textContent()).toBe('Grace Hopper');

    // The first workspace, board, list and card, all through the screens.
    const slug = uniqueSlug('first');
    await createWorkspaceThroughUI(page, 'First steps', slug);
    await page.getByRole('button', { name: 'Create board' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a board' });
    await dialog.getByLabel('Board name').fill('Launch');
    await dialog.getByRole('button', { name: 'Create board' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/w/${slug}/b/`));
    await page.getByLabel('New list').fill('To do');
    await page.getByRole('button', { name: 'Add list' }).click();
    await page.getByRole('region', { name: 'To do' }).getByRole('button', { name: 'Add a card' }).click();
    await page.getByLabel('New card in To do').fill('Say hello');
    await page.keyboard.press('Enter');
    await expect.poll(() => cardTitles(page, 'To do'), POLL).toEqual(['Say hello']);
    await page.reload();
    await expect.poll(() => cardTitles(page, 'To do'), POLL).toEqual(['Say hello']);
  });

  it('shows field errors before sending anything, and wrong credentials inline', async () => {
    const email = uniqueEmail('e2e-wrong');
    await createUser(email, PASSWORD, 'Wrong Password');
    const authRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/token')) authRequests.push(request.url());
    });
    await page.goto(web('/sign-in'));

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Email is required.').waitFor();
    await page.getByText('Password is required.').waitFor();
    expect(authRequests).toEqual([]);

    await signInThroughForm(page, email, 'not-the-password-1');
    const alert = page.getByRole('alert').filter({ hasText: 'Wrong email or password.' });
    await alert.waitFor();
    expect(authRequests).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/sign-in');
  });

  it('recovers a password through the emailed link', async () => {
    const email = uniqueEmail('e2e-recover');
    await createUser(email, PASSWORD, 'Forgetful');
    await page.goto(web('/forgot-password'));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    await page.goto(await emailLink(email, /reset your password/i));
    await waitForPath(page, '/reset-password');
    // Recovery pins the user to this page until the password is set.
    await page.goto(web('/workspaces'));
    await waitForPath(page, '/reset-password');
    await page.getByLabel(/^New password/).fill('brand-new-secret-9');
    await page.getByLabel('Repeat the new password').fill('brand-new-secret-9');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await waitForPath(page, '/workspaces');

    await signOutThroughMenu(page);
    await waitForPath(page, '/sign-in');
    await signInThroughForm(page, email, 'brand-new-secret-9');
    await waitForPath(page, '/workspaces');
  });

  it('answers /forgot-password the same way for an unknown address', async () => {
    const email = uniqueEmail('e2e-nobody');
    await page.goto(web('/forgot-password'));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain(`If an account exists for ${email}`);
  });

  it('restores the session on reload without showing the sign-in page, and a sign-out reaches every tab', async () => {
    const email = uniqueEmail('e2e-tabs');
    await createUser(email, PASSWORD, 'Two Tabs');
    await page.goto(web('/sign-in'));
    await signInThroughForm(page, email, PASSWORD);
    await waitForPath(page, '/workspaces');

    const other = await context.newPage();
    // Records whether the sign-in form is ever rendered while the stored session is restored.
    await other.addInitScript(() => {
      const seen = { signIn: false };
      Object.assign(window, { __seen: seen });
      new MutationObserver(() => {
        if (document.querySelector('h1')?.textContent === 'Sign in') seen.signIn = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await other.goto(web('/workspaces'));
    await other.getByTestId('signed-in-name').waitFor();
    expect(
      await other.evaluate(() => (window as unknown as { __seen: { signIn: boolean } }).__seen.signIn),
    ).toBe(false);

    await signOutThroughMenu(page);
    await waitForPath(page, '/sign-in');
    // The other tab returns to where it was after signing in again, and says why it left.
    await waitForPath(other, `/sign-in?${new URLSearchParams({ next: '/workspaces' }).toString()}`);
    await other.getByText('You have been signed out. Sign in again to continue.').waitFor();
    await other.reload();
    await other.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  it('honours next= for same-origin paths only', async () => {
    const email = uniqueEmail('e2e-next');
    await createUser(email, PASSWORD, 'Next');

    // A signed-out visit remembers where it was going.
    await page.goto(web('/workspaces?view=all'));
    await waitForPath(page, `/sign-in?${new URLSearchParams({ next: '/workspaces?view=all' }).toString()}`);
    await signInThroughForm(page, email, PASSWORD);
    await waitForPath(page, '/workspaces?view=all');

    for (const hostile of ['https://evil.example/steal', '//evil.example', '/\\evil.example']) {
      const fresh = await browser.newContext();
      const tab = await fresh.newPage();
      await tab.goto(web(`/sign-in?${new URLSearchParams({ next: hostile }).toString()}`));
      await signInThroughForm(tab, email, PASSWORD);
      await waitForPath(tab, '/workspaces');
      expect(new URL(tab.url()).origin).toBe(inject('webUrl'));
      await fresh.close();
    }
  });

  it('explains an expired or broken email link on the sign-in page', async () => {
    await page.goto(
      web('/auth/callback?error=access_denied&error_code=otp_expired&error_description=raw+backend+text'),
    );
    await waitForPath(page, '/sign-in');
    const text = await page.getByRole('alert').textContent();
    expect(text).toContain('This link is invalid or has expired.');
    expect(text).not.toContain('raw backend text');
  });
});
