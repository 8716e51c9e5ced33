import { resultSql, type ResultOptions } from './build-read';
import type { ReadNode } from '../plan/read-tree';
import { RPC_SOURCE, takesWholeBody } from '../plan/plan-rpc';
import { Renderer } from './render';
import type { RestFunction } from '../plan/schema-cache';
import { ident, Params, qualified, type Statement } from './sql';

/** The function call with its arguments bound through `json_to_record`, and the FROM items it needs. */
export function callSql(fn: RestFunction, args: unknown, params: Params): { call: string; from: string } {
  const name = qualified(fn.schema, fn.name);
  if (takesWholeBody(fn)) {
    // The parameter gets the body as sent: JSON as its text (also for a text parameter,
    // as PostgREST's `singleParameter` passes the raw body), a text, xml or bytes body as is (bytes arrive as `\\x` hex text).
    const type = fn.args[0]!.type;
    const value = typeof args === 'string' ? args : JSON.stringify(args);
    return { call: `${name}(${params.add(value)}::${type})`, from: '' };
  }
  const given = Object.keys(args as Record<string, unknown>);
  const used = fn.args.filter((a) => given.includes(a.name));
  if (!used.length) return { call: `${name}()`, from: '' };
  const record = `json_to_record(${params.add(JSON.stringify(args))}::json) as pgrst_a(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`;
  return {
    call: `${name}(${used.map((a) => `${ident(a.name)} := pgrst_a.${ident(a.name)}`).join(', ')})`,
    from: record,
  };
}

const JSON_TYPES = new Set(['json', 'jsonb']);

export interface RpcSpec {
  fn: RestFunction;
  args: unknown;
  /** The read plan over the function's rows (functions returning rows). */
  rows?: { node: ReadNode; opts: ResultOptions };
  /** Paging and counting of a scalar or set-of-scalar result. */
  values?: { limit?: number; offset?: number; count: boolean };
}

/**
 * Every call answers the columns of `build-read`'s statements (body, first row,
 * page size, total). A function returning rows is called once in a CTE that the
 * read plan selects from like a table; a set of scalars is paged and counted
 * from a CTE the same way; a single scalar is one value.
 */
export function buildRpc(spec: RpcSpec): Statement {
  const params = new Params();
  const { call, from } = callSql(spec.fn, spec.args, params);
  const fromClause = from ? ` from ${from}` : '';
  if (spec.rows) {
    const rows = from
      ? `select pgrst_f.* from ${from} cross join lateral ${call} pgrst_f`
      : `select * from ${call} pgrst_f`;
    const r = new Renderer(params);
    const sql = resultSql(r, spec.rows.node, spec.rows.opts, `with ${RPC_SOURCE} as (${rows}) `);
    return { sql, params: params.values };
  }
  const values = spec.values ?? { count: false };
  if (!spec.fn.returnsSet) {
    const total = values.count ? '1' : 'null::int';
    // A single value is always answered as itself (`first`), so it is printed once: a board's JSON can be megabytes.
    // JSON is already its own text; `to_json` would only print a jsonb value again, to the same text.
    const first = JSON_TYPES.has(spec.fn.returnType) ? `(${call})::text` : `to_json(${call})::text`;
    const sql = `select null::text as body, ${first} as first, 1 as page_total,
      ${total} as total, null::int as inserted${fromClause}`;
    return { sql, params: params.values };
  }
  // Materialized so the function runs once even when the total counts it again.
  const paging = `${values.limit !== undefined ? ` limit ${values.limit}` : ''}${values.offset ? ` offset ${values.offset}` : ''}`;
  const total = values.count ? `(select count(*) from ${RPC_SOURCE})::int` : 'null::int';
  const sql = `with ${RPC_SOURCE} as materialized (select ${call} as v${fromClause})
    select coalesce(json_agg(pgrst_s.v), '[]')::text as body, (json_agg(pgrst_s.v)->0)::text as first,
      count(*)::int as page_total, ${total} as total, null::int as inserted
    from (select v from ${RPC_SOURCE}${paging}) pgrst_s`;
  return { sql, params: params.values };
}
