import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { TablesUpdate } from '../database.types';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { updateBoardInput, type UpdateBoardInput } from '../schemas/boards';
import { validate } from '../validate';
import type { Board } from './types';

/** Writes a patch to one board, explaining 0 rows (see `expectWritten`). */
export async function writeBoard(
  client: TeamboardClient,
  boardId: string,
  patch: TablesUpdate<'boards'>,
): Promise<Board> {
  const rows = await run(client.supabase.from('boards').update(patch).eq('id', boardId).select());
  return expectWritten(
    rows,
    () => client.supabase.from('boards').select('id').eq('id', boardId).maybeSingle(),
    {
      notFound: 'Board not found.',
      forbidden: 'Only owners and admins can change boards.',
    },
  );
}

/**
 * Renames a board or changes its description. Owners and admins.
 *
 * @throws `validation`; `not-found`; `forbidden` for members and viewers.
 *
 * @category Boards
 * @example
 * const board = await updateBoard(client, { boardId, name: 'Roadmap 2027' });
 */
export async function updateBoard(
  client: TeamboardClient,
  input: UpdateBoardInput,
  options: CallOptions = {},
): Promise<Board> {
  return withCall(client, options, async ({ client }) => {
    const { boardId, name, description } = validate(updateBoardInput, input);
    return writeBoard(client, boardId, { name, description });
  });
}
