import type { Browser, CDPSession } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInThroughForm, signOutThroughMenu, waitForPath } from './auth-helpers';
import { sharedChromium } from './browser';
import { storedAal } from './two-factor-helpers';
import { PASSWORD, signedInUser, web } from './workspace-helpers';

/**
 * Chromium's virtual authenticator (DevTools `WebAuthn` domain) stands in for the key: a CTAP2
 * authenticator built into the device that holds resident keys and verifies its user, answering
 * every prompt at once (presence is simulated). It lives in this tab, across sign-out and sign-in.
 */
async function virtualAuthenticator(cdp: CDPSession): Promise<string> {
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return authenticatorId;
}

describe('a security key as second factor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedChromium();
  });

  it('is added in /account, asked for after the password, and removed with one more touch', async () => {
    const { context, page, email } = await signedInUser(browser, 'e2e-security-key');
    const cdp = await context.newCDPSession(page);
    const authenticatorId = await virtualAuthenticator(cdp);

    await page.goto(web('/account'));
    const keys = page.getByRole('region', { name: 'Security keys' });
    await keys.getByText('No security key added yet.').waitFor();
    const name = keys.getByRole('textbox', { name: 'Name of the key' });
    expect(await name.inputValue()).toBe('My security key');
    await name.fill('Desk key');
    await keys.getByRole('button', { name: 'Add a security key' }).click();
    await keys.getByRole('button', { name: 'Remove Desk key' }).waitFor();
    // The next key is offered a name of its own.
    expect(await name.inputValue()).toBe('My security key 2');

    // The key now holds one credential for this app's host, and the session counts it.
    const registered = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    expect(registered.map((credential) => credential.rpId)).toEqual(['localhost']);
    expect(await storedAal(page)).toBe('aal2');
    // Two-factor sign-in is on through the key: the app section offers itself as a second way.
    await page
      .getByRole('region', { name: 'Two-factor sign-in' })
      .getByRole('button', { name: 'Add an authenticator app' })
      .waitFor();

    await signOutThroughMenu(page);
    await waitForPath(page, '/sign-in');
    await signInThroughForm(page, email, PASSWORD);

    // The password alone opens nothing: the key is asked for where the app would be.
    await page.getByRole('heading', { level: 1, name: 'Use your security key' }).waitFor();
    expect(await storedAal(page)).toBe('aal1');
    expect(await page.getByRole('button', { name: /^Account menu for / }).count()).toBe(0);
    await page.getByRole('button', { name: 'Use your security key' }).click();
    await page.getByRole('button', { name: /^Account menu for / }).waitFor();
    await waitForPath(page, '/workspaces');
    expect(await storedAal(page)).toBe('aal2');
    // It was the key's signature that did it: its counter moved on.
    const [used] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    expect(used?.signCount).toBeGreaterThan(registered[0]?.signCount ?? 0);

    // Removing takes one more touch; afterwards the password alone signs in again.
    await page.goto(web('/account'));
    const settings = page.getByRole('region', { name: 'Security keys' });
    await settings.getByRole('button', { name: 'Remove Desk key' }).click();
    await settings.getByText('No security key added yet.').waitFor();
    await page
      .getByRole('region', { name: 'Two-factor sign-in' })
      .getByText('Two-factor sign-in is off.')
      .waitFor();
    expect(await storedAal(page)).toBe('aal1');
    await signOutThroughMenu(page);
    await waitForPath(page, '/sign-in');
    await signInThroughForm(page, email, PASSWORD);
    await waitForPath(page, '/workspaces');
    await page.getByRole('button', { name: /^Account menu for / }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Use your security key' }).count()).toBe(0);
    await context.close();
  });
});
