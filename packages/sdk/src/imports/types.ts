import type { CallOptions } from '../call/call-options';
import * as z from 'zod/mini';
import { IMPORT_FORMATS, type ImportFormat } from '../schemas/boards';
import { customFieldTypeSchema, type CustomFieldType } from '../schemas/custom-fields';

/** Something of the file that the import left out or shortened, and why. */
export const importSkippedSchema = z.object({
  kind: z.enum([
    'list',
    'card',
    'label',
    'checklist_item',
    'comment',
    'assignee',
    'due_date',
    'start_date',
    'attachment',
    'text',
    'dependency',
    'field',
    'field_value',
    'recurrence',
  ]),
  /** The item's name in the file, as far as it has one. */
  item: z.string(),
  /**
   * `empty` (no title / text), `truncated` (text cut to the product's length),
   * `duplicate`, `unknown_list`, `invalid_date`, `after_due` (a start date
   * after the card's due date), `no_email` (a Trello member
   * whose email the export does not carry), `not_a_member` (an email of no
   * workspace member), `unsupported` (attachments: files stay in Trello),
   * `not_in_file` (a Teamboard export's blocker that was on another board),
   * `no_file` (a backup's attachment whose file the restore was not given),
   * `unknown_field` (a value of a custom field the file does not define),
   * `invalid_value` (a custom field, or a value, that does not fit the field's type).
   */
  reason: z.enum([
    'empty',
    'truncated',
    'duplicate',
    'unknown_list',
    'invalid_date',
    'after_due',
    'no_email',
    'not_a_member',
    'unsupported',
    'not_in_file',
    'no_file',
    'unknown_field',
    'invalid_value',
  ]),
});

const count = z.number().check(z.int(), z.gte(0));

/** What `import-board` answers: the new board and what went into it. */
export const importReportSchema = z.object({
  board_id: z.string(),
  name: z.string(),
  format: z.enum(IMPORT_FORMATS),
  imported: z.object({
    lists: count,
    labels: count,
    cards: count,
    archived_cards: count,
    checklist_items: count,
    comments: count,
    assignees: count,
    start_dates: count,
    due_dates: count,
    dependencies: count,
    fields: count,
    field_values: count,
  }),
  /** The custom fields the board got, in order (absent from a server before CSV columns became fields). */
  created_fields: z.optional(z.array(z.object({ name: z.string(), type: customFieldTypeSchema }))),
  skipped: z.array(importSkippedSchema),
});

export type ImportSkipped = z.output<typeof importSkippedSchema>;

/** One extra column of a CSV file and what the import proposes it becomes (`import-board` with `preview`). */
export const importColumnSchema = z.object({
  /** Its header as `columns` names it (trimmed, cut to `TEXT_LIMITS.importColumn.max`). */
  column: z.string(),
  /** The field's proposed name: the header without export-board's type and a number's unit. */
  name: z.string(),
  /** The proposed type; null when every cell is empty (proposed: skip). */
  type: z.nullable(customFieldTypeSchema),
  unit: z.nullable(z.string()),
  /** Written by Teamboard's own CSV export, whose header names the field's type. */
  exported: z.boolean(),
  /** Every filled cell is an address, so the column can be a person field. */
  person: z.boolean(),
  /** Its first few distinct values. */
  samples: z.array(z.string()),
});

/** What `import-board` answers to a preview: nothing is written. */
export const importPreviewSchema = z.object({
  format: z.enum(['csv', 'json']),
  columns: z.array(importColumnSchema),
  skipped: z.array(importSkippedSchema),
});

export type ImportColumn = z.output<typeof importColumnSchema>;
export type ImportPreview = z.output<typeof importPreviewSchema>;

/** The report of a finished import, in the SDK's names. */
export interface ImportReport {
  readonly boardId: string;
  readonly name: string;
  readonly format: ImportFormat;
  readonly imported: {
    readonly lists: number;
    readonly labels: number;
    readonly cards: number;
    readonly archivedCards: number;
    readonly checklistItems: number;
    readonly comments: number;
    readonly assignees: number;
    readonly startDates: number;
    readonly dueDates: number;
    /** Links between cards of the file (a Teamboard export's "blocked by"). */
    readonly dependencies: number;
    /** The custom fields created (a Teamboard export's, a CSV file's extra columns), and the values kept on its cards. */
    readonly fields: number;
    readonly fieldValues: number;
  };
  /**
   * The custom fields the import created, by name and type: a Teamboard
   * export's, or a CSV file's columns that are none of the built-in ones
   * (number when every value is numeric, date when every value is a day, else text).
   */
  readonly createdFields: readonly { readonly name: string; readonly type: CustomFieldType }[];
  readonly skipped: readonly ImportSkipped[];
}

/**
 * Where an import stands: `uploading` while the file travels and the board
 * is built (one request: the server answers once the board exists), `done`
 * with the report. `loaded`/`total` are the file's bytes.
 */
export interface ImportProgress {
  readonly stage: 'uploading' | 'done';
  readonly loaded: number;
  readonly total: number;
}

export interface ImportBoardOptions extends CallOptions {
  readonly onProgress?: ((progress: ImportProgress) => void) | undefined;
}
