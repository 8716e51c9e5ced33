import type { WorkspaceChange } from '@teamboard/sdk';
import { describe, expect, it } from 'vitest';
import { boardRoleKeys } from '@/shared/query-keys/board-keys';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';
import { staleKeysOf } from './workspace-change-keys';

const ws = '00000000-0000-4000-8000-000000000001';
const other = '00000000-0000-4000-8000-000000000002';

/** Whether a query under `key` is invalidated by one of `stale` (TanStack's prefix match). */
const hits = (stale: readonly (readonly unknown[])[], key: readonly unknown[]) =>
  stale.some((prefix) => prefix.every((part, i) => key[i] === part));

describe('staleKeysOf', () => {
  it('refetches only the invitations for an invitation, whose row never comes', () => {
    const stale = staleKeysOf({ table: 'invitations', type: 'INSERT', key: { id: other }, row: null }, ws);
    expect(hits(stale, workspaceKeys.invitations(ws))).toBe(true);
    expect(hits(stale, workspaceKeys.members(ws))).toBe(false);
    expect(hits(stale, workspaceKeys.invitations(other))).toBe(false);
  });

  it('refetches both board lists and the viewer’s board roles, and nothing else, for a board', () => {
    const stale = staleKeysOf({ table: 'boards', type: 'DELETE', key: { id: other }, row: null }, ws);
    expect(hits(stale, workspaceKeys.boards(ws, false))).toBe(true);
    expect(hits(stale, workspaceKeys.boards(ws, true))).toBe(true);
    expect(hits(stale, workspaceKeys.members(ws))).toBe(false);
    // A board made private arrives as a bare notice: whoever had it open asks again if they still may.
    expect(hits(stale, boardRoleKeys.of(other))).toBe(true);
  });

  it('refetches members, the caller’s role and their workspace list for a membership', () => {
    const change = {
      table: 'workspace_members',
      type: 'DELETE',
      key: { workspace_id: ws, user_id: other },
      row: null,
    } satisfies WorkspaceChange;
    const stale = staleKeysOf(change, ws);
    expect(hits(stale, workspaceKeys.members(ws))).toBe(true);
    expect(hits(stale, workspaceKeys.bySlug('team'))).toBe(true);
    expect(hits(stale, workspaceKeys.mine())).toBe(true);
    expect(hits(stale, boardRoleKeys.of(other))).toBe(true);
  });
});
