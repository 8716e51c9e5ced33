import type { WorkspaceRole } from '../constants';
import { TeamboardError } from '../errors/teamboard-error';
import type { MyWorkspace, Workspace } from './types';

/** Row shape of `workspaces?select=*,workspace_members(role)` filtered to the caller's membership. */
export type WorkspaceWithMembership = Workspace & { workspace_members: { role: WorkspaceRole }[] };

export function toMyWorkspace({ workspace_members, ...workspace }: WorkspaceWithMembership): MyWorkspace {
  const role = workspace_members[0]?.role;
  // RLS shows only workspaces the caller belongs to, so the membership row is always there.
  if (role === undefined) throw new TeamboardError({ code: 'not-found', message: 'Workspace not found.' });
  return { ...workspace, role };
}

export const MY_WORKSPACE_SELECT = '*, workspace_members(role)';
