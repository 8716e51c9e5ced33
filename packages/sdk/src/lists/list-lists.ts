import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { List } from './types';

export interface ListListsOptions extends CallOptions {
  /** `false` (default): the lists shown on the board. `true`: the archived ones. */
  readonly archived?: boolean | undefined;
}

/**
 * The lists of a board, left to right. A board the caller cannot see has none.
 *
 * @category Lists
 * @example
 * const lists = await listLists(client, boardId);
 */
export async function listLists(
  client: TeamboardClient,
  boardId: string,
  options: ListListsOptions = {},
): Promise<List[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    const query = client.supabase.from('lists').select('*').eq('board_id', id);
    const filtered =
      options.archived === true ? query.not('archived_at', 'is', null) : query.is('archived_at', null);
    return run(filtered.order('position', { ascending: true }).order('id', { ascending: true }));
  });
}
