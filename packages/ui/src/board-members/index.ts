export { BoardMembersDialog } from './BoardMembersDialog';
export { PrivateBoardMark } from './PrivateBoardMark';
export { boardRoleLabels, boardRoles } from './roles';
export type { BoardMemberCandidate } from './AddPeople';
export type { BoardMemberEntry } from './BoardMemberItem';
export type { BoardMembersDialogProps } from './BoardMembersDialog';
export type { PrivateBoardMarkProps } from './PrivateBoardMark';
export type { BoardAccessReason, BoardRole, BoardVisibilityChoice } from './roles';
