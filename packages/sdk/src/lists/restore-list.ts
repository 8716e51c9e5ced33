import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { List } from './types';
import { writeList } from './write-list';

/**
 * Brings an archived list back.
 *
 * @category Lists
 * @example
 * const list = await restoreList(client, listId);
 */
export async function restoreList(
  client: TeamboardClient,
  listId: string,
  options: CallOptions = {},
): Promise<List> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, listId);
    return writeList(client, id, { archived_at: null });
  });
}
