import {
  TIMELINE_SCALES,
  VIEW_TYPES,
  isViewColumn,
  isViewGroup,
  type ViewColumn,
  type ViewGroup,
  type ViewSettings,
  type TimelineScale,
  type ViewSort,
  type ViewType,
} from '@teamboard/sdk';
import { readFilters, writeFilters, type BoardFilters } from './filters';

/**
 * How a board is looked at, as the URL keeps it (the one home of its format):
 * the filters of `filters.ts`, plus `view=table` (the columns view has none),
 * `sort=due` or `sort=-due` (descending), `group=assignee` (or a select field,
 * `group=field.<field id>`) and the table's
 * hidden columns, `hide=labels,created`; `view=timeline` with its scale,
 * `scale=week` (days unless said). The calendar is
 * its own route (`/calendar`) with the same parameters. A saved view stores
 * the same settings (the SDK's `ViewSettings`).
 */
export interface BoardViewSettings {
  type: ViewType;
  filters: BoardFilters;
  sort: ViewSort | null;
  groupBy: ViewGroup | null;
  hiddenColumns: readonly ViewColumn[];
  /** The timeline's scale; kept whatever the view, so switching back returns to it. */
  scale: TimelineScale;
}

const PARAM = { type: 'view', sort: 'sort', group: 'group', hide: 'hide', scale: 'scale' } as const;

/** Known columns only, never the title (it names the row), each once. */
function readHidden(raw: string | null): ViewColumn[] {
  const columns = (raw ?? '').split(',').filter((column): column is ViewColumn => isViewColumn(column));
  return [...new Set(columns)].filter((column) => column !== 'title');
}

function readSort(raw: string | null): ViewSort | null {
  if (!raw) return null;
  const descending = raw.startsWith('-');
  const column = descending ? raw.slice(1) : raw;
  // A column no board has (an edited link): unsorted.
  return isViewColumn(column) ? { column, direction: descending ? 'desc' : 'asc' } : null;
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  (values as readonly (string | null)[]).includes(value);

/** The view the URL names; anything it does not know is the default. `calendar` comes from the route. */
export function readViewSettings(params: URLSearchParams, onCalendar = false): BoardViewSettings {
  const type = params.get(PARAM.type);
  const group = params.get(PARAM.group);
  const scale = params.get(PARAM.scale);
  return {
    type: onCalendar ? 'calendar' : isOneOf(VIEW_TYPES, type) && type !== 'calendar' ? type : 'board',
    filters: readFilters(params),
    sort: readSort(params.get(PARAM.sort)),
    groupBy: isViewGroup(group) ? group : null,
    hiddenColumns: readHidden(params.get(PARAM.hide)),
    scale: isOneOf(TIMELINE_SCALES, scale) ? scale : TIMELINE_SCALES[0],
  };
}

/** Writes the view into a copy of `params`, leaving unrelated parameters alone. */
export function writeViewSettings(params: URLSearchParams, settings: BoardViewSettings): URLSearchParams {
  const next = writeFilters(params, settings.filters);
  for (const key of Object.values(PARAM)) next.delete(key);
  if (settings.type === 'table' || settings.type === 'timeline') next.set(PARAM.type, settings.type);
  if (settings.scale !== TIMELINE_SCALES[0]) next.set(PARAM.scale, settings.scale);
  if (settings.sort)
    next.set(PARAM.sort, `${settings.sort.direction === 'desc' ? '-' : ''}${settings.sort.column}`);
  if (settings.groupBy) next.set(PARAM.group, settings.groupBy);
  if (settings.hiddenColumns.length > 0) next.set(PARAM.hide, settings.hiddenColumns.join(','));
  return next;
}

/** The hidden columns with one column shown or hidden; the title always shows. */
export function withColumn(hidden: readonly ViewColumn[], column: ViewColumn, shown: boolean): ViewColumn[] {
  const others = hidden.filter((id) => id !== column);
  return shown || column === 'title' ? others : [...others, column];
}

/** The link that opens the board in this view. */
export function viewHref(slug: string, boardId: string, settings: BoardViewSettings): string {
  const search = writeViewSettings(new URLSearchParams(), settings).toString();
  const path = `/w/${slug}/b/${boardId}${settings.type === 'calendar' ? '/calendar' : ''}`;
  return search ? `${path}?${search}` : path;
}

/** The settings as a saved view stores them. */
export function toSavedSettings(settings: BoardViewSettings): ViewSettings {
  const { filters } = settings;
  return {
    type: settings.type,
    filters: {
      assignees: [...filters.assignees],
      labels: [...filters.labels],
      due: filters.due,
      text: filters.text,
      fields: Object.fromEntries(Object.entries(filters.fields).map(([id, options]) => [id, [...options]])),
    },
    sort: settings.sort,
    groupBy: settings.groupBy,
    hiddenColumns: [...settings.hiddenColumns],
    scale: settings.scale,
  };
}

/**
 * A saved view's settings as the URL holds them; views saved before columns
 * could be hidden hide none, those saved before the timeline show days.
 */
export function fromSavedSettings(settings: ViewSettings): BoardViewSettings {
  return {
    ...settings,
    hiddenColumns: settings.hiddenColumns ?? [],
    scale: settings.scale ?? TIMELINE_SCALES[0],
  };
}

/** Two settings are the same view when they write the same link. */
export function sameView(a: BoardViewSettings, b: BoardViewSettings): boolean {
  return a.type === b.type && viewHref('', '', a) === viewHref('', '', b);
}
