import * as z from 'zod/mini';
import { uploadAttachment } from '../attachments/upload-attachment';
import { setCardCover } from '../cards/set-card-cover';
import { setCardTemplate } from '../cards/card-templates';
import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { isTeamboardError } from '../errors/teamboard-error';
import type { ImportSkipped } from '../imports/types';
import { run } from '../run';
import {
  importBackupTarget,
  type ImportBackupTarget,
  type TeamboardBackup,
  teamboardBackupSchema,
} from '../schemas/backup';
import { validate } from '../validate';
import { setCardRecurrence } from '../recurrence/set-card-recurrence';
import { createWorkspace } from '../workspaces/create-workspace';
import { deleteWorkspace } from '../workspaces/delete-workspace';
import { type BoardContent, toImportContent } from './import-content';

/** What `import_board` answers, as far as a restore reads it. */
const importedSchema = z.object({
  board_id: z.string(),
  unmatched_assignee_emails: z.array(z.string()),
  /** Items (by the card's and the item's index in the content) whose owner is no member who can see the board. */
  unmatched_item_owners: z.array(z.object({ card: z.int(), item: z.int() })),
  card_ids: z.array(z.string()),
});

/** What a restore made, and what of the backup it could not keep. */
export interface BackupRestore {
  readonly workspaceId: string;
  /** The new boards, in the backup's order. */
  readonly boards: readonly { readonly id: string; readonly name: string }[];
  readonly skipped: readonly ImportSkipped[];
}

export interface ImportBackupOptions extends CallOptions {
  /**
   * The attachments' files by the attachment's id, as {@link readBackupArchive}
   * gives them. An attachment whose file is missing is reported, not restored.
   */
  readonly files?: ReadonlyMap<string, Blob | Uint8Array> | undefined;
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
 * Attachments come back with their files when `options.files` holds them
 * (a backup archive); otherwise each is reported as `no_file`, and a
 * file the attachment rules now refuse as `invalid_value`.
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
 * // With the attachments' files of an archive:
 * const { backup: document, files } = await readBackupArchive(zip);
 * await importBackup(client, document, { workspaceId }, { files });
 */
export async function importBackup(
  client: TeamboardClient,
  backup: unknown,
  target: ImportBackupTarget,
  options: ImportBackupOptions = {},
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
      const restored = await restoreBoards(client, workspaceId, contents);
      await restoreRecurrences(client, document, restored);
      const { skipped, attachmentIds } = await restoreAttachments(
        client,
        document,
        restored.newIds,
        options.files,
      );
      await restoreCovers(client, document, restored.newIds, attachmentIds);
      await restoreTemplates(client, document, restored.newIds);
      return {
        workspaceId,
        boards: restored.boards,
        skipped: [...restored.skipped, ...skipped],
      };
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
): Promise<{ boards: BackupRestore['boards']; skipped: ImportSkipped[]; newIds: Map<string, string> }> {
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
      ...result.unmatched_item_owners.map(({ card, item }): ImportSkipped => ({
        kind: 'assignee',
        item: content.itemOwners[card]?.[item] ?? 'Someone',
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
  return { boards, skipped, newIds };
}

/** Each card's repeat rule set again, its copies' list found by its place on the restored board. */
async function restoreRecurrences(
  client: TeamboardClient,
  backup: TeamboardBackup,
  restored: { boards: BackupRestore['boards']; newIds: ReadonlyMap<string, string> },
): Promise<void> {
  for (const [index, board] of backup.boards.entries()) {
    const cards = board.lists.flatMap((list) => list.cards).filter((card) => card.recurrence);
    const boardId = restored.boards[index]?.id;
    if (cards.length === 0 || boardId === undefined) continue;
    // import_board writes the lists in the backup's order, so a list's place finds it again.
    const lists = await run(
      client.supabase.from('lists').select('id').eq('board_id', boardId).order('position').order('id'),
    );
    for (const card of cards) {
      const rule = card.recurrence;
      const cardId = restored.newIds.get(card.id);
      if (!rule || cardId === undefined) continue;
      await setCardRecurrence(client, {
        cardId,
        rrule: rule.rrule,
        dtstart: rule.dtstart,
        timeZone: rule.time_zone,
        mode: rule.mode,
        listId: rule.list === null ? null : (lists[rule.list]?.id ?? null),
      });
    }
  }
}

/**
 * Each card's cover set again: a colour as it was, an image once its attachment is restored
 * (a cover whose file was not in the archive is simply left off, like the file itself).
 */
async function restoreCovers(
  client: TeamboardClient,
  backup: TeamboardBackup,
  newIds: ReadonlyMap<string, string>,
  attachmentIds: ReadonlyMap<string, string>,
): Promise<void> {
  const cards = backup.boards.flatMap((board) => board.lists.flatMap((list) => list.cards));
  for (const card of cards) {
    const cardId = newIds.get(card.id);
    const cover = card.cover;
    if (cardId === undefined || cover === undefined || cover === null) continue;
    if ('color' in cover) {
      await setCardCover(client, cardId, { color: cover.color });
      continue;
    }
    const attachmentId = attachmentIds.get(cover.attachment);
    if (attachmentId !== undefined) await setCardCover(client, cardId, { attachmentId });
  }
}

/** Each card template made a template again: the import writes every card as an ordinary one. */
async function restoreTemplates(
  client: TeamboardClient,
  backup: TeamboardBackup,
  newIds: ReadonlyMap<string, string>,
): Promise<void> {
  const cards = backup.boards.flatMap((board) => board.lists.flatMap((list) => list.cards));
  for (const card of cards) {
    const cardId = newIds.get(card.id);
    if (card.template && cardId !== undefined) await setCardTemplate(client, { cardId, template: true });
  }
}

/**
 * Each attachment uploaded to its restored card, oldest first, as anyone who can edit the card
 * would; with the new id of each attachment restored, by its id in the backup.
 */
async function restoreAttachments(
  client: TeamboardClient,
  backup: TeamboardBackup,
  newIds: ReadonlyMap<string, string>,
  files: ReadonlyMap<string, Blob | Uint8Array> | undefined,
): Promise<{ skipped: ImportSkipped[]; attachmentIds: Map<string, string> }> {
  const skipped: ImportSkipped[] = [];
  const attachmentIds = new Map<string, string>();
  const cards = backup.boards.flatMap((board) => board.lists.flatMap((list) => list.cards));
  for (const card of cards) {
    const cardId = newIds.get(card.id);
    for (const attachment of card.attachments ?? []) {
      const file = files?.get(attachment.id);
      if (cardId === undefined || file === undefined) {
        skipped.push({ kind: 'attachment', item: attachment.file_name, reason: 'no_file' });
        continue;
      }
      try {
        const uploaded = await uploadAttachment(client, {
          cardId,
          file:
            file instanceof Blob ? file : new Blob([new Uint8Array(file)], { type: attachment.mime_type }),
          fileName: attachment.file_name,
          mimeType: attachment.mime_type,
        });
        attachmentIds.set(attachment.id, uploaded.id);
      } catch (error) {
        // A file the attachment rules now refuse leaves that attachment out, not the restore.
        if (
          !isTeamboardError(
            error,
            'payload-too-large',
            'unsupported-file-type',
            'limit-reached',
            'validation',
          )
        )
          throw error;
        skipped.push({ kind: 'attachment', item: attachment.file_name, reason: 'invalid_value' });
      }
    }
  }
  return { skipped, attachmentIds };
}
