import * as z from 'zod/mini';
import { SHARE_TOKEN_MAX_LENGTH } from '../constants';
import { boardNameSchema, idSchema } from './fields';

/** The token of a public board link (`/s/:token`); only its hash is stored. */
export const sharedBoardTokenSchema = z
  .string({ error: 'Token must be text.' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Token is required.' }),
    z.maxLength(SHARE_TOKEN_MAX_LENGTH, { error: 'This is not a board link.' }),
  );

/** Arguments of the `duplicate_board` RPC; `withCards` false copies lists and labels only. */
export const duplicateBoardInput = z.object({
  boardId: idSchema,
  name: boardNameSchema,
  withCards: z._default(z.boolean({ error: 'With cards must be true or false.' }), false),
});

export const setBoardTemplateInput = z.object({
  boardId: idSchema,
  isTemplate: z.boolean({ error: 'Template must be true or false.' }),
});

export type DuplicateBoardInput = z.input<typeof duplicateBoardInput>;
export type SetBoardTemplateInput = z.output<typeof setBoardTemplateInput>;
