import { WORKSPACE_TABLES, type WorkspaceChange, type WorkspaceTable } from './workspace-types';

const TYPES = new Set(['INSERT', 'UPDATE', 'DELETE']);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTable = (value: unknown): value is WorkspaceTable =>
  (WORKSPACE_TABLES as readonly unknown[]).includes(value);

/**
 * A notice the database sent on a workspace channel (see the workspace
 * notices migration), or `undefined` for anything else. Only the database
 * can send there (no client may write to workspace topics), so this checks
 * shape, not authenticity.
 */
export function parseWorkspaceNotice(payload: unknown): WorkspaceChange | undefined {
  if (!isObject(payload) || !isTable(payload.table) || !isObject(payload.key)) return undefined;
  const type = payload.type;
  if (typeof type !== 'string' || !TYPES.has(type)) return undefined;
  const keyIds =
    payload.table === 'workspace_members'
      ? [payload.key.workspace_id, payload.key.user_id]
      : [payload.key.id];
  if (!keyIds.every((id) => typeof id === 'string')) return undefined;
  const row = type === 'DELETE' || payload.table === 'invitations' ? null : payload.row;
  if (row !== null && !isObject(row)) return undefined;
  return { table: payload.table, type, key: payload.key, row } as WorkspaceChange;
}
