import { Secret, TOTP } from 'otpauth';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailTo, signInThroughForm, signOutThroughMenu, waitForPath } from './auth-helpers';
import { sharedChromium } from './browser';
import { chooseOption } from './select-helpers';
import { codeFor, enrollThroughAccount, storedAal } from './two-factor-helpers';
import {
  createWorkspaceThroughUI,
  invitationLink,
  PASSWORD,
  signedInUser,
  uniqueSlug,
  web,
} from './workspace-helpers';

/** Six digits the server accepts for no time step near now (it allows one step either side). */
function wrongCodeFor(secret: string): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const near = new Set(
    [-2, -1, 0, 1, 2].map((step) => totp.generate({ timestamp: Date.now() + step * 30_000 })),
  );
  let n = 0;
  while (near.has(String(n).padStart(6, '0'))) n += 1;
  return String(n).padStart(6, '0');
}

describe('two-factor sign-in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedChromium();
  });

  it('enrolls in /account, asks for the code after the password (a wrong one is refused), and turns off with a code', async () => {
    const { context, page, email } = await signedInUser(browser, 'e2e-two-factor');
    await page.goto(web('/account'));
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByText('Two-factor sign-in is off.').waitFor();
    await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

    // The QR code is an image the browser could draw, and the key is there to type by hand.
    const qr = section.getByRole('img', { name: 'QR code to add Teamboard to your authenticator app' });
    await qr.waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.two-factor-setup__qr');
      return image !== null && image.complete && image.naturalWidth > 0;
    });
    const secret = ((await section.locator('.two-factor-setup__secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    const setupCode = section.getByRole('textbox', { name: 'Code from your authenticator app' });
    await setupCode.fill(wrongCodeFor(secret));
    await section.getByRole('button', { name: 'Turn on' }).click();
    await section.getByText('This code is not right. Check your authenticator app and try again.').waitFor();
    await setupCode.fill(codeFor(secret));
    await section.getByRole('button', { name: 'Turn on' }).click();
    await section.getByText(/^Two-factor sign-in is on since /).waitFor();
    await section.getByText('This session was verified with your authenticator app.').waitFor();

    await signOutThroughMenu(page);
    await waitForPath(page, '/sign-in');
    await signInThroughForm(page, email, PASSWORD);

    // The password alone opens nothing: the code is asked for where the app would be.
    await page.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
    expect(await storedAal(page)).toBe('aal1');
    const code = page.getByRole('textbox', { name: 'Code from your authenticator app' });
    await code.fill(wrongCodeFor(secret));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('This code is not right. Check your authenticator app and try again.').waitFor();
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('button', { name: /^Account menu for / }).count()).toBe(0);
    expect(await storedAal(page)).toBe('aal1');

    // A retry with the right code goes on into the app, on an aal2 session.
    await code.fill(codeFor(secret));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByRole('button', { name: /^Account menu for / }).waitFor();
    await waitForPath(page, '/workspaces');
    expect(await storedAal(page)).toBe('aal2');
    await page.goto(web('/account'));
    const settings = page.getByRole('region', { name: 'Two-factor sign-in' });
    await settings.getByText('This session was verified with your authenticator app.').waitFor();

    // Turning it off needs a current code; afterwards the password alone signs in again.
    const removalCode = settings.getByRole('textbox', { name: 'Code from your authenticator app' });
    await removalCode.fill(wrongCodeFor(secret));
    await settings.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await settings.getByText('This code is not right. Check your authenticator app and try again.').waitFor();
    await removalCode.fill(codeFor(secret));
    await settings.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await settings.getByRole('button', { name: 'Set up two-factor sign-in' }).waitFor();
    await signOutThroughMenu(page);
    await waitForPath(page, '/sign-in');
    await signInThroughForm(page, email, PASSWORD);
    await waitForPath(page, '/workspaces');
    await page.getByRole('button', { name: /^Account menu for / }).waitFor();
    await context.close();
  });

  it('lets a workspace owner reset the two-factor sign-in of a member who lost their authenticator; the password alone signs them in again', async () => {
    const member = await signedInUser(browser, 'e2e-two-factor-lost', 'Lost Phone');
    await member.page.goto(web('/account'));
    const section = member.page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secretText = section.locator('.two-factor-setup__secret');
    await secretText.waitFor();
    const secret = ((await secretText.textContent()) ?? '').trim();
    await section.getByRole('textbox', { name: 'Code from your authenticator app' }).fill(codeFor(secret));
    await section.getByRole('button', { name: 'Turn on' }).click();
    await section.getByText(/^Two-factor sign-in is on since /).waitFor();

    // Resetting someone else's factor needs the owner's own code on this session.
    const owner = await signedInUser(browser, 'e2e-two-factor-owner');
    await enrollThroughAccount(owner.page);
    const slug = uniqueSlug('two-factor-reset');
    await createWorkspaceThroughUI(owner.page, 'Recovery Co', slug);
    await owner.page.goto(web(`/w/${slug}/settings`));
    const form = owner.page.getByRole('form', { name: 'Invite someone' });
    await form.getByLabel('Email to invite').fill(member.email);
    await chooseOption(owner.page, form.getByRole('combobox', { name: 'Role' }), 'Member');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    const token = new URL(await invitationLink(member.email)).pathname.split('/').pop() ?? '';
    await member.page.goto(web(`/invite/${token}`));
    await waitForPath(member.page, `/w/${slug}`);

    // The owner's own row offers no reset (their factor is theirs to remove in /account).
    await owner.page.goto(web(`/w/${slug}/settings`));
    await owner.page.getByRole('button', { name: 'Reset two-factor sign-in of Lost Phone' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Reset two-factor sign-in of Lost Phone?' });
    await dialog.getByRole('button', { name: 'Reset two-factor sign-in' }).click();
    // The toast's text is also announced in a live region: the first match is the visible one.
    await owner.page
      .getByRole('region', { name: /^Notifications/ })
      .getByText('Two-factor sign-in of Lost Phone was reset. Their password alone signs them in now.')
      .waitFor();
    expect(
      await owner.page
        .getByRole('button', { name: /^Reset two-factor sign-in of e2e-two-factor-owner/ })
        .count(),
    ).toBe(0);

    await signOutThroughMenu(member.page);
    await waitForPath(member.page, '/sign-in');
    await signInThroughForm(member.page, member.email, PASSWORD);
    // Straight into the app (its last workspace), with no code asked on the way.
    await waitForPath(member.page, `/w/${slug}`);
    await member.page.getByRole('heading', { level: 1, name: 'Recovery Co' }).waitFor();
    expect(await member.page.getByRole('heading', { level: 1, name: 'Enter your code' }).count()).toBe(0);
    expect(await storedAal(member.page)).toBe('aal1');
    await member.page.goto(web('/account'));
    await member.page
      .getByRole('region', { name: 'Two-factor sign-in' })
      .getByText('Two-factor sign-in is off.')
      .waitFor();
    // The member was told: an email, and the reset in their own security log.
    expect((await mailTo(member.email)).map((m) => m.subject)).toContain('Your two-factor sign-in was reset');
    await member.page
      .getByRole('region', { name: 'Security log' })
      .getByText(/^A workspace owner removed your two-factor sign-in on /)
      .waitFor();
    await owner.context.close();
    await member.context.close();
  });
});
