import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailLink, uniqueEmail, waitForPath } from './auth-helpers';
import { POLL } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { chooseOption } from './select-helpers';
import {
  createWorkspaceThroughUI,
  invitationLink,
  PASSWORD,
  signedInUser,
  uniqueSlug,
  web,
} from './workspace-helpers';

describe('invitations', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedChromium();
  });

  it('invites by email from settings; the invitee signs up from the link, joins with the role, and the link works once', async () => {
    const owner = await signedInUser(browser, 'e2e-inv-owner');
    const slug = uniqueSlug('invite');
    await createWorkspaceThroughUI(owner.page, 'Invite Co', slug);
    await owner.page.goto(web(`/w/${slug}/settings`));

    const inviteeEmail = uniqueEmail('e2e-inv-guest');
    const form = owner.page.getByRole('form', { name: 'Invite someone' });
    await form.getByLabel('Email to invite').fill('not-an-address');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await form.getByText('Enter a valid email address.').waitFor();

    await form.getByLabel('Email to invite').fill(inviteeEmail);
    await chooseOption(owner.page, form.getByRole('combobox', { name: 'Role' }), 'Admin');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    const pending = owner.page.getByRole('list', { name: 'Pending invitations' });
    await pending.getByText(inviteeEmail).waitFor();

    // Another browser: no account yet, so sign up first and come back to the link.
    const guest = await browser.newContext();
    guest.setDefaultTimeout(STEP_TIMEOUT);
    const page = await guest.newPage();
    const link = await invitationLink(inviteeEmail);
    const token = new URL(link).pathname.split('/').pop() ?? '';
    await page.goto(web(`/invite/${token}`));
    await page.getByRole('heading', { name: 'You have been invited' }).waitFor();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Display name').fill('Invited Guest');
    await page.getByLabel('Email').fill(inviteeEmail);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.goto(await emailLink(inviteeEmail, /confirm your signup/i));

    await waitForPath(page, `/w/${slug}`);
    await page.getByRole('heading', { level: 1, name: 'Invite Co' }).waitFor();
    const members = page.getByRole('list', { name: 'Members' });
    await members.getByText('Invited Guest').waitFor();
    // An admin may create boards.
    await page.getByRole('button', { name: 'Create board' }).waitFor();

    await owner.page.reload();
    const row = owner.page.getByRole('listitem').filter({ hasText: 'Invited Guest' });
    await row.waitFor();
    expect(await row.getByRole('combobox').textContent()).toContain('Admin');
    // The pending invitations are a read of their own, which may answer after the members'.
    await owner.page.getByRole('heading', { name: 'No pending invitations' }).waitFor();

    // The same link again: already used, said plainly.
    await page.goto(web(`/invite/${token}`));
    await page.getByRole('heading', { name: 'This invitation has already been used' }).waitFor();
    await page.goto(web('/invite/not-a-real-token'));
    await page.getByRole('heading', { name: 'This invitation link is not valid' }).waitFor();

    await guest.close();
    await owner.context.close();
  });

  it('tells a signed-out visitor who invited them to which workspace, and fills in the invited address', async () => {
    const owner = await signedInUser(browser, 'e2e-inv-host', 'Grace Host');
    const slug = uniqueSlug('preview');
    await createWorkspaceThroughUI(owner.page, 'Preview Co', slug);
    await owner.page.goto(web(`/w/${slug}/settings`));
    const inviteeEmail = uniqueEmail('e2e-inv-previewed');
    const form = owner.page.getByRole('form', { name: 'Invite someone' });
    await form.getByLabel('Email to invite').fill(inviteeEmail);
    await chooseOption(owner.page, form.getByRole('combobox', { name: 'Role' }), 'Viewer');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    const token = new URL(await invitationLink(inviteeEmail)).pathname.split('/').pop() ?? '';

    const guest = await browser.newContext();
    guest.setDefaultTimeout(STEP_TIMEOUT);
    const page = await guest.newPage();
    await page.goto(web(`/invite/${token}`));
    await page.getByRole('heading', { name: 'You have been invited' }).waitFor();
    const invited = page.getByText('invited you to join');
    await invited.waitFor();
    expect(await invited.textContent()).toBe('Grace Host invited you to join Preview Co as viewer.');
    await page.getByText(`The invitation was sent to ${inviteeEmail}`).waitFor();

    await page.getByRole('link', { name: 'Sign in to accept' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expect.poll(() => page.getByLabel('Email').inputValue(), POLL).toBe(inviteeEmail);
    // The address stays filled in on the way to sign-up, and the way back still leads to the invitation.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await expect.poll(() => page.getByLabel('Email').inputValue(), POLL).toBe(inviteeEmail);
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/invite/${token}`);

    // Once revoked, the same link says so and nothing else.
    await owner.page.getByRole('button', { name: `Revoke invitation to ${inviteeEmail}` }).click();
    await owner.page.getByRole('heading', { name: 'No pending invitations' }).waitFor();
    await page.goto(web(`/invite/${token}`));
    await page.getByRole('heading', { name: 'This invitation was revoked' }).waitFor();
    expect(await page.getByText('Preview Co').count()).toBe(0);
    expect(await page.getByText(inviteeEmail).count()).toBe(0);
    await page.goto(web('/invite/not-a-real-token'));
    await page.getByRole('heading', { name: 'This invitation link is not valid' }).waitFor();
    await page.goto(web(`/invite/${'x'.repeat(300)}`));
    await page.getByRole('heading', { name: 'This invitation link is not valid' }).waitFor();

    await guest.close();
    await owner.context.close();
  });

  it('refuses a revoked invitation and one sent to another address', async () => {
    const owner = await signedInUser(browser, 'e2e-inv-revoker');
    const slug = uniqueSlug('revoke');
    await createWorkspaceThroughUI(owner.page, 'Revoke Co', slug);
    await owner.page.goto(web(`/w/${slug}/settings`));

    const invited = uniqueEmail('e2e-inv-revoked');
    const form = owner.page.getByRole('form', { name: 'Invite someone' });
    await form.getByLabel('Email to invite').fill(invited);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await owner.page.getByRole('button', { name: `Revoke invitation to ${invited}` }).click();
    await owner.page.getByRole('heading', { name: 'No pending invitations' }).waitFor();
    const revokedToken = new URL(await invitationLink(invited)).pathname.split('/').pop() ?? '';

    const other = uniqueEmail('e2e-inv-other');
    await form.getByLabel('Email to invite').fill(other);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    const otherToken = new URL(await invitationLink(other)).pathname.split('/').pop() ?? '';

    const stranger = await signedInUser(browser, 'e2e-inv-stranger');
    await stranger.page.goto(web(`/invite/${revokedToken}`));
    await stranger.page.getByRole('heading', { name: 'This invitation was revoked' }).waitFor();
    await stranger.page.goto(web(`/invite/${otherToken}`));
    await stranger.page.getByRole('heading', { name: 'This invitation is for someone else' }).waitFor();
    expect(await stranger.page.getByRole('alert').textContent()).toContain('another email address');

    await stranger.context.close();
    await owner.context.close();
  });
});
