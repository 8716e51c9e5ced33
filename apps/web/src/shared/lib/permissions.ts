import type { BoardMemberRole, WorkspaceRole } from '@teamboard/sdk';

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

/**
 * What the UI offers each role on one board (its effective role: see `getMyBoardRole`). A
 * commenter reads, comments and watches, and changes nothing else; a viewer only reads.
 */
export const boardCan = {
  /** Lists, cards, labels, checklists, attachments. */
  edit: (role: BoardMemberRole) => role === 'admin' || role === 'editor',
  /** Comments (and watching, which every role may do). */
  comment: (role: BoardMemberRole) => role !== 'viewer',
  /** The board's settings and people, and deleting anyone's comment or attachment. */
  manage: (role: BoardMemberRole) => role === 'admin',
};

export interface BoardPermissions {
  /** `undefined` while loading, `null` without access. */
  readonly role: BoardMemberRole | null | undefined;
  readonly canEdit: boolean;
  readonly canComment: boolean;
  readonly canManage: boolean;
}

/** `boardCan` for a role that may not be known yet: nothing until it is. */
export function boardPermissions(role: BoardMemberRole | null | undefined): BoardPermissions {
  const known = role ?? undefined;
  return {
    role,
    canEdit: known !== undefined && boardCan.edit(known),
    canComment: known !== undefined && boardCan.comment(known),
    canManage: known !== undefined && boardCan.manage(known),
  };
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
