import { withCall } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import { type CsvColumns, type ImportFormat, importBoardInput } from '../schemas/boards';
import { importFileSchema } from '../schemas/files';
import { validate } from '../validate';
import {
  type ImportBoardOptions,
  type ImportPreview,
  importPreviewSchema,
  type ImportReport,
  importReportSchema,
} from './types';
import type { CallOptions } from '../call/call-options';
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
  /**
   * What a CSV file's extra columns become, by header (as {@link previewImport}
   * names them): a custom field of a type and name, or `'skip'`. A column left
   * out becomes what the preview proposed.
   */
  readonly columns?: CsvColumns | undefined;
}

const fileNameOf = (file: Blob | string): string =>
  typeof file !== 'string' && 'name' in file && typeof file.name === 'string' && file.name !== ''
    ? file.name
    : 'import';

/** The upload's form with the file and the fields both calls send; the file checked before any request. */
function uploadForm(
  file: Blob | string,
  input: { workspaceId: string; format?: ImportFormat | undefined },
): { form: FormData; blob: Blob } {
  const blob = typeof file === 'string' ? new Blob([file]) : file;
  if (!(blob instanceof Blob)) {
    throw new TeamboardError({ code: 'validation', message: 'Choose a file to import.', reason: 'file' });
  }
  const fileName = fileNameOf(file);
  validate(importFileSchema, { fileName, sizeBytes: blob.size });
  const form = new FormData();
  form.set('workspace_id', input.workspaceId);
  if (input.format) form.set('format', input.format);
  form.set('file', blob, fileName);
  return { form, blob };
}

/**
 * Creates a new board in a workspace from a Trello board export (JSON), a
 * Teamboard board export (`exportBoard` as JSON) or a CSV file, through
 * the `import-board` edge function: lists, cards (title, description,
 * position, due date, completed, archived), labels (Trello colours mapped to
 * the palette), checklists, comments (Trello's credited to their author in the
 * text), assignees (matched by email to workspace members; a Teamboard export
 * carries no emails) and, from a Teamboard export, which cards wait on which
 * (a blocker on another board is reported as `not_in_file`). The board counts
 * its schedules in the export's zone, else in `timeZone`, else in UTC. A CSV
 * file's extra columns become custom fields as `columns` chose them (see
 * {@link previewImport}); a cell that does not fit its field is reported by
 * row and column, never written. All or nothing: a refused or failed import
 * creates no rows.
 *
 * @throws `validation` (bad ids or name; a time zone the runtime or the
 *   database does not know, given or in the file — reason `time_zone`; a file
 *   that is not valid JSON, not a Trello or Teamboard export, or a CSV without
 *   a `title`/`list` header — `reason` says which; `columns` naming a column the CSV file does
 *   not have — reason `unknown_column` —, a type that does not exist, or two columns making
 *   fields of one name); `payload-too-large` (over 10 MB); `limit-reached` (the file
 *   has more lists, labels, cards, checklist items or dependencies than an import may bring,
 *   or its columns more custom fields or a select more options than a board holds, refused
 *   before anything is written; `reason` names the limit); `forbidden` (members and viewers may not
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
      columns: request.columns,
    });
    const { form, blob } = uploadForm(request.file, input);
    if (input.name) form.set('name', input.name);
    if (input.timeZone) form.set('time_zone', input.timeZone);
    if (input.columns) form.set('columns', JSON.stringify(input.columns));

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

export interface PreviewImportRequest {
  readonly workspaceId: string;
  readonly file: Blob | string;
  readonly format?: ImportFormat | undefined;
}

/**
 * Reads a file as `importBoard` would and writes nothing: a CSV file's extra
 * columns (none of title, list, description, …), each with the custom field
 * it would become: its type proposed from its values (checkbox for
 * yes/no/x, number, date, URL, person when every value is an address,
 * single select when a few values repeat, else text), or, for a column
 * Teamboard's own CSV export wrote, the field's own type. A JSON file has no
 * columns to choose. Pass the choices to `importBoard` as `columns`.
 *
 * @throws as {@link importBoard} does for the file, the workspace and the caller's role.
 *
 * @category Boards
 * @example
 * const { columns } = await previewImport(client, { workspaceId, file });
 * const report = await importBoard(client, {
 *   workspaceId,
 *   file,
 *   columns: Object.fromEntries(
 *     columns.map((c) => [c.column, c.type ? { type: c.type, name: c.name } : 'skip'] as const),
 *   ),
 * });
 */
export async function previewImport(
  client: TeamboardClient,
  request: PreviewImportRequest,
  options: CallOptions = {},
): Promise<ImportPreview> {
  return withCall(client, options, async ({ client, signal }) => {
    const input = validate(importBoardInput, { workspaceId: request.workspaceId, format: request.format });
    const { form } = uploadForm(request.file, input);
    form.set('preview', 'true');
    const data = await run(client.supabase.functions.invoke<unknown>('import-board', { body: form, signal }));
    const parsed = z.safeParse(importPreviewSchema, data);
    if (!parsed.success) {
      throw new TeamboardError({
        code: 'function-failed',
        message: 'The preview came back in an unexpected form.',
      });
    }
    return parsed.data;
  });
}
