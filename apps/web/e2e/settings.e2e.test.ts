import { changeMemberRole, createBoard, inviteMember, updateBoard } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './auth-helpers';
import { addMember, newBoard, newUser, POLL, signIn, type TestBoard, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';

describe('workspace screens, live', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let owner: TestUser;
  let admin: TestUser;
  let member: TestUser;
  let workspace: TestBoard;

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-live-owner', 'Olive Owner');
    admin = await newUser('e2e-live-admin', 'Adam Admin');
    member = await newUser('e2e-live-member', 'Mona Member');
    workspace = await newBoard(owner);
    await addMember(workspace, admin, 'admin');
    await addMember(workspace, member, 'member');
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  const openSettings = async (user: TestUser): Promise<Page> => {
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, user, `/w/${workspace.slug}/settings`);
    await page.getByRole('list', { name: 'Members' }).getByText(member.name, { exact: true }).waitFor();
    return page;
  };

  it('shows invitations, role changes and new members made elsewhere without reloading', async () => {
    const ownerPage = await openSettings(owner);
    const adminPage = await openSettings(admin);
    await ownerPage.getByRole('heading', { name: 'No pending invitations' }).waitFor();

    // The admin invites from their screen; the owner's list follows.
    const invitee = uniqueEmail('e2e-live-invitee');
    const form = adminPage.getByRole('form', { name: 'Invite someone' });
    await form.getByLabel('Email to invite').fill(invitee);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    const pending = ownerPage.getByRole('list', { name: 'Pending invitations' });
    await expect.poll(() => pending.getByText(invitee).count(), POLL).toBe(1);

    // The owner revokes it from theirs; the admin's list follows.
    await ownerPage.getByRole('button', { name: `Revoke invitation to ${invitee}` }).click();
    await expect
      .poll(() => adminPage.getByRole('heading', { name: 'No pending invitations' }).count(), POLL)
      .toBe(1);

    // A role changed through the API, elsewhere entirely.
    await changeMemberRole(owner.client, {
      workspaceId: workspace.workspaceId,
      userId: member.id,
      role: 'viewer',
    });
    const monaAtAdmin = adminPage.getByTestId(`member-${member.id}`);
    await expect.poll(() => monaAtAdmin.getByRole('combobox').textContent(), POLL).toContain('Viewer');

    // Someone joins: both lists grow.
    const newcomer = await newUser('e2e-live-newcomer', 'Nina Newcomer');
    await addMember(workspace, newcomer, 'member');
    for (const page of [ownerPage, adminPage]) {
      await expect
        .poll(
          () =>
            page.getByRole('list', { name: 'Members' }).getByText('Nina Newcomer', { exact: true }).count(),
          POLL,
        )
        .toBe(1);
    }
    // An invitation made by the SDK, not the screen, shows too.
    const second = uniqueEmail('e2e-live-second');
    await inviteMember(admin.client, { workspaceId: workspace.workspaceId, email: second, role: 'member' });
    await expect.poll(() => pending.getByText(second).count(), POLL).toBe(1);
  });

  it('shows boards created and renamed elsewhere in the board list without reloading', async () => {
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, owner, `/w/${workspace.slug}`);
    const boards = page.getByRole('list', { name: 'Boards' });
    await boards.waitFor();

    const made = await createBoard(admin.client, {
      workspaceId: workspace.workspaceId,
      name: 'Made elsewhere',
    });
    await expect.poll(() => boards.getByText('Made elsewhere', { exact: true }).count(), POLL).toBe(1);
    await updateBoard(admin.client, { boardId: made.id, name: 'Renamed elsewhere' });
    await expect.poll(() => boards.getByText('Renamed elsewhere', { exact: true }).count(), POLL).toBe(1);
  });
});
