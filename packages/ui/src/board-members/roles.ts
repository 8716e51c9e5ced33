import type { UiMessageId } from '../i18n';

/** The roles a person can hold on one board, strongest first. */
export const boardRoles = ['admin', 'editor', 'commenter', 'viewer'] as const;
export type BoardRole = (typeof boardRoles)[number];

/** Who may open a board: the whole workspace, or only the people on it (and workspace owners). */
export type BoardVisibilityChoice = 'workspace' | 'private';

/**
 * Why someone is on the board: `owner` (workspace owners manage every board), `workspace` (their
 * workspace role grants it, so it ends when the board goes private), `board` (added to this board).
 */
export type BoardAccessReason = 'owner' | 'workspace' | 'board';

/** Each board role's name in the catalogue: `t(boardRoleLabels[role])`. */
export const boardRoleLabels: Record<BoardRole, UiMessageId> = {
  admin: 'ui.boardRole.admin',
  editor: 'ui.boardRole.editor',
  commenter: 'ui.boardRole.commenter',
  viewer: 'ui.boardRole.viewer',
};
