import * as z from 'zod/mini';
import { hasChanges, NOTHING_TO_UPDATE } from './changes';
import {
  boardDescriptionSchema,
  boardNameSchema,
  idSchema,
  listNameSchema,
  neighbourIdSchema,
  wipLimitSchema,
} from './fields';
import { timeZoneSchema } from './time-zone';
import { LIMITS, TEXT_LIMITS } from '../constants';
import { customFieldNameSchema, customFieldTypeSchema, customFieldUnitSchema } from './custom-fields';

export const createBoardInput = z.object({
  workspaceId: idSchema,
  name: boardNameSchema,
  description: z.optional(boardDescriptionSchema),
  /** The zone its schedules count in, usually the creator's; left out, UTC. */
  timeZone: z.optional(timeZoneSchema),
});

export const updateBoardInput = z
  .object({
    boardId: idSchema,
    name: z.optional(boardNameSchema),
    description: z.optional(boardDescriptionSchema),
  })
  .check(z.refine(hasChanges(['name', 'description']), { error: NOTHING_TO_UPDATE }));

export const createListInput = z.object({
  boardId: idSchema,
  name: listNameSchema,
  wipLimit: z.optional(wipLimitSchema),
});

export const updateListInput = z
  .object({
    listId: idSchema,
    name: z.optional(listNameSchema),
    wipLimit: z.optional(wipLimitSchema),
  })
  .check(z.refine(hasChanges(['name', 'wipLimit']), { error: NOTHING_TO_UPDATE }));

/** Arguments of the `move_list` RPC: the list lands between two neighbours. */
export const moveListInput = z.object({
  listId: idSchema,
  beforeId: neighbourIdSchema,
  afterId: neighbourIdSchema,
});

export const setBoardTimeZoneInput = z.object({ boardId: idSchema, timeZone: timeZoneSchema });

export type CreateBoardInput = z.output<typeof createBoardInput>;
export type UpdateBoardInput = z.output<typeof updateBoardInput>;
export type SetBoardTimeZoneInput = z.output<typeof setBoardTimeZoneInput>;
export type CreateListInput = z.output<typeof createListInput>;
export type UpdateListInput = z.output<typeof updateListInput>;
export type MoveListInput = z.output<typeof moveListInput>;

export const EXPORT_FORMATS = ['json', 'csv'] as const;

export const exportBoardInput = z.object({
  boardId: idSchema,
  format: z.enum(EXPORT_FORMATS, { error: 'Export as json or csv.' }),
});

export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export type ExportBoardInput = z.output<typeof exportBoardInput>;

/** What `import-board` reads: a Trello board export (JSON) or a CSV file. */
export const IMPORT_FORMATS = ['trello', 'csv', 'teamboard'] as const;

/**
 * The fields of an import besides the file: the workspace the new board goes
 * to, the file's format (detected from its content when left out), a name
 * for the board (else the Trello board's name, or the CSV file's name) and the
 * importer's time zone (the new board's, unless a Teamboard export names its own).
 */
/** What one extra column of a CSV file becomes: a custom field of this type and name, or nothing (`skip`). */
export const csvColumnChoiceSchema = z.union([
  z.literal('skip'),
  z.object({
    type: customFieldTypeSchema,
    name: customFieldNameSchema,
    /** A number field's unit ("Estimate (h)" proposes "h"). */
    unit: z.optional(customFieldUnitSchema),
  }),
]);

const mappedFields = (columns: Record<string, unknown>) =>
  Object.values(columns).flatMap((choice) =>
    typeof choice === 'object' && choice !== null && 'name' in choice && typeof choice.name === 'string'
      ? [choice.name]
      : [],
  );

/**
 * A CSV import's extra columns by header (trimmed, its first
 * `TEXT_LIMITS.importColumn.max` characters, as `previewImport` names them) and
 * what each becomes; a column left out becomes what the preview proposed.
 * Two columns may not make fields of one name, nor more fields than a board holds.
 */
export const csvColumnsSchema = z
  .record(
    z.string({ error: 'Name a column by its header.' }).check(
      z.minLength(TEXT_LIMITS.importColumn.min, { error: 'Name a column by its header.' }),
      z.maxLength(TEXT_LIMITS.importColumn.max, {
        error: `A column is named by at most ${String(TEXT_LIMITS.importColumn.max)} characters of its header.`,
      }),
    ),
    csvColumnChoiceSchema,
  )
  .check(
    z.refine((columns) => mappedFields(columns).length <= LIMITS.customFieldsPerBoard, {
      error: `An import can make at most ${String(LIMITS.customFieldsPerBoard)} custom fields.`,
      params: { teamboardCode: 'limit-reached', reason: 'customFieldsPerBoard' },
    }),
    z.refine(
      (columns) => {
        const names = mappedFields(columns).map((name) => name.trim().toLowerCase());
        return new Set(names).size === names.length;
      },
      { error: 'Two columns cannot make fields of the same name.' },
    ),
  );

export type CsvColumnChoice = z.output<typeof csvColumnChoiceSchema>;
export type CsvColumns = z.output<typeof csvColumnsSchema>;

export const importBoardInput = z.object({
  workspaceId: idSchema,
  format: z.optional(
    z.enum(IMPORT_FORMATS, {
      error: 'Import a Trello export (trello), a CSV file (csv) or a Teamboard export (teamboard).',
    }),
  ),
  name: z.optional(boardNameSchema),
  timeZone: z.optional(timeZoneSchema),
  /** A CSV file's extra columns as the importer chose them in the preview. */
  columns: z.optional(csvColumnsSchema),
});

export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export type ImportBoardInput = z.output<typeof importBoardInput>;
