import type { WorkspaceRole } from '@teamboard/sdk';

/** PRODUCT.md §6: owners, admins and members edit boards; viewers only read. */
export function canEditIn(role: WorkspaceRole | undefined): boolean {
  return role === 'owner' || role === 'admin' || role === 'member';
}

/** Deleting anyone's comment or attachment. */
export function canModerateIn(role: WorkspaceRole | undefined): boolean {
  return role === 'owner' || role === 'admin';
}
