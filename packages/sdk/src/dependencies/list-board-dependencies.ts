import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { BoardDependency } from './types';

/** The server returns at most this many rows a request (`max_rows`), so the links come in pages. */
const PAGE = 1000;

/**
 * Every link between two cards of one board ("blocked by"), for drawing them
 * side by side (the timeline's arrows). Links to cards of other boards are
 * left out: the card drawer lists those (`listCardDependencies`). A board the
 * caller cannot read has none (the links follow the blocked card's access).
 *
 * @throws `validation` (a board id that is not an id).
 *
 * @category Dependencies
 * @example
 * const links = await listBoardDependencies(client, boardId);
 * const waitsOn = links.filter((link) => link.blockedCardId === cardId).map((link) => link.blockerCardId);
 */
export async function listBoardDependencies(
  client: TeamboardClient,
  boardId: string,
  options: CallOptions = {},
): Promise<BoardDependency[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    const links: BoardDependency[] = [];
    for (let from = 0; ; from += PAGE) {
      const rows = await run(
        client.supabase
          .from('card_dependencies')
          .select(
            'blocked_card_id, blocker_card_id, blocked:cards!blocked_card_id!inner(board_id), blocker:cards!blocker_card_id!inner(board_id)',
          )
          .eq('blocked.board_id', id)
          .eq('blocker.board_id', id)
          .order('blocked_card_id')
          .order('blocker_card_id')
          .range(from, from + PAGE - 1),
      );
      for (const row of rows)
        links.push({ blockedCardId: row.blocked_card_id, blockerCardId: row.blocker_card_id });
      if (rows.length < PAGE) return links;
    }
  });
}
