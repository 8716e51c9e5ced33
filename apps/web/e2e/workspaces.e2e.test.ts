import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForPath } from './auth-helpers';
import { sharedChromium } from './browser';
import { createWorkspaceThroughUI, signedInUser, uniqueSlug, web } from './workspace-helpers';

describe('workspaces', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedChromium();
  });

  it('creates a workspace, lists it, opens it and creates a board', async () => {
    const { context, page } = await signedInUser(browser, 'e2e-ws-owner');
    await page.getByRole('heading', { name: 'No workspaces yet' }).waitFor();

    const slug = uniqueSlug('acme');
    await createWorkspaceThroughUI(page, 'Acme Rockets', slug);

    await page.goto(web('/workspaces'));
    const tile = page.getByRole('list', { name: 'Workspaces' }).getByRole('link', { name: /Acme Rockets/ });
    await tile.waitFor();
    expect(await tile.textContent()).toContain('Owner');
    await tile.click();
    await waitForPath(page, `/w/${slug}`);
    await page.getByRole('heading', { name: 'No boards yet' }).waitFor();

    await page.getByRole('button', { name: 'Create board' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a board' });
    await dialog.getByRole('button', { name: 'Create board' }).click();
    // Refused by the SDK schema before any request.
    await dialog.getByText('Board name is required.').waitFor();
    await dialog.getByLabel('Board name').fill('Launch plan');
    await dialog.getByRole('button', { name: 'Create board' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/w/${slug}/b/`));

    await page.goto(web(`/w/${slug}`));
    await page
      .getByRole('list', { name: 'Boards' })
      .getByRole('link', { name: /Launch plan/ })
      .waitFor();

    // Archived boards wait in their own tab until restored.
    await page.getByRole('button', { name: 'Actions for Launch plan' }).click();
    await page.getByRole('menuitem', { name: 'Archive board' }).click();
    await page.getByRole('heading', { name: 'No boards yet' }).waitFor();
    await page.getByRole('tab', { name: /Archived/ }).click();
    await page.getByRole('button', { name: 'Restore Launch plan' }).click();
    await page.getByRole('heading', { name: 'No archived boards' }).waitFor();
    await page.getByRole('tab', { name: /^Boards/ }).click();
    await page
      .getByRole('list', { name: 'Boards' })
      .getByRole('link', { name: /Launch plan/ })
      .waitFor();

    // `?` lists the shortcuts registered on the screen.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByText('Show keyboard shortcuts').waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    // `/` returns to the workspace opened last.
    await page.goto(web('/'));
    await waitForPath(page, `/w/${slug}`);

    // Deleting asks for the slug; afterwards `/` falls back to the list instead of a dead workspace.
    await page.goto(web(`/w/${slug}/settings`));
    await page.getByRole('button', { name: 'Delete workspace' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Acme Rockets?' });
    const forever = confirm.getByRole('button', { name: 'Delete forever' });
    expect(await forever.isDisabled()).toBe(true);
    await confirm.getByLabel(`Type ${slug} to confirm`).fill(slug);
    await forever.click();
    await waitForPath(page, '/workspaces');
    await page.getByRole('heading', { name: 'No workspaces yet' }).waitFor();
    await page.goto(web('/'));
    await waitForPath(page, '/workspaces');
    await context.close();
    // A long journey (about ten page loads): 28 s of the default 30 s on a loaded 2-core machine.
  });

  it('suggests a slug from the name and reports a taken slug on its field', async () => {
    const first = await signedInUser(browser, 'e2e-ws-first');
    const slug = uniqueSlug('taken');
    await createWorkspaceThroughUI(first.page, 'Taken', slug);

    const { context, page } = await signedInUser(browser, 'e2e-ws-second');
    await page.getByRole('button', { name: 'Create your first workspace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a workspace' });
    await dialog.getByLabel('Workspace name').fill('Ünïcode Team 42');
    expect(await dialog.getByLabel('Slug').inputValue()).toBe('unicode-team-42');

    await dialog.getByLabel('Slug').fill(slug);
    await dialog.getByRole('button', { name: 'Create workspace' }).click();
    await dialog.getByText('This slug is taken. Try another one.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/workspaces');

    // The other workspace exists, but to a non-member it looks like any unknown address.
    await page.goto(web(`/w/${slug}`));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto(web(`/w/${slug}/settings`));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
    await first.context.close();
  });
});
