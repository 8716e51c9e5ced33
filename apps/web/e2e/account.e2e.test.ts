import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughForm, uniqueEmail, waitForPath } from './auth-helpers';
import { sharedChromium } from './browser';
import { linksTo, PASSWORD, signedInUser, storedSessionOf, web } from './workspace-helpers';

/** A valid 1×1 PNG, padded so the upload is big enough to report progress on its way. */
function pngFile(): Buffer {
  const pixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  // Bytes after IEND are ignored by decoders; the size still counts toward the 2 MB limit.
  return Buffer.concat([pixel, Buffer.alloc(512 * 1024)]);
}

describe('account', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedChromium();
  });

  it('changes the display name and shows it in the header', async () => {
    const { context, page } = await signedInUser(browser, 'e2e-account-name', 'Old Name');
    expect(await page.getByTestId('signed-in-name').textContent()).toBe('Old Name');
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await waitForPath(page, '/account');

    const name = page.getByRole('textbox', { name: 'Display name' });
    await name.fill('   ');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Display name is required.').waitFor();
    await name.fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByTestId('signed-in-name').filter({ hasText: 'Ada Lovelace' }).waitFor();

    // The new name survives a reload: it is stored, not only shown.
    await page.reload();
    expect(await page.getByTestId('signed-in-name').textContent()).toBe('Ada Lovelace');
    await context.close();
  });

  it('uploads an avatar with progress and shows it in the header', async () => {
    const { context, page } = await signedInUser(browser, 'e2e-account-avatar');
    await page.goto(web('/account'));
    // Records every progress value the bar shows, however briefly.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { __progress: seen });
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('[role="progressbar"]')) {
          const value = bar.getAttribute('aria-valuenow') ?? 'indeterminate';
          if (seen.at(-1) !== value) seen.push(value);
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngFile() });

    const bar = page.getByRole('progressbar', { name: 'Uploading me.png' });
    await bar.waitFor();
    await page.waitForFunction(
      () => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === '100',
    );
    const seen = await page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
    expect(seen.at(-1)).toBe('100');
    // It was seen uploading before it was done.
    expect(seen.some((value) => value !== '100')).toBe(true);

    const header = page.getByRole('button', { name: /^Account menu for / }).locator('img');
    await header.waitFor();
    expect(await header.getAttribute('src')).toContain(
      `${inject('apiUrl')}/storage/v1/object/public/avatars/`,
    );
    await context.close();
  });

  it('asks both addresses to confirm an email change', async () => {
    const { context, page, email } = await signedInUser(browser, 'e2e-account-email');
    await page.goto(web('/account'));
    const next = uniqueEmail('e2e-account-new');
    await page.getByRole('textbox', { name: 'New email' }).fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Change email' }).click();
    await page.getByText('This is already your email address.').waitFor();

    await page.getByRole('textbox', { name: 'New email' }).fill(next);
    await page.getByRole('button', { name: 'Change email' }).click();
    const status = page.getByRole('status').filter({ hasText: 'We sent confirmation links' });
    await status.waitFor();
    expect(await status.textContent()).toContain(next);
    const isChange = (link: string) => link.includes('type=email_change');
    expect(await linksTo(next, isChange)).toHaveLength(1);
    expect(await linksTo(email, isChange)).toHaveLength(1);
    await context.close();
  });

  it('signs out of every device', async () => {
    const { context, page, email } = await signedInUser(browser, 'e2e-account-everywhere');
    const laptop = await browser.newContext();
    const other = await laptop.newPage();
    await other.goto(web('/sign-in'));
    await signInThroughForm(other, email, PASSWORD);
    await waitForPath(other, '/workspaces');
    const { refresh_token: otherRefresh } = await storedSessionOf(other);

    await page.goto(web('/account'));
    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click();
    await waitForPath(page, '/sign-in');
    // The other device's session is revoked on the server: its refresh token no longer works.
    const refresh = await fetch(`${inject('apiUrl')}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: inject('anonKey'), 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: otherRefresh }),
    });
    expect(refresh.status).toBeGreaterThanOrEqual(400);
    await laptop.close();
    await context.close();
  });
});
