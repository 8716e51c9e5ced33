import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { moveListInput, type MoveListInput } from '../schemas/boards';
import { validate } from '../validate';
import type { List } from './types';

/**
 * Moves a list between two neighbours (RPC `move_list`): `beforeId` is the
 * list that will be on its left, `afterId` the one on its right; omit or
 * `null` at an end. With both, `beforeId` wins.
 *
 * @throws `validation` (also a neighbour from another board); `not-found`; `forbidden` (viewers).
 *
 * @category Lists
 * @example
 * const list = await moveList(client, { listId, afterId: doneListId });
 */
export async function moveList(
  client: TeamboardClient,
  input: MoveListInput,
  options: CallOptions = {},
): Promise<List> {
  return withCall(client, options, async ({ client }) => {
    const { listId, beforeId, afterId } = validate(moveListInput, input);
    return run(
      client.supabase.rpc('move_list', {
        list_id: listId,
        ...(beforeId ? { before_id: beforeId } : {}),
        ...(afterId ? { after_id: afterId } : {}),
      }),
    );
  });
}
