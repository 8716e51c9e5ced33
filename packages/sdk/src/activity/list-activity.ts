import { withCall } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { PROFILE_SUMMARY_SELECT } from '../profiles/types';
import { run } from '../run';
import {
  activityScopeSchema,
  listActivityOptions,
  type ActivityScope,
  type ListActivityOptions,
} from '../schemas/activity';
import { validate } from '../validate';
import type { ActivityEntry } from './types';

/**
 * The activity of a board, a card or a workspace, newest first, one page at a time:
 *
 * ```ts
 * const page = await listActivity(client, { boardId }, { limit: 50 });
 * const next = await listActivity(client, { boardId }, { limit: 50, before: page.at(-1) });
 * ```
 *
 * A page shorter than `limit` is the last. Paging is by (`created_at`, `id`),
 * so entries written in one transaction (same `created_at`) are neither
 * skipped nor repeated. Anything the caller cannot see is simply absent.
 *
 * @throws `validation` (no scope or two, a limit outside 1–100).
 *
 * @category Activity
 * @example
 * const page = await listActivity(client, { boardId }, { limit: 50 });
 * const next = await listActivity(client, { boardId }, { limit: 50, before: page.at(-1) });
 */
export async function listActivity(
  client: TeamboardClient,
  scope: ActivityScope,
  options: ListActivityOptions = {},
): Promise<ActivityEntry[]> {
  return withCall(client, options, async ({ client }) => {
    const where = validate(activityScopeSchema, scope);
    const { limit, before } = validate(listActivityOptions, options);
    let query = client.supabase.from('activity').select(`*, actor:profiles(${PROFILE_SUMMARY_SELECT})`);
    if ('boardId' in where) query = query.eq('board_id', where.boardId);
    else if ('cardId' in where) query = query.eq('card_id', where.cardId);
    else query = query.eq('workspace_id', where.workspaceId);
    if (before !== undefined) {
      // Both values are validated (a timestamp and a uuid), so they cannot break out of the filter.
      query = query.or(
        `created_at.lt.${before.created_at},and(created_at.eq.${before.created_at},id.lt.${before.id})`,
      );
    }
    return run(
      query.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(limit),
    );
  });
}
