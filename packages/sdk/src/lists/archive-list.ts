import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { List } from './types';
import { writeList } from './write-list';

/**
 * Hides a list (and so its cards) from the board, keeping them. Same errors as {@link updateList}.
 *
 * @category Lists
 * @example
 * const list = await archiveList(client, listId);
 */
export async function archiveList(
  client: TeamboardClient,
  listId: string,
  options: CallOptions = {},
): Promise<List> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, listId);
    return writeList(client, id, { archived_at: new Date().toISOString() });
  });
}
