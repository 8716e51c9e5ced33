import type { TeamboardClient } from '../client';
import type { TablesUpdate } from '../database.types';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
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
