import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { CardSummary } from '../cards/types';
import type { CustomField } from '../custom-fields/types';
import type { List } from '../lists/types';
import { expectFound } from '../errors/write-outcome';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { Board } from './types';

/** Everything the board view shows first, as the caller may see it. */
export interface LoadedBoard {
  readonly board: Board;
  /** Lists not archived, left to right. */
  readonly lists: readonly List[];
  /** Cards not archived, ordered by list then position, as `listCards` gives them. */
  readonly cards: readonly CardSummary[];
  /** The board's custom fields in display order, each with its options (as `listCustomFields` gives them). */
  readonly fields: readonly CustomField[];
}

/**
 * Loads a board, its lists, its custom fields and its cards (with assignee
 * and label ids, custom field values and the card-face counts) in one request, through the `load_board` SQL function:
 * whatever the board's size it costs one round trip and about what the SQL
 * costs, where `getBoard` + `listLists` + `listCards` take three or more.
 *
 * @throws `validation`; `not-found` when the board does not exist or the caller is not a member.
 *
 * @category Boards
 * @example
 * const loaded = await loadBoard(client, boardId);
 */
export async function loadBoard(
  client: TeamboardClient,
  boardId: string,
  options: CallOptions = {},
): Promise<LoadedBoard> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    const loaded = await run(client.supabase.rpc('load_board', { target_board_id: id }));
    // The function builds exactly this shape (see supabase/migrations/*_load_board.sql).
    return expectFound(loaded as LoadedBoard | null, 'Board not found.');
  });
}
