import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import type { BackupBoard, TeamboardBackup } from '../schemas/backup';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { backupOf, readBoard, readPeople } from './read-backup';

/**
 * A backup of a whole workspace: every board the caller can see, with
 * everything on it (see {@link TeamboardBackup}). People are named by
 * address only when the caller is an owner or admin; a restore matches
 * them by it. Attachments are named; their files travel in a
 * {@link createBackupArchive}. Templates are not included.
 *
 * @throws `validation`; `not-found` (a workspace the caller is not in).
 *
 * @category Backup
 * @example
 * const backup = await exportWorkspaceBackup(client, workspaceId);
 * const file = new Blob([JSON.stringify(backup)], { type: 'application/json' });
 */
export async function exportWorkspaceBackup(
  client: TeamboardClient,
  workspaceId: string,
  options: CallOptions = {},
): Promise<TeamboardBackup> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, workspaceId);
    const workspace = await run(client.supabase.from('workspaces').select('name').eq('id', id).maybeSingle());
    if (workspace === null) throw new TeamboardError({ code: 'not-found', message: 'Workspace not found.' });
    const boards = await run(
      client.supabase
        .from('boards')
        .select('id')
        .eq('workspace_id', id)
        .eq('is_template', false)
        .order('position')
        .order('id'),
    );
    const people = await readPeople(client, id);
    const read: BackupBoard[] = [];
    for (const board of boards) read.push(await readBoard(client, board.id, people));
    return backupOf({ name: workspace.name }, read);
  });
}
