import * as z from 'zod/mini';
import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { ImportSkipped } from '../imports/types';
import { run } from '../run';
import { importBackupTarget, type ImportBackupTarget, teamboardBackupSchema } from '../schemas/backup';
import { validate } from '../validate';
import { createWorkspace } from '../workspaces/create-workspace';
import { deleteWorkspace } from '../workspaces/delete-workspace';
import { type BoardContent, toImportContent } from './import-content';

/** What `import_board` answers, as far as a restore reads it. */
const importedSchema = z.object({
  board_id: z.string(),
  unmatched_assignee_emails: z.array(z.string()),
  card_ids: z.array(z.string()),
});

/** What a restore made, and what of the backup it could not keep. */
export interface BackupRestore {
  readonly workspaceId: string;
  /** The new boards, in the backup's order. */
  readonly boards: readonly { readonly id: string; readonly name: string }[];
  readonly skipped: readonly ImportSkipped[];
}

/**
 * Restores a backup ({@link exportWorkspaceBackup}, {@link exportBoardBackup})
 * as a new workspace, or its boards into a workspace the caller manages. Each
 * board is made by `import_board` in one transaction; links between cards of
 * different boards are added once all boards exist. People are matched by
 * address to the workspace's members: a comment by someone else keeps its
 * author as "originally by" with its date; an assignee or person value of
 * someone who is not a member is left out and reported.
 *
 * A new workspace that fails half-way is deleted again, so a restore leaves
 * a whole workspace or none; boards restored into an existing workspace
 * before a failure stay.
 *
 * @throws `validation` (not a backup, a newer version, or bad content;
 *   `issues` point into the document); `conflict` (slug taken);
 *   `forbidden` / `not-found` (a workspace the caller does not manage);
 *   `limit-reached` (a board over an import limit).
 *
 * @category Backup
 * @example
 * const restored = await importBackup(client, backup, { workspace: { name: 'Acme', slug: 'acme-2' } });
 */
export async function importBackup(
  client: TeamboardClient,
  backup: unknown,
  target: ImportBackupTarget,
  options: CallOptions = {},
): Promise<BackupRestore> {
  return withCall(client, options, async ({ client }) => {
    const document = validate(teamboardBackupSchema, backup as z.input<typeof teamboardBackupSchema>);
    const where = validate(importBackupTarget, target);
    const cardsInBackup = new Set(
      document.boards.flatMap((board) => board.lists.flatMap((list) => list.cards.map((card) => card.id))),
    );
    const contents = document.boards.map((board) => toImportContent(board, cardsInBackup));

    const created = 'workspace' in where ? await createWorkspace(client, where.workspace) : undefined;
    const workspaceId = created?.id ?? ('workspaceId' in where ? where.workspaceId : '');
    try {
      return await restoreBoards(client, workspaceId, contents);
    } catch (error) {
      if (created) await deleteWorkspace(client, created.id).catch(() => undefined);
      throw error;
    }
  });
}

async function restoreBoards(
  client: TeamboardClient,
  workspaceId: string,
  contents: readonly BoardContent[],
): Promise<BackupRestore> {
  const newIds = new Map<string, string>();
  const boards: { id: string; name: string }[] = [];
  const skipped: ImportSkipped[] = [];
  const made: { content: BoardContent; cardIds: string[] }[] = [];
  for (const content of contents) {
    const data = await run(
      client.supabase.rpc('import_board', { workspace_id: workspaceId, content: content.content as never }),
    );
    const result = validate(importedSchema, data as z.input<typeof importedSchema>);
    content.cardIds.forEach((id, index) => {
      const made = result.card_ids[index];
      if (made !== undefined) newIds.set(id, made);
    });
    boards.push({ id: result.board_id, name: content.content.name });
    skipped.push(
      ...content.skipped,
      ...result.unmatched_assignee_emails.map((email): ImportSkipped => ({
        kind: 'assignee',
        item: email,
        reason: 'not_a_member',
      })),
    );
    made.push({ content, cardIds: result.card_ids });
  }
  // Links across boards, as anyone who can edit both cards could add them.
  const links = made.flatMap(({ content, cardIds }) =>
    content.crossBoard.flatMap(({ blocked, blockerId }) => {
      const blockedId = cardIds[blocked];
      const blockerIdNow = newIds.get(blockerId);
      return blockedId && blockerIdNow ? [{ blocked_card_id: blockedId, blocker_card_id: blockerIdNow }] : [];
    }),
  );
  if (links.length > 0) await run(client.supabase.from('card_dependencies').insert(links));
  return { workspaceId, boards, skipped };
}
