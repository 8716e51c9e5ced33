import { withCall } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import { type ImportFormat, importBoardInput } from '../schemas/boards';
import { importFileSchema } from '../schemas/files';
import { validate } from '../validate';
import { type ImportBoardOptions, type ImportReport, importReportSchema } from './types';
import * as z from 'zod/mini';

export interface ImportBoardRequest {
  readonly workspaceId: string;
  /** The Trello export, Teamboard export or CSV: a `File` (its name names a CSV board), a `Blob`, or text. */
  readonly file: Blob | string;
  /**
   * Detected from the content when left out: JSON is a Teamboard export when it has our export's
   * `board` and `exported_at`, else a Trello export; anything else is CSV.
   */
  readonly format?: ImportFormat | undefined;
  /** The new board's name; else the exported board's name, or the CSV file's name. */
  readonly name?: string | undefined;
  /**
   * The zone the new board's schedules count in, usually the importer's own (an IANA name, as for
   * `createBoard`). A Teamboard export that names its board's zone keeps that one; left out, UTC.
   */
  readonly timeZone?: string | undefined;
}

const fileNameOf = (file: Blob | string): string =>
  typeof file !== 'string' && 'name' in file && typeof file.name === 'string' && file.name !== ''
    ? file.name
    : 'import';

/**
 * Creates a new board in a workspace from a Trello board export (JSON), a
 * Teamboard board export (`exportBoard` as JSON) or a CSV file, through
 * the `import-board` edge function: lists, cards (title, description,
 * position, due date, completed, archived), labels (Trello colours mapped to
 * the palette), checklists, comments (Trello's credited to their author in the
 * text), assignees (matched by email to workspace members; a Teamboard export
 * carries no emails) and, from a Teamboard export, which cards wait on which
 * (a blocker on another board is reported as `not_in_file`). The board counts
 * its schedules in the export's zone, else in `timeZone`, else in UTC. All or
 * nothing: a refused or failed import creates no rows.
 *
 * @throws `validation` (bad ids or name; a time zone the runtime or the
 *   database does not know, given or in the file — reason `time_zone`; a file
 *   that is not valid JSON, not a Trello or Teamboard export, or a CSV without
 *   a `title`/`list` header — `reason` says which); `payload-too-large` (over 10 MB); `limit-reached` (the file
 *   has more lists, labels, cards, checklist items or dependencies than an import may bring;
 *   `reason` names the limit); `forbidden` (members and viewers may not
 *   create boards); `not-found` (a workspace the caller is not in);
 *   `function-failed`.
 *
 * @category Boards
 * @example
 * const report = await importBoard(client, {
 *   workspaceId,
 *   file,
 *   timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
 * });
 */
export async function importBoard(
  client: TeamboardClient,
  request: ImportBoardRequest,
  options: ImportBoardOptions = {},
): Promise<ImportReport> {
  return withCall(client, options, async ({ client, signal }) => {
    const input = validate(importBoardInput, {
      workspaceId: request.workspaceId,
      format: request.format,
      name: request.name,
      timeZone: request.timeZone,
    });
    const blob = typeof request.file === 'string' ? new Blob([request.file]) : request.file;
    if (!(blob instanceof Blob)) {
      throw new TeamboardError({ code: 'validation', message: 'Choose a file to import.', reason: 'file' });
    }
    const fileName = fileNameOf(request.file);
    validate(importFileSchema, { fileName, sizeBytes: blob.size });

    const form = new FormData();
    form.set('workspace_id', input.workspaceId);
    if (input.format) form.set('format', input.format);
    if (input.name) form.set('name', input.name);
    if (input.timeZone) form.set('time_zone', input.timeZone);
    form.set('file', blob, fileName);

    options.onProgress?.({ stage: 'uploading', loaded: 0, total: blob.size });
    const data = await run(client.supabase.functions.invoke<unknown>('import-board', { body: form, signal }));
    const parsed = z.safeParse(importReportSchema, data);
    if (!parsed.success) {
      throw new TeamboardError({
        code: 'function-failed',
        message: 'The import came back in an unexpected form.',
      });
    }
    const { board_id, imported, created_fields, ...rest } = parsed.data;
    const report: ImportReport = {
      ...rest,
      boardId: board_id,
      createdFields: created_fields ?? [],
      imported: {
        lists: imported.lists,
        labels: imported.labels,
        cards: imported.cards,
        archivedCards: imported.archived_cards,
        checklistItems: imported.checklist_items,
        comments: imported.comments,
        assignees: imported.assignees,
        startDates: imported.start_dates,
        dueDates: imported.due_dates,
        dependencies: imported.dependencies,
        fields: imported.fields,
        fieldValues: imported.field_values,
      },
    };
    options.onProgress?.({ stage: 'done', loaded: blob.size, total: blob.size });
    return report;
  });
}
