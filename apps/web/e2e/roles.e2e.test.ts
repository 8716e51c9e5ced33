import {
  acceptInvitation,
  createBoard,
  createTeamboardClient,
  createWorkspace,
  getWorkspaceBySlug,
  inviteMember,
  listBoards,
  signInWithPassword,
  type InvitableRole,
  type TeamboardClient,
} from '@teamboard/sdk';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, signInThroughForm, uniqueEmail, waitForPath } from './auth-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { accessTokenOf, invitationLink, PASSWORD, uniqueSlug, web } from './workspace-helpers';

/** An SDK client signed in as a fresh user, for arranging data without the UI. */
async function sdkUser(label: string, name: string): Promise<{ client: TeamboardClient; email: string }> {
  const email = uniqueEmail(label);
  await createUser(email, PASSWORD, name);
  const client = createTeamboardClient({
    url: inject('apiUrl'),
    key: inject('anonKey'),
    options: { auth: { persistSession: false, autoRefreshToken: false } },
  });
  await signInWithPassword(client, { email, password: PASSWORD });
  return { client, email };
}

async function join(
  owner: TeamboardClient,
  workspaceId: string,
  role: InvitableRole,
  label: string,
  name: string,
) {
  const member = await sdkUser(label, name);
  await inviteMember(owner, { workspaceId, email: member.email, role });
  const token = new URL(await invitationLink(member.email)).pathname.split('/').pop() ?? '';
  await acceptInvitation(member.client, token);
  return member;
}

describe('roles in the UI', () => {
  let browser: Browser;
  let owner: TeamboardClient;
  let workspaceId: string;
  const slug = uniqueSlug('roles');

  beforeAll(async () => {
    browser = await sharedChromium();
    ({ client: owner } = await sdkUser('e2e-roles-owner', 'Role Owner'));
    const workspace = await createWorkspace(owner, { name: 'Roles Inc', slug });
    workspaceId = workspace.id;
    await createBoard(owner, { workspaceId, name: 'Roadmap' });
  });

  it('shows a viewer no edit controls, and the backend refuses a forced edit', async () => {
    const viewer = await join(owner, workspaceId, 'viewer', 'e2e-roles-viewer', 'Vera Viewer');
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    const page = await context.newPage();
    await page.goto(web(`/sign-in?next=${encodeURIComponent(`/w/${slug}`)}`));
    await signInThroughForm(page, viewer.email, PASSWORD);
    await waitForPath(page, `/w/${slug}`);

    await page
      .getByRole('list', { name: 'Boards' })
      .getByRole('link', { name: /Roadmap/ })
      .waitFor();
    await page.getByRole('list', { name: 'Members' }).getByText('Vera Viewer').waitFor();
    expect(await page.getByRole('button', { name: /create (a )?board/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Actions for Roadmap' }).count()).toBe(0);

    await page.goto(web(`/w/${slug}/settings`));
    await page.getByRole('button', { name: 'Leave workspace' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Workspace name' }).count()).toBe(0);
    // Every member makes their own API tokens (they act with that member's role): the only choices a viewer gets.
    const tokens = page.getByRole('region', { name: 'API tokens' });
    await tokens.waitFor();
    expect(await page.getByRole('combobox').count()).toBe(await tokens.getByRole('combobox').count());
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send invitation' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete workspace' }).count()).toBe(0);

    // Forced edits with the viewer's own token, as a curious user could send them.
    const token = await accessTokenOf(page);
    const answers = await page.evaluate(
      async ({ apiUrl, anonKey, token, workspaceId }) => {
        const headers = {
          apikey: anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          prefer: 'return=representation',
        };
        const insert = await fetch(`${apiUrl}/rest/v1/boards`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ workspace_id: workspaceId, name: 'Forced board' }),
        });
        const rename = await fetch(`${apiUrl}/rest/v1/workspaces?id=eq.${workspaceId}`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ name: 'Hijacked' }),
        });
        return { insert: insert.status, rename: rename.status, renamed: (await rename.json()) as unknown[] };
      },
      { apiUrl: inject('apiUrl'), anonKey: inject('anonKey'), token, workspaceId },
    );
    expect([401, 403]).toContain(answers.insert);
    expect(answers.rename).toBe(200);
    expect(answers.renamed).toEqual([]);
    expect((await getWorkspaceBySlug(owner, slug)).name).toBe('Roles Inc');
    expect((await listBoards(owner, workspaceId)).map((board) => board.name)).toEqual(['Roadmap']);
    await context.close();
  });

  it('lets an admin manage members but not owners, and shows the database refusing to demote the last owner', async () => {
    const admin = await join(owner, workspaceId, 'admin', 'e2e-roles-admin', 'Ada Admin');
    await join(owner, workspaceId, 'member', 'e2e-roles-member', 'Max Member');
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    const page = await context.newPage();
    await page.goto(web(`/sign-in?next=${encodeURIComponent(`/w/${slug}/settings`)}`));
    await signInThroughForm(page, admin.email, PASSWORD);
    await waitForPath(page, `/w/${slug}/settings`);

    const members = page.getByRole('list', { name: 'Members' });
    await members.getByText('Max Member', { exact: true }).waitFor();
    // The owner's role is read-only for an admin; a member's can change, but never to owner.
    expect(await page.getByRole('combobox', { name: 'Role of Role Owner' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Remove Role Owner' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Role of Max Member' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Admin', 'Member', 'Viewer']);
    await page.getByRole('option', { name: 'Viewer' }).click();
    // Radix announces a toast in a live region as well as showing it: both copies match.
    await page.getByText('Max Member is now a viewer.').first().waitFor();
    // Admins rename the workspace but not its slug; only owners delete it.
    await page.getByRole('textbox', { name: 'Workspace name' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Slug' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete workspace' }).count()).toBe(0);
    await context.close();

    // The only owner demoting themselves: the database says no, in its own words.
    const ownerSession = await browser.newContext();
    ownerSession.setDefaultTimeout(STEP_TIMEOUT);
    const ownerPage = await ownerSession.newPage();
    const { data } = await owner.supabase.auth.getSession();
    await ownerPage.goto(web(`/sign-in?next=${encodeURIComponent(`/w/${slug}/settings`)}`));
    await signInThroughForm(ownerPage, data.session?.user.email ?? '', PASSWORD);
    await waitForPath(ownerPage, `/w/${slug}/settings`);
    await ownerPage.getByRole('combobox', { name: 'Role of Role Owner' }).click();
    await ownerPage.getByRole('option', { name: 'Admin' }).click();
    await ownerPage
      .getByText('A workspace needs at least one owner: make someone else owner first.')
      .first()
      .waitFor();
    expect((await getWorkspaceBySlug(owner, slug)).role).toBe('owner');
    await ownerSession.close();
  });
});
