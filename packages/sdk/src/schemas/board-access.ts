import * as z from 'zod/mini';
import { BOARD_MEMBER_ROLES, BOARD_VISIBILITIES } from '../constants';
import { emailSchema, idSchema } from './fields';

export const boardVisibilitySchema = z.enum(BOARD_VISIBILITIES, { error: 'Choose workspace or private.' });

export const boardMemberRoleSchema = z.enum(BOARD_MEMBER_ROLES, {
  error: 'Choose admin, editor, commenter or viewer.',
});

export const setBoardVisibilityInput = z.object({ boardId: idSchema, visibility: boardVisibilitySchema });

export const boardMemberInput = z.object({
  boardId: idSchema,
  userId: idSchema,
  role: boardMemberRoleSchema,
});

export const removeBoardMemberInput = z.object({ boardId: idSchema, userId: idSchema });

export const inviteBoardGuestInput = z.object({
  boardId: idSchema,
  email: emailSchema,
  role: boardMemberRoleSchema,
});

export type SetBoardVisibilityInput = z.output<typeof setBoardVisibilityInput>;
export type BoardMemberInput = z.output<typeof boardMemberInput>;
export type RemoveBoardMemberInput = z.output<typeof removeBoardMemberInput>;
export type InviteBoardGuestInput = z.output<typeof inviteBoardGuestInput>;
