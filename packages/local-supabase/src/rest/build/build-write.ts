import { RestError } from '../errors';
import type { ReadNode, Scope } from '../plan/read-tree';
import { Renderer } from './render';
import { resultSql, type ResultOptions } from './build-read';
import type { Table } from '../plan/schema-cache';
import { ident, Params, qualified, type Statement } from './sql';

export type WriteKind = 'insert' | 'update' | 'delete';

export interface WriteSpec {
  kind: WriteKind;
  table: Table;
  /** Root filters (update/delete). */
  scope: Scope;
  /** Rows (insert) or the one patch object (update). */
  body: unknown;
  columns?: string[];
  onConflict?: string[];
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  /** Set when rows must come back (representation, headers-only, singular). */
  returning?: { node: ReadNode; opts: ResultOptions };
}

const columnMissing = (table: Table, col: string) =>
  new RestError(400, 'PGRST204', `Could not find the '${col}' column of '${table.name}' in the schema cache`);

function keysOf(rows: Record<string, unknown>[]): string[] {
  const keys: string[] = [];
  for (const row of rows) for (const k of Object.keys(row)) if (!keys.includes(k)) keys.push(k);
  return keys;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Builds INSERT/UPDATE/DELETE; the body travels as one JSON parameter typed by the table's row type. */
export function buildWrite(spec: WriteSpec): Statement {
  const params = new Params();
  const r = new Renderer(params);
  const t = spec.table;
  const target = qualified(t.schema, t.name);
  const alias = 'pgrst_t';
  const rootNode: ReadNode = {
    source: { table: t, columns: t.columns, sql: target, label: t.name },
    items: [],
    filters: spec.scope.filters,
    order: [],
    embeds: [],
  };
  const where = () => spec.scope.filters.map((f) => r.filter(rootNode, alias, f, new Map()));
  let stmt: string;

  if (spec.kind === 'insert') {
    const rows = Array.isArray(spec.body) ? spec.body : [spec.body];
    if (!rows.every(isObject)) throw new RestError(400, 'PGRST102', 'All object keys must match');
    const cols = spec.columns ?? keysOf(rows);
    for (const c of cols) if (!t.columns.has(c)) throw columnMissing(t, c);
    const body = params.add(JSON.stringify(rows));
    const values = cols.map((c) => {
      const value = `pgrst_b.${ident(c)}`;
      if (!spec.missingDefault) return value;
      const col = t.columns.get(c)!;
      const fallback =
        col.default ??
        (col.identity ? `nextval(pg_get_serial_sequence(${params.add(target)}, ${params.add(c)}))` : 'null');
      return `case when pgrst_j.v::jsonb ? ${params.add(c)} then ${value} else ${fallback} end`;
    });
    const list = cols.length ? ` (${cols.map(ident).join(', ')})` : '';
    stmt = `insert into ${target} as ${alias}${list} select ${values.join(', ')} from json_array_elements(${body}::json) pgrst_j(v)
      cross join lateral json_populate_record(null::${target}, pgrst_j.v) pgrst_b`;
    if (spec.resolution) {
      const conflict = spec.onConflict ?? t.primaryKey;
      for (const c of conflict) if (!t.columns.has(c)) throw columnMissing(t, c);
      // Every column of the body is set again, the conflict columns included, as PostgREST
      // does: a body holding only those columns still updates (and so returns) the row.
      const updates = cols;
      stmt +=
        spec.resolution === 'ignore-duplicates' || !updates.length
          ? ` on conflict${conflict.length ? ` (${conflict.map(ident).join(', ')})` : ''} do nothing`
          : ` on conflict (${conflict.map(ident).join(', ')}) do update set ${updates.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`;
    }
  } else if (spec.kind === 'update') {
    if (!isObject(spec.body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    const cols = Object.keys(spec.body);
    for (const c of cols) if (!t.columns.has(c)) throw columnMissing(t, c);
    const conds = where();
    if (!conds.length) throw new RestError(400, '21000', 'UPDATE requires a WHERE clause');
    if (!cols.length) {
      // Nothing to set: PostgREST answers as if no row matched. The filters stay in the
      // statement so their bind parameters are still used.
      stmt = `select ${alias}.* from ${target} ${alias} where false and ${conds.join(' and ')}`;
    } else {
      const body = params.add(JSON.stringify(spec.body));
      stmt = `update ${target} as ${alias} set ${cols.map((c) => `${ident(c)} = pgrst_b.${ident(c)}`).join(', ')}
        from json_populate_record(null::${target}, ${body}::json) pgrst_b where ${conds.join(' and ')}`;
    }
  } else {
    const conds = where();
    if (!conds.length) throw new RestError(400, '21000', 'DELETE requires a WHERE clause');
    stmt = `delete from ${target} as ${alias} where ${conds.join(' and ')}`;
  }

  if (!spec.returning) return { sql: stmt, params: params.values };
  const isSelect = stmt.startsWith('select');
  // xmax is 0 only for rows an upsert inserted, which decides 201 against 200.
  const body = isSelect
    ? stmt.replace(`select ${alias}.*`, `select ${alias}.*, false as pgrst_inserted`)
    : `${stmt} returning ${alias}.*, (${alias}.xmax = 0) as pgrst_inserted`;
  const node: ReadNode = {
    ...spec.returning.node,
    source: { ...spec.returning.node.source, sql: 'pgrst_source' },
    filters: [],
  };
  const inserted = '(select count(*) from pgrst_source where pgrst_inserted)::int';
  const sql = resultSql(r, node, spec.returning.opts, `with pgrst_source as (${body}) `, inserted);
  return { sql, params: params.values };
}
