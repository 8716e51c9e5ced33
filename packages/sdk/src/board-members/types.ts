import type { BoardMemberRole, BoardVisibility } from '../constants';

/** Why someone is on a board: a workspace owner, the workspace's grant on a workspace board, or a board membership. */
export type BoardAccess = 'owner' | 'workspace' | 'board';

/** A person who can open a board, as the board's Members dialog shows them. */
export interface BoardMember {
  readonly userId: string;
  readonly displayName: string;
  readonly avatarUrl: string | null;
  /** Only for those who manage the board; `null` for everyone else. */
  readonly email: string | null;
  /** Their effective role on this board. */
  readonly role: BoardMemberRole;
  readonly access: BoardAccess;
  /** On the board without being a member of its workspace. */
  readonly isGuest: boolean;
}

/** What `inviteBoardGuest` answers: the raw token went by email only. */
export interface SentBoardInvitation {
  readonly invitationId: string;
}

/** One board membership in a workspace, as its settings list them. */
export interface WorkspaceBoardMembership {
  readonly userId: string;
  readonly displayName: string;
  readonly avatarUrl: string | null;
  /** On the board without being a member of the workspace. */
  readonly isGuest: boolean;
  readonly boardId: string;
  readonly boardName: string;
  readonly boardVisibility: BoardVisibility;
  /** The role the membership gives on that board. */
  readonly role: BoardMemberRole;
}

/** A board the user is a guest on, with the workspace it belongs to. */
export interface GuestBoard {
  readonly boardId: string;
  readonly boardName: string;
  readonly role: BoardMemberRole;
  readonly workspaceId: string;
  readonly workspaceName: string;
  readonly workspaceSlug: string;
}
