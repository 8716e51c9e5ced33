import type { LocalSupabase } from '@teamboard/local-supabase';
import { expect } from 'vitest';
import type { TeamboardErrorCode } from '../src/errors/codes';
import { isTeamboardError, type TeamboardError } from '../src/errors/teamboard-error';
import { createWorkspace } from '../src/workspaces/create-workspace';
import type { BoardRole, SignedInClient } from './storage-board';

import { startBackend } from './local-backend';
import { signedInClient } from './storage-board';

export { signedInClient, type SignedInClient } from './storage-board';

/** One fresh signed-in user per label, typed as a tuple of the same length. */
export async function signedInClients<const L extends readonly string[]>(
  backend: LocalSupabase,
  labels: L,
): Promise<{ -readonly [K in keyof L]: SignedInClient }> {
  const users = await Promise.all(labels.map((label) => signedInClient(backend, label)));
  return users as { -readonly [K in keyof L]: SignedInClient };
}

/** The TeamboardError a call rejects with (fails the test if it resolves or throws something else). */
export async function rejection(promise: Promise<unknown>): Promise<TeamboardError> {
  try {
    await promise;
  } catch (error) {
    if (isTeamboardError(error)) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

/** Asserts the call fails with `code` and returns the error for further checks. */
export async function expectCode(
  promise: Promise<unknown>,
  code: TeamboardErrorCode,
): Promise<TeamboardError> {
  const error = await rejection(promise);
  expect(error.code, error.message).toBe(code);
  return error;
}

/**
 * Asserts that `call` fails with `validation` and sends nothing: the request
 * log of the client stays as it was.
 */
export async function expectNoRequestValidation(
  user: SignedInClient,
  call: () => Promise<unknown>,
): Promise<TeamboardError> {
  const before = user.requests.length;
  const error = await expectCode(call(), 'validation');
  expect(user.requests.slice(before)).toEqual([]);
  expect(error.issues.length).toBeGreaterThan(0);
  return error;
}

let slugCounter = 0;
/** A slug no other test uses. */
export function uniqueSlug(label = 'ws'): string {
  slugCounter += 1;
  return `${label}-${Date.now().toString(36)}-${String(slugCounter)}`;
}

/**
 * A workspace created by `owner` through the SDK, with the other users added
 * in their roles as postgres (joining for real needs the invitation email
 * round trip, which the invitations tests cover).
 */
export async function workspaceWith(
  backend: LocalSupabase,
  owner: SignedInClient,
  others: readonly (readonly [SignedInClient, BoardRole])[],
): Promise<string> {
  const workspace = await createWorkspace(owner.client, { name: 'Team', slug: uniqueSlug() });
  for (const [user, role] of others) {
    await backend.db.query(
      `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, $3)`,
      [workspace.id, user.userId, role],
    );
  }
  return workspace.id;
}

/** A uuid nobody has: the answer for it must look exactly like the one for a row the caller cannot see. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** Text that would be dangerous if anything built SQL or a filter out of it. */
export const SQL_LOOKING = `'); drop table public.cards; --`;

/** A backend and one workspace with a user in every role, plus an outsider. */
export interface Team {
  backend: LocalSupabase;
  owner: SignedInClient;
  admin: SignedInClient;
  member: SignedInClient;
  viewer: SignedInClient;
  outsider: SignedInClient;
  workspaceId: string;
}

export async function startTeam(): Promise<Team> {
  const backend = await startBackend();
  const [owner, admin, member, viewer, outsider] = await signedInClients(backend, [
    'owner',
    'admin',
    'member',
    'viewer',
    'outsider',
  ]);
  const workspaceId = await workspaceWith(backend, owner, [
    [admin, 'admin'],
    [member, 'member'],
    [viewer, 'viewer'],
  ]);
  return { backend, owner, admin, member, viewer, outsider, workspaceId };
}
