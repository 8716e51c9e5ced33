import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForPath } from './auth-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import {
  createWorkspaceThroughUI,
  restAs,
  serviceRest,
  signedInUser,
  uniqueSlug,
  userIdOf,
  web,
} from './workspace-helpers';

/** Signs in through the company provider as `person` (one of the demo provider's people). */
async function signInThroughCompanyProvider(page: Page, person: string): Promise<void> {
  await page.goto(web('/sign-in'));
  await page.getByRole('button', { name: 'Continue with company sign-in' }).click();
  await page.waitForURL((url) => url.origin === inject('idpUrl'));
  await page.getByRole('button', { name: person }).click();
  await page.getByTestId('signed-in-name').filter({ hasText: person }).waitFor();
}

/** Waits for a toast's visible text (it is also announced in a live region). */
const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByText(text)
    .waitFor();

describe('workspace sign-in rules', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedChromium();
  });

  it('lets a newcomer of the allowed domain join without an invitation; a required provider refuses a password session', async () => {
    const owner = await signedInUser(browser, 'e2e-domain-owner');
    const slug = uniqueSlug('open');
    await createWorkspaceThroughUI(owner.page, 'Open team', slug);
    const [workspace] = (await serviceRest(`workspaces?select=id&slug=eq.${slug}`)) as { id: string }[];
    await serviceRest('boards', {
      method: 'POST',
      body: JSON.stringify({ workspace_id: workspace!.id, name: 'Plans' }),
    });

    await owner.page.goto(web(`/w/${slug}/settings`));
    const rules = owner.page.getByRole('region', { name: 'Joining and signing in' });
    await rules.getByLabel('Email domains that may join without an invitation').fill('Example.com');
    await rules.getByRole('button', { name: 'Save sign-in rules' }).click();
    await toast(owner.page, 'Sign-in rules saved');

    // Ada is new here: she signs up through her company's provider, with a verified address at example.com.
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    const ada = await context.newPage();
    await signInThroughCompanyProvider(ada, 'Ada Lovelace');
    await ada.goto(web('/workspaces'));
    const joinable = ada.getByRole('region', { name: 'Workspaces you can join' });
    await joinable.getByText('Open to everyone at example.com. You join as Member.').waitFor();
    await joinable.getByRole('button', { name: 'Join Open team' }).click();
    await waitForPath(ada, `/w/${slug}`);
    await ada.getByRole('heading', { level: 1, name: 'Open team' }).waitFor();

    // Made an owner, Ada requires the provider she signed in through.
    await serviceRest(
      `workspace_members?workspace_id=eq.${workspace!.id}&user_id=eq.${await userIdOf(ada)}`,
      {
        method: 'PATCH',
        body: JSON.stringify({ role: 'owner' }),
      },
    );
    await ada.goto(web(`/w/${slug}/settings`));
    const adaRules = ada.getByRole('region', { name: 'Joining and signing in' });
    await adaRules.getByRole('combobox', { name: 'Members must sign in through' }).click();
    await ada.getByRole('option', { name: 'company sign-in' }).click();
    await adaRules.getByRole('button', { name: 'Save sign-in rules' }).click();
    await toast(ada, 'Sign-in rules saved');

    // The first owner signed in with a password: the server gives that session nothing, and the app says why.
    await owner.page.goto(web(`/w/${slug}`));
    await owner.page
      .getByRole('heading', { level: 1, name: 'Open team requires signing in through company sign-in' })
      .waitFor();
    const boards = `boards?select=name&workspace_id=eq.${workspace!.id}`;
    expect(await restAs(owner.page, boards)).toEqual([]);
    expect(await restAs(ada, boards)).toEqual([{ name: 'Plans' }]);
    await owner.page.getByRole('button', { name: 'Sign in through company sign-in' }).waitFor();

    await owner.context.close();
    await context.close();
  });
});
