import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { updateListInput, type UpdateListInput } from '../schemas/boards';
import { validate } from '../validate';
import type { List } from './types';
import { writeList } from './write-list';

/**
 * Renames a list or sets its WIP limit (`wipLimit: null` clears it).
 *
 * @throws `validation`; `not-found`; `forbidden` (viewers).
 *
 * @category Lists
 * @example
 * const list = await updateList(client, { listId, name: 'Doing', wipLimit: 5 });
 */
export async function updateList(
  client: TeamboardClient,
  input: UpdateListInput,
  options: CallOptions = {},
): Promise<List> {
  return withCall(client, options, async ({ client }) => {
    const { listId, name, wipLimit } = validate(updateListInput, input);
    return writeList(client, listId, { name, wip_limit: wipLimit });
  });
}
