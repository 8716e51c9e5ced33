import * as z from 'zod/mini';
import { idSchema } from '../schemas/fields';
import { SEARCH_LIMITS } from './limits';

export const searchWorkspaceInput = z.object({
  workspaceId: idSchema,
  /** Free text; operators and quotes are plain text, the last word matches as a prefix. */
  query: z.string({ error: 'Search must be text.' }).check(
    z.trim(),
    z.maxLength(SEARCH_LIMITS.queryMax, {
      error: `Search must be at most ${String(SEARCH_LIMITS.queryMax)} characters.`,
    }),
  ),
  maxRows: z.optional(
    z
      .number({ error: 'Rows must be a number.' })
      .check(
        z.int({ error: 'Rows must be a whole number.' }),
        z.gte(1, { error: 'Ask for at least 1 row.' }),
        z.lte(SEARCH_LIMITS.rowsMax, { error: `Ask for at most ${String(SEARCH_LIMITS.rowsMax)} rows.` }),
      ),
  ),
});

export type SearchWorkspaceInput = z.input<typeof searchWorkspaceInput>;
