import {
  createBoard,
  createCard,
  createList,
  createTeamboardClient,
  createWorkspace,
  signInWithPassword,
  type TeamboardClient,
} from '@teamboard/sdk';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { createUser, signInThroughForm, uniqueEmail, waitForPath } from './auth-helpers';
import { STEP_TIMEOUT } from './browser';

export const PASSWORD = 'board-tests-1';

/** How long `expect.poll` waits for the UI to catch up (its default, 1 s, is shorter than a cold board load). */
export const POLL = { timeout: STEP_TIMEOUT, interval: 100 };

export interface TestUser {
  email: string;
  name: string;
  id: string;
  client: TeamboardClient;
}

/** A confirmed user with an SDK client signed in as them (Node side, for setting up data). */
export async function newUser(label: string, name: string): Promise<TestUser> {
  const email = uniqueEmail(label);
  await createUser(email, PASSWORD, name);
  const client = createTeamboardClient({
    url: inject('apiUrl'),
    key: inject('anonKey'),
    options: { auth: { persistSession: false, autoRefreshToken: false } },
  });
  const session = await signInWithPassword(client, { email, password: PASSWORD });
  return { email, name, id: session.user.id, client };
}

export interface TestBoard {
  slug: string;
  workspaceId: string;
  boardId: string;
  path: string;
}

/** A fresh workspace owned by `owner` with one empty board. */
export async function newBoard(owner: TestUser, name = 'Test board'): Promise<TestBoard> {
  const slug = `e2e-${String(Date.now())}-${Math.random().toString(36).slice(2, 8)}`;
  const workspace = await createWorkspace(owner.client, { name: 'E2E workspace', slug });
  const board = await createBoard(owner.client, { workspaceId: workspace.id, name });
  return { slug, workspaceId: workspace.id, boardId: board.id, path: `/w/${slug}/b/${board.id}` };
}

/** Lists (in order) with the given card titles, created through the SDK. */
export async function seedLists(
  owner: TestUser,
  board: TestBoard,
  lists: Record<string, readonly string[]>,
): Promise<Record<string, { id: string; cards: Record<string, string> }>> {
  const out: Record<string, { id: string; cards: Record<string, string> }> = {};
  for (const [name, titles] of Object.entries(lists)) {
    const list = await createList(owner.client, { boardId: board.boardId, name });
    const cards: Record<string, string> = {};
    for (const title of titles)
      cards[title] = (await createCard(owner.client, { listId: list.id, title })).id;
    out[name] = { id: list.id, cards };
  }
  return out;
}

/** Makes `user` a member of the workspace directly (invitations are another feature's test). */
export async function addMember(
  board: TestBoard,
  user: TestUser,
  role: 'admin' | 'member' | 'viewer',
): Promise<void> {
  const key = inject('serviceRoleKey');
  const response = await fetch(`${inject('apiUrl')}/rest/v1/workspace_members`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ workspace_id: board.workspaceId, user_id: user.id, role }),
  });
  if (!response.ok)
    throw new Error(`adding a member failed: ${String(response.status)} ${await response.text()}`);
}

export async function signIn(page: Page, user: TestUser, path: string): Promise<void> {
  await page.goto(`${inject('webUrl')}/sign-in?next=${encodeURIComponent(path)}`);
  await signInThroughForm(page, user.email, PASSWORD);
  await waitForPath(page, path, { ignoreSearch: true });
}

/** The card titles of a list, top to bottom, as the board shows them. */
export async function cardTitles(page: Page, listName: string): Promise<string[]> {
  const list = page.getByRole('list', { name: `Cards in ${listName}` });
  return list.locator('[data-card-id] .tb-card-tile__open').allTextContents();
}
