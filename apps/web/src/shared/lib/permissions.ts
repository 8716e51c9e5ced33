import type { WorkspaceRole } from '@teamboard/sdk';

/**
 * What the UI offers each role, mirroring PRODUCT.md §6. The database
 * enforces the same rules; these only decide which controls to show.
 */
export const can = {
  /** Lists, cards, comments, attachments. */
  edit: (role: WorkspaceRole) => role !== 'viewer',
  /** Boards, invitations, roles of non-owners, renaming the workspace. */
  manage: (role: WorkspaceRole) => role === 'owner' || role === 'admin',
  /** The slug (every member's URL), owners, deleting the workspace. */
  own: (role: WorkspaceRole) => role === 'owner',
};

/** `can.edit` for a role that may not be known yet (still loading): nothing until it is. */
export function canEditIn(role: WorkspaceRole | undefined): boolean {
  return role !== undefined && can.edit(role);
}

/** Deleting anyone's comment or attachment: `can.manage`, nothing while the role is unknown. */
export function canModerateIn(role: WorkspaceRole | undefined): boolean {
  return role !== undefined && can.manage(role);
}

const ALL_ROLES: readonly WorkspaceRole[] = ['owner', 'admin', 'member', 'viewer'];
const BELOW_OWNER: readonly WorkspaceRole[] = ['admin', 'member', 'viewer'];

/** Roles `actor` may give `target`'s membership (empty: show the role read-only). */
export function assignableRoles(actor: WorkspaceRole, target: WorkspaceRole): readonly WorkspaceRole[] {
  if (actor === 'owner') return ALL_ROLES;
  if (actor === 'admin' && target !== 'owner') return BELOW_OWNER;
  return [];
}

/** Whether `actor` may remove someone else with role `target`. Leaving oneself is separate. */
export function canRemove(actor: WorkspaceRole, target: WorkspaceRole): boolean {
  return actor === 'owner' || (actor === 'admin' && target !== 'owner');
}
