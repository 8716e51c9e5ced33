import * as z from 'zod/mini';
import { TEXT_LIMITS } from '../constants';
import { hasChanges, NOTHING_TO_UPDATE } from './changes';
import { idSchema } from './fields';
import { boundedText } from './text';

/** The ways to look at a board. */
export const VIEW_TYPES = ['board', 'table', 'calendar', 'timeline'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];

/** How much time one column of the timeline spans; the first is the default. */
export const TIMELINE_SCALES = ['day', 'week', 'month'] as const;
export type TimelineScale = (typeof TIMELINE_SCALES)[number];

/** What the table groups its rows by; a select field's grouping is `field.<field id>`. */
export const VIEW_GROUPS = ['list', 'label', 'assignee'] as const;
export type ViewFixedGroup = (typeof VIEW_GROUPS)[number];
export type ViewGroup = ViewFixedGroup | `field.${string}`;

/** The due-date filter's choices. */
export const VIEW_DUE_FILTERS = ['overdue', 'soon', 'none'] as const;
export type ViewDueFilter = (typeof VIEW_DUE_FILTERS)[number];

/** The table's fixed columns; a custom field's column is `field:<field id>`. */
export const VIEW_COLUMNS = [
  'title',
  'list',
  'labels',
  'assignees',
  'start',
  'due',
  'created',
  'updated',
] as const;
export type ViewFixedColumn = (typeof VIEW_COLUMNS)[number];
export type ViewColumn = ViewFixedColumn | `field:${string}`;

/** Ids a filter may pick: bounded, so a stored view stays small. */
const MAX_PICKED = 100;
const FIELD_COLUMN = /^field:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FIELD_GROUP = /^field\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const pickedIds = z.array(idSchema).check(z.maxLength(MAX_PICKED, { error: 'Too many ids picked.' }));

export const viewColumnSchema = z.union([
  z.enum(VIEW_COLUMNS, { error: 'Unknown column.' }),
  z.custom<`field:${string}`>((value) => typeof value === 'string' && FIELD_COLUMN.test(value), {
    error: 'Unknown column.',
  }),
]);

/**
 * Whether a text (a URL parameter) names a table column.
 *
 * @category Saved views
 * @example
 * const sort = isViewColumn(params.get('sort')) ? params.get('sort') : null;
 */
export function isViewColumn(value: unknown): value is ViewColumn {
  return z.safeParse(viewColumnSchema, value).success;
}

export const viewGroupSchema = z.union([
  z.enum(VIEW_GROUPS, { error: 'Unknown grouping.' }),
  z.custom<`field.${string}`>((value) => typeof value === 'string' && FIELD_GROUP.test(value), {
    error: 'Unknown grouping.',
  }),
]);

/**
 * Whether a text (a URL parameter) names a way to group the table: a fixed one or `field.<field id>`.
 * Whether that field exists on the board, and is a select, the table decides when it groups.
 *
 * @category Saved views
 * @example
 * const group = params.get('group');
 * const groupBy = isViewGroup(group) ? group : null;
 */
export function isViewGroup(value: unknown): value is ViewGroup {
  return z.safeParse(viewGroupSchema, value).success;
}

/**
 * Columns the table leaves out. The title always shows (it names the row), and
 * a column is hidden rather than picked, so a field added later shows by default.
 */
export const hiddenColumnsSchema = z.array(viewColumnSchema).check(
  z.maxLength(MAX_PICKED, { error: 'Too many columns hidden.' }),
  z.refine((columns) => !columns.includes('title'), { error: 'The title column cannot be hidden.' }),
);

/** The board's filters, as the URL and a saved view keep them. */
export const viewFiltersSchema = z.strictObject({
  assignees: pickedIds,
  labels: pickedIds,
  due: z.nullable(z.enum(VIEW_DUE_FILTERS, { error: 'Unknown due filter.' })),
  text: z.string({ error: 'Search text must be text.' }).check(z.maxLength(200)),
  /** Custom select fields: field id → the option ids a card's value must include one of. */
  fields: z.record(idSchema, pickedIds),
});

/**
 * One way to look at a board: the view, its filters, the table's sort,
 * grouping and hidden columns, the timeline's scale. The web app writes the same settings into the URL; a saved view
 * stores them (the database checks only their outline, this schema the rest).
 */
export const viewSettingsSchema = z.strictObject({
  type: z.enum(VIEW_TYPES, { error: 'Unknown view.' }),
  filters: viewFiltersSchema,
  sort: z.nullable(
    z.strictObject({
      column: viewColumnSchema,
      direction: z.enum(['asc', 'desc'], { error: 'Sort direction is asc or desc.' }),
    }),
  ),
  groupBy: z.nullable(viewGroupSchema),
  /** Absent in views saved before columns could be hidden: every column shows. */
  hiddenColumns: z.optional(hiddenColumnsSchema),
  /** The timeline's scale; absent in views saved before the timeline: days. */
  scale: z.optional(z.enum(TIMELINE_SCALES, { error: 'Unknown timeline scale.' })),
});
export type ViewSettings = z.output<typeof viewSettingsSchema>;
export type ViewFilters = ViewSettings['filters'];
export type ViewSort = NonNullable<ViewSettings['sort']>;

export const savedViewNameSchema = boundedText('View name', TEXT_LIMITS.savedViewName);

export const createSavedViewInput = z.strictObject({
  boardId: idSchema,
  name: savedViewNameSchema,
  /** Shared with everyone who can read the board (only editors and up may share). */
  shared: z.boolean({ error: 'Shared must be true or false.' }),
  settings: viewSettingsSchema,
});
export type CreateSavedViewInput = z.input<typeof createSavedViewInput>;

export const updateSavedViewInput = z
  .strictObject({
    viewId: idSchema,
    name: z.optional(savedViewNameSchema),
    shared: z.optional(z.boolean({ error: 'Shared must be true or false.' })),
    settings: z.optional(viewSettingsSchema),
  })
  .check(z.refine(hasChanges(['name', 'shared', 'settings']), { error: NOTHING_TO_UPDATE }));
export type UpdateSavedViewInput = z.input<typeof updateSavedViewInput>;
