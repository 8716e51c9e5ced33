import type { CallOptions } from '../call/call-options';
import * as z from 'zod/mini';
import { idSchema } from './fields';

/** Exactly one of a board, a card or a whole workspace. */
export const activityScopeSchema = z.union(
  [
    z.strictObject({ boardId: idSchema }),
    z.strictObject({ cardId: idSchema }),
    z.strictObject({ workspaceId: idSchema }),
  ],
  { error: 'Give exactly one of boardId, cardId or workspaceId.' },
);

export const ACTIVITY_PAGE = { default: 50, max: 100 } as const;

/** `before` is the last entry of the previous page (its `created_at` and `id`): the next page starts after it. */
export const listActivityOptions = z.object({
  limit: z._default(
    z
      .number({ error: 'Limit must be a number.' })
      .check(
        z.int({ error: 'Limit must be a whole number.' }),
        z.gte(1, { error: 'Limit must be at least 1.' }),
        z.lte(ACTIVITY_PAGE.max, { error: `Limit must be at most ${String(ACTIVITY_PAGE.max)}.` }),
      ),
    ACTIVITY_PAGE.default,
  ),
  before: z.optional(
    z.object({
      created_at: z.iso.datetime({ offset: true, error: 'created_at must be a timestamp.' }),
      id: idSchema,
    }),
  ),
});

/** Exclusive at the type level too: `{ boardId, cardId }` does not compile. */
export type ActivityScope =
  | { readonly boardId: string; readonly cardId?: never; readonly workspaceId?: never }
  | { readonly cardId: string; readonly boardId?: never; readonly workspaceId?: never }
  | { readonly workspaceId: string; readonly boardId?: never; readonly cardId?: never };
export type ListActivityOptions = z.input<typeof listActivityOptions> & CallOptions;
