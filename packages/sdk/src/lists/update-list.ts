import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { TablesUpdate } from '../database.types';
import { expectWritten } from '../rows/write-outcome';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { updateListInput, type UpdateListInput } from '../schemas/boards';
import { validate } from '../validate';
import type { List } from './types';

/** Writes a patch to one list, explaining 0 rows (see `expectWritten`). */
export async function writeList(
  client: TeamboardClient,
  listId: string,
  patch: TablesUpdate<'lists'>,
): Promise<List> {
  const rows = await run(client.supabase.from('lists').update(patch).eq('id', listId).select());
  return expectWritten(
    rows,
    () => client.supabase.from('lists').select('id').eq('id', listId).maybeSingle(),
    {
      notFound: 'List not found.',
      forbidden: 'Viewers cannot change lists.',
    },
  );
}

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
