import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { ATTACHMENTS_BUCKET } from '../attachments/upload-attachment';
import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { LIMITS } from '../constants';
import { toTeamboardError } from '../errors/map-error';
import { TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import { type BackupAttachment, type TeamboardBackup, teamboardBackupSchema } from '../schemas/backup';
import { validate } from '../validate';

/** The document's name inside an archive. */
const DOCUMENT_ENTRY = 'backup.json';
/** An attachment's file inside an archive: `files/<attachment id>`, nothing else is read. */
const FILE_ENTRY = /^files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** Ids per `in (…)` filter, so a request line stays short. */
const IDS_PER_REQUEST = 100;

/** A backup archive as read back: the document, and each attachment's file by the attachment's id. */
export interface BackupArchive {
  readonly backup: TeamboardBackup;
  readonly files: ReadonlyMap<string, Uint8Array>;
}

function attachmentsOf(backup: TeamboardBackup): BackupAttachment[] {
  return backup.boards.flatMap((board) =>
    board.lists.flatMap((list) => list.cards.flatMap((card) => card.attachments ?? [])),
  );
}

function notAnArchive(message: string): TeamboardError {
  return new TeamboardError({ code: 'validation', message, issues: [{ path: [], message }] });
}

/**
 * A backup ({@link exportWorkspaceBackup}, {@link exportBoardBackup}) with
 * its attachments' files, as one ZIP archive: `backup.json` and
 * `files/<attachment id>`. {@link readBackupArchive} reads it back for
 * {@link importBackup}. A file the caller can no longer read (the attachment
 * was deleted since) is left out; the restore reports it.
 *
 * @throws `validation` (not a backup); a storage error of a file download.
 *
 * @category Backup
 * @example
 * const backup = await exportWorkspaceBackup(client, workspaceId);
 * const zip = await createBackupArchive(client, backup);
 * const file = new Blob([zip], { type: 'application/zip' });
 */
export async function createBackupArchive(
  client: TeamboardClient,
  backup: TeamboardBackup,
  options: CallOptions = {},
): Promise<Uint8Array> {
  return withCall(client, options, async ({ client }) => {
    const document = validate(teamboardBackupSchema, backup);
    const ids = attachmentsOf(document).map((attachment) => attachment.id);
    const entries: Zippable = { [DOCUMENT_ENTRY]: strToU8(JSON.stringify(document, null, 2)) };
    for (let start = 0; start < ids.length; start += IDS_PER_REQUEST) {
      const rows = await run(
        client.supabase
          .from('attachments')
          .select('id, object_path')
          .in('id', ids.slice(start, start + IDS_PER_REQUEST)),
      );
      for (const row of rows) {
        const { data, error } = await client.supabase.storage
          .from(ATTACHMENTS_BUCKET)
          .download(row.object_path);
        if (error) throw toTeamboardError(error);
        // Stored as is: most attachments (pictures, PDFs, office files) are compressed already.
        entries[`files/${row.id}`] = [new Uint8Array(await data.arrayBuffer()), { level: 0 }];
      }
    }
    return zipSync(entries);
  });
}

/**
 * Reads an archive of {@link createBackupArchive}: checks the document as
 * {@link importBackup} does and keeps only files the document names, each no
 * larger than an attachment may be. Entry names are never used as paths.
 *
 * @throws `validation` (not a ZIP archive, no `backup.json`, not a backup, an
 *   archive over `LIMITS.backupArchiveBytes`, or a file larger than an
 *   attachment may be).
 *
 * @category Backup
 * @example
 * const { backup, files } = await readBackupArchive(await file.arrayBuffer());
 * await importBackup(client, backup, { workspaceId }, { files });
 */
export async function readBackupArchive(archive: Blob | ArrayBuffer | Uint8Array): Promise<BackupArchive> {
  const bytes =
    archive instanceof Uint8Array
      ? archive
      : new Uint8Array(archive instanceof ArrayBuffer ? archive : await archive.arrayBuffer());
  if (bytes.byteLength > LIMITS.backupArchiveBytes) {
    throw notAnArchive('The archive is larger than a backup archive may be.');
  }
  let oversized = false;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      // Decided on each entry's header, before anything is inflated.
      filter: (file) => {
        const wanted = file.name === DOCUMENT_ENTRY || FILE_ENTRY.test(file.name);
        const limit = file.name === DOCUMENT_ENTRY ? LIMITS.importFileBytes : LIMITS.attachmentBytes;
        if (wanted && file.originalSize > limit) oversized = true;
        return wanted && !oversized;
      },
    });
  } catch {
    throw notAnArchive('This is not a Teamboard backup archive.');
  }
  if (oversized) throw notAnArchive('The archive holds a file larger than a backup or an attachment may be.');
  const document = entries[DOCUMENT_ENTRY];
  if (document === undefined) throw notAnArchive('The archive has no backup.json.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(strFromU8(document));
  } catch {
    throw notAnArchive('The archive’s backup.json is not JSON.');
  }
  const backup = validate(teamboardBackupSchema, parsed as TeamboardBackup);
  const named = new Set(attachmentsOf(backup).map((attachment) => attachment.id));
  const files = new Map<string, Uint8Array>();
  for (const [name, content] of Object.entries(entries)) {
    const id = FILE_ENTRY.exec(name)?.[1];
    if (id !== undefined && named.has(id)) files.set(id, content);
  }
  return { backup, files };
}
