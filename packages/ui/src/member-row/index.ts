export { MemberRow } from './MemberRow';
export { roleLabels, workspaceRoles } from './roles';
export type { MemberRowProps } from './MemberRow';
export type { WorkspaceRole } from './roles';
