import type { CallOptions } from '../call/call-options';
import { withCall } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type * as z from 'zod/mini';
import { listBoardEventsOptions, type TeamboardEvent } from './schemas';

export type ListBoardEventsOptions = z.input<typeof listBoardEventsOptions> & CallOptions;

/**
 * A board's events, oldest first, one page at a time: the history a script
 * catches up on before it listens to a webhook. Paging is by (`occurred_at`,
 * `id`), so the events of one transaction are neither skipped nor repeated; a
 * page shorter than `limit` is the last for now. Events of a board the caller
 * cannot see are simply absent (an empty page).
 *
 * @throws `validation` (a board id that is not an id, a limit outside 1–100, an unknown type).
 *
 * @category Events
 * @example
 * const page = await listBoardEvents(client, boardId, { limit: 100, types: ['card.moved'] });
 * for (const event of page) if (event.type === 'card.moved') console.log(event.data.to_list_name);
 * const next = await listBoardEvents(client, boardId, { after: page.at(-1) });
 */
export async function listBoardEvents(
  client: TeamboardClient,
  boardId: string,
  options: ListBoardEventsOptions = {},
): Promise<TeamboardEvent[]> {
  return withCall(client, options, async ({ client }) => {
    const board = validate(idSchema, boardId);
    const { limit, after, types } = validate(listBoardEventsOptions, options);
    let query = client.supabase.from('events').select('*').eq('board_id', board);
    if (types !== undefined) query = query.in('type', types);
    if (after !== undefined) {
      // Both values are validated (a timestamp and a uuid), so they cannot break out of the filter.
      query = query.or(
        `occurred_at.gt.${after.occurred_at},and(occurred_at.eq.${after.occurred_at},id.gt.${after.id})`,
      );
    }
    const rows = await run(
      query.order('occurred_at', { ascending: true }).order('id', { ascending: true }).limit(limit),
    );
    // The view's shape is the schema's (database tests hold them together); typed, not re-parsed.
    return rows as unknown as TeamboardEvent[];
  });
}
