import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signOutThroughMenu, waitForPath } from './auth-helpers';
import { sharedChromium } from './browser';
import { web } from './workspace-helpers';

/** At the demo provider's page (another origin), signs in as `person`. */
async function pickAtProvider(page: Page, person: string): Promise<void> {
  await page.waitForURL((url) => url.origin === inject('idpUrl'), { timeout: 10_000 });
  await page.getByRole('button', { name: person }).click();
}

const identityRows = (page: Page) =>
  page.getByRole('region', { name: 'Ways to sign in' }).getByRole('listitem').allTextContents();

describe('sign-in providers', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedChromium();
  });

  it('signs up through the company provider, signs in again, links GitHub and unlinks the first', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(web('/sign-in'));
    // Only the providers the backend switched on: here all three.
    const buttons = page.getByRole('region', { name: 'Or continue with' }).getByRole('button');
    await buttons.first().waitFor();
    expect(await buttons.allTextContents()).toEqual([
      'Continue with GitHub',
      'Continue with Google',
      'Continue with company sign-in',
    ]);
    await page.getByRole('button', { name: 'Continue with company sign-in' }).click();
    await pickAtProvider(page, 'Grace Hopper');
    // The profile is named from the provider's claims.
    await page.getByTestId('signed-in-name').filter({ hasText: 'Grace Hopper' }).waitFor();
    expect(new URL(page.url()).origin).toBe(new URL(web('/')).origin);

    await signOutThroughMenu(page);
    await waitForPath(page, '/sign-in');
    // The provider remembers her, as GitHub or Keycloak would: no prompt the second time.
    await page.getByRole('button', { name: 'Continue with company sign-in' }).click();
    await page.getByTestId('signed-in-name').filter({ hasText: 'Grace Hopper' }).waitFor();

    await page.goto(web('/account'));
    const section = page.getByRole('region', { name: 'Ways to sign in' });
    await section.getByText('Your only way to sign in cannot be removed.').waitFor();
    expect(await identityRows(page)).toEqual([
      expect.stringContaining('company sign-in · grace@example.com'),
    ]);

    await section.getByRole('button', { name: 'Link GitHub' }).click();
    await pickAtProvider(page, 'Grace Hopper');
    await waitForPath(page, '/account');
    await section.getByRole('button', { name: 'Remove company sign-in' }).click();
    await section.getByText('Your only way to sign in cannot be removed.').waitFor();
    expect(await identityRows(page)).toEqual([expect.stringContaining('GitHub · grace@example.com')]);
    await context.close();
  });
});
