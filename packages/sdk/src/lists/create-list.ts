import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { insertOrExplain } from '../errors/write-outcome';
import { run } from '../run';
import { createListInput, type CreateListInput } from '../schemas/boards';
import { validate } from '../validate';
import type { List } from './types';

/**
 * Adds a list at the right end of a board (after every list, archived ones included,
 * so restoring one never lands it on top of a new one).
 *
 * @throws `validation`; `not-found` (a board the caller cannot see); `forbidden` (viewers);
 *   `limit-reached` (reason `listsPerBoard`).
 *
 * @category Lists
 * @example
 * const list = await createList(client, { boardId, name: 'Roadmap' });
 */
export async function createList(
  client: TeamboardClient,
  input: CreateListInput,
  options: CallOptions = {},
): Promise<List> {
  return withCall(client, options, async ({ client }) => {
    const { boardId, name, wipLimit } = validate(createListInput, input);
    return insertOrExplain(
      () =>
        run(
          client.supabase
            .from('lists')
            .insert({
              board_id: boardId,
              name,
              wip_limit: wipLimit ?? null,
            })
            .select()
            .single(),
        ),
      () => client.supabase.from('boards').select('id').eq('id', boardId).maybeSingle(),
      'Board not found.',
    );
  });
}
