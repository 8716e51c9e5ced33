import type { Queryable } from '@teamboard/local-supabase';

/** Every row of every table in `schemas`, as text, read as the database owner. */
export type Snapshot = Map<string, Set<string>>;

export async function tablesOf(db: Pick<Queryable, 'query'>, schemas: string[]): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
     where table_schema = any($1) and table_type = 'BASE TABLE' order by 1`,
    [schemas],
  );
  return rows.map((r) => r.name);
}

export async function snapshot(db: Pick<Queryable, 'query'>, schemas: string[]): Promise<Snapshot> {
  const out: Snapshot = new Map();
  for (const table of await tablesOf(db, schemas)) {
    const { rows } = await db.query<{ row: string }>(`select t::text as row from ${table} t`);
    out.set(table, new Set(rows.map((r) => r.row)));
  }
  return out;
}

/**
 * What changed between two snapshots: rows gone or altered (`removed`) and
 * rows that appeared (`added`), per table.
 */
export function diff(
  before: Snapshot,
  after: Snapshot,
): { table: string; removed: string[]; added: string[] }[] {
  const changes = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(table) ?? new Set<string>();
    const b = after.get(table) ?? new Set<string>();
    const removed = [...a].filter((r) => !b.has(r));
    const added = [...b].filter((r) => !a.has(r));
    if (removed.length || added.length) changes.push({ table, removed, added });
  }
  return changes;
}
