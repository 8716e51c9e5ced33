import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForPath } from './auth-helpers';
import { sharedChromium } from './browser';
import { enrollThroughAccount } from './two-factor-helpers';
import {
  createWorkspaceThroughUI,
  restAs,
  serviceRest,
  signedInUser,
  uniqueSlug,
  userIdOf,
  web,
} from './workspace-helpers';

describe('a workspace that requires two-factor sign-in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedChromium();
  });

  it('is required by a verified owner; a member without it sees only where to set it up, then the boards', async () => {
    const owner = await signedInUser(browser, 'e2e-requirer');
    const slug = uniqueSlug('strict');
    await createWorkspaceThroughUI(owner.page, 'Strict team', slug);

    // Before the owner has a code of their own, the switch says why it is off.
    await owner.page.goto(web(`/w/${slug}/settings`));
    const requirement = owner.page.getByRole('switch', { name: 'Members must use two-factor sign-in' });
    await owner.page
      .getByText(
        'Set up two-factor sign-in in your account and sign in with a code before requiring it of others.',
      )
      .waitFor();
    expect(await requirement.isDisabled()).toBe(true);

    await enrollThroughAccount(owner.page);
    // Told at once to keep a backup.
    await owner.page.getByRole('button', { name: 'Add a backup authenticator' }).waitFor();
    await owner.page.goto(web(`/w/${slug}/settings`));
    await requirement.click();
    // The toast's text is also announced in a live region: the visible one is in the toast region.
    await owner.page
      .getByRole('region', { name: /^Notifications/ })
      .getByText('Members must now use two-factor sign-in.')
      .waitFor();
    expect(await requirement.getAttribute('aria-checked')).toBe('true');

    const member = await signedInUser(browser, 'e2e-held-back');
    const [workspace] = (await serviceRest(`workspaces?select=id&slug=eq.${slug}`)) as { id: string }[];
    await serviceRest('workspace_members', {
      method: 'POST',
      body: JSON.stringify({
        workspace_id: workspace!.id,
        user_id: await userIdOf(member.page),
        role: 'member',
      }),
    });

    await member.page.goto(web(`/w/${slug}`));
    await member.page
      .getByRole('heading', { level: 1, name: 'Strict team requires two-factor sign-in' })
      .waitFor();
    // The screen hides only what the server already refuses: the member's own token reads no board.
    expect(await restAs(member.page, `boards?select=id&workspace_id=eq.${workspace!.id}`)).toEqual([]);

    await member.page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
    await waitForPath(member.page, '/account');
    await enrollThroughAccount(member.page);
    await member.page.goto(web(`/w/${slug}`));
    await member.page.getByRole('heading', { level: 1, name: 'Strict team' }).waitFor();

    await owner.context.close();
    await member.context.close();
  });
});
