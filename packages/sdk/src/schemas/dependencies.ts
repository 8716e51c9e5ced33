import * as z from 'zod/mini';
import { BLOCKED_MOVE_RULES } from '../constants';
import { idSchema } from './fields';

/** "`cardId` is blocked by `blockerCardId`": both cards of one workspace. */
export const cardDependencyInput = z.object({ cardId: idSchema, blockerCardId: idSchema }).check(
  z.refine((input) => input.cardId !== input.blockerCardId, {
    error: 'A card cannot be blocked by itself.',
    path: ['blockerCardId'],
  }),
);

export const setListDoneInput = z.object({
  listId: idSchema,
  done: z.boolean({ error: 'done must be true or false.' }),
});

export const blockedMoveRuleSchema = z.enum(BLOCKED_MOVE_RULES, { error: 'Choose confirm or refuse.' });

export const setBlockedMoveRuleInput = z.object({ boardId: idSchema, rule: blockedMoveRuleSchema });

export type CardDependencyInput = z.output<typeof cardDependencyInput>;
export type SetListDoneInput = z.output<typeof setListDoneInput>;
export type SetBlockedMoveRuleInput = z.output<typeof setBlockedMoveRuleInput>;
