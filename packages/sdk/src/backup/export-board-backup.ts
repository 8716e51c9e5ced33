import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import type { TeamboardBackup } from '../schemas/backup';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { backupOf, readBoard, readPeople } from './read-backup';

/**
 * A backup of one board (`workspace` is null); restored into an existing
 * workspace with {@link importBackup}.
 *
 * @throws `validation`; `not-found` (a board the caller cannot see).
 *
 * @category Backup
 * @example
 * const backup = await exportBoardBackup(client, boardId);
 */
export async function exportBoardBackup(
  client: TeamboardClient,
  boardId: string,
  options: CallOptions = {},
): Promise<TeamboardBackup> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    const board = await run(client.supabase.from('boards').select('workspace_id').eq('id', id).maybeSingle());
    if (board === null) throw new TeamboardError({ code: 'not-found', message: 'Board not found.' });
    const people = await readPeople(client, board.workspace_id);
    return backupOf(null, [await readBoard(client, id, people)]);
  });
}
