import type { UiMessageId } from '../i18n';

/** The workspace roles of PRODUCT.md §3, strongest first. */
export const workspaceRoles = ['owner', 'admin', 'member', 'viewer'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

/** Each role's name in the catalogue: `t(roleLabels[role])`. */
export const roleLabels: Record<WorkspaceRole, UiMessageId> = {
  owner: 'ui.role.owner',
  admin: 'ui.role.admin',
  member: 'ui.role.member',
  viewer: 'ui.role.viewer',
};
