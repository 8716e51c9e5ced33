import type { SqlBody } from '../media';
import type { ReadNode } from '../plan/read-tree';
import { Renderer } from './render';
import { Params, type Statement } from './sql';

export interface ResultOptions {
  count: boolean;
  stripNulls: boolean;
  maxRows?: number;
  /** Also build the first row alone (a single-object answer, an insert's `Location`): a second pass over the JSON. */
  first?: boolean;
  /** Also build the body PostgREST builds in SQL for `Accept: text/csv` or `application/geo+json`. */
  format?: SqlBody | undefined;
}

/**
 * Columns every result statement returns: the JSON body, its first row (null unless asked for),
 * the page size and the total. Its text comes as UTF-8 bytes (`Statement.textAsBytes`), sent on as it is.
 */
export interface ResultRow {
  body: Uint8Array<ArrayBuffer>;
  first: Uint8Array<ArrayBuffer> | null;
  page_total: number;
  total: number | null;
  /** Rows a write inserted (as opposed to updated by an upsert); null for reads. */
  inserted: number | null;
  /** The CSV or GeoJSON body, when asked for. */
  formatted: Uint8Array<ArrayBuffer> | null;
}

/** Wraps a node's rows into one JSON array built by Postgres, plus counts. */
export function resultSql(
  r: Renderer,
  node: ReadNode,
  opts: ResultOptions,
  prefix = '',
  inserted = 'null::int',
): string {
  const rows = r.node(node, 'pgrst_t', opts.maxRows !== undefined ? { maxRows: opts.maxRows } : {});
  const total = opts.count
    ? `(select count(*) from (${r.node(node, 'pgrst_t', { count: true })}) pgrst_c)::int`
    : 'null::int';
  const agg = opts.stripNulls
    ? `json_strip_nulls(coalesce(json_agg(pgrst_r), '[]'))`
    : `coalesce(json_agg(pgrst_r), '[]')`;
  // The single object is stripped too (`vnd.pgrst.object+json;nulls=stripped`), as PostgREST does.
  const first = !opts.first
    ? 'null::json'
    : opts.stripNulls
      ? `json_strip_nulls(json_agg(pgrst_r)->0)`
      : `(json_agg(pgrst_r)->0)`;
  const formatted = opts.format ? FORMATTED_SQL[opts.format](rows) : 'null::text';
  return `${prefix}select ${agg}::text as body, ${first}::text as first,
      count(*)::int as page_total, ${total} as total, ${inserted} as inserted, ${formatted} as formatted from (${rows}) pgrst_r`;
}

/**
 * PostgREST's CSV: a header of the first row's keys, then each row as
 * Postgres prints a record without its parentheses, so quoting (spaces,
 * commas, quotes, backslashes) and values (jsonb, arrays) are Postgres's own.
 */
function csvSql(rows: string): string {
  const header = `(select coalesce(string_agg(pgrst_k.k, ','), '') from (select json_object_keys(pgrst_h.r)::text as k from (select row_to_json(pgrst_o) as r from (${rows}) pgrst_o limit 1) pgrst_h) pgrst_k)`;
  const body = `coalesce(string_agg(substring(pgrst_r::text, 2, length(pgrst_r::text) - 2), E'\\n'), '')`;
  return `${header} || E'\\n' || ${body}`;
}

/** PostgREST's GeoJSON: a FeatureCollection of each row as PostGIS's `ST_AsGeoJSON(record)` prints it. */
const geoJsonSql = () =>
  `json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(ST_AsGeoJSON(pgrst_r)::json), '[]'))::text`;

const FORMATTED_SQL: Record<SqlBody, (rows: string) => string> = { csv: csvSql, geojson: geoJsonSql };

export function buildRead(node: ReadNode, opts: ResultOptions): Statement {
  const params = new Params();
  const sql = resultSql(new Renderer(params), node, opts);
  return { sql, params: params.values };
}

/** `EXPLAIN (format json)` of the rows a count would count: PostgREST's `count=planned` estimate. */
export function buildCountPlan(node: ReadNode): Statement {
  const params = new Params();
  const sql = `explain (format json) ${new Renderer(params).node(node, 'pgrst_t', { count: true })}`;
  return { sql, params: params.values };
}
