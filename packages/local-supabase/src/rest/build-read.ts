import type { ReadNode } from './plan';
import { Renderer } from './render';
import { Params, type Statement } from './sql';

export interface ResultOptions {
  count: boolean;
  stripNulls: boolean;
  maxRows?: number;
}

/** Columns every result statement returns: the JSON body, its first row, the page size and the total. */
export interface ResultRow {
  body: string;
  first: string | null;
  page_total: number;
  total: number | null;
  /** Rows a write inserted (as opposed to updated by an upsert); null for reads. */
  inserted: number | null;
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
  return `${prefix}select ${agg}::text as body, (json_agg(pgrst_r)->0)::text as first,
      count(*)::int as page_total, ${total} as total, ${inserted} as inserted from (${rows}) pgrst_r`;
}

export function buildRead(node: ReadNode, opts: ResultOptions): Statement {
  const params = new Params();
  const sql = resultSql(new Renderer(params), node, opts);
  return { sql, params: params.values };
}
