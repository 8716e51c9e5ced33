/**
 * postgres_changes filters (`column=op.value`), checked against the changed
 * row the way Realtime does: the filter value is read as the column's type.
 */

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface RowFilter {
  column: string;
  op: FilterOp;
  /** One value, or the list for `in`. */
  values: string[];
}

const OPS = new Set<FilterOp>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);
/** Supabase documents `in` as taking at most 100 values. */
const MAX_IN_VALUES = 100;

function splitList(inner: string): string[] | undefined {
  const values: string[] = [];
  let i = 0;
  while (i <= inner.length) {
    if (inner[i] === '"') {
      let value = '';
      i++;
      while (i < inner.length && inner[i] !== '"') {
        if (inner[i] === '\\') i++;
        value += inner[i] ?? '';
        i++;
      }
      if (inner[i] !== '"') return undefined;
      i++;
      values.push(value);
      if (i < inner.length && inner[i] !== ',') return undefined;
      i++;
    } else {
      const end = inner.indexOf(',', i);
      const stop = end === -1 ? inner.length : end;
      values.push(inner.slice(i, stop).trim());
      i = stop + 1;
    }
  }
  return values;
}

/** Parses a filter string; undefined when it is not one Realtime accepts. */
export function parseFilter(filter: string): RowFilter | undefined {
  const match = /^([^=]+)=([a-z]+)\.(.*)$/s.exec(filter);
  if (!match) return undefined;
  const [, column, op, raw] = match as unknown as [string, string, string, string];
  if (!OPS.has(op as FilterOp)) return undefined;
  if (op === 'in') {
    const inner = /^\((.*)\)$/s.exec(raw)?.[1];
    if (inner === undefined) return undefined;
    const values = splitList(inner);
    if (!values || values.length === 0 || values.length > MAX_IN_VALUES) return undefined;
    return { column, op: 'in', values };
  }
  const unquoted = /^"(.*)"$/s.exec(raw)?.[1]?.replace(/\\(.)/g, '$1') ?? raw;
  return { column, op: op as FilterOp, values: [unquoted] };
}

const NUMERIC_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);

function compare(value: unknown, filterValue: string, type: string): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (NUMERIC_TYPES.has(type) || typeof value === 'number') {
    const a = Number(value);
    const b = Number(filterValue);
    if (Number.isNaN(a) || Number.isNaN(b)) return undefined;
    return a === b ? 0 : a < b ? -1 : 1;
  }
  if (typeof value === 'boolean') {
    const b = ['t', 'true', '1', 'on', 'yes'].includes(filterValue.toLowerCase());
    return value === b ? 0 : value ? 1 : -1;
  }
  if (type === 'timestamptz' || type === 'timestamp' || type === 'date') {
    const a = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    const b = Date.parse(filterValue);
    if (!Number.isNaN(a) && !Number.isNaN(b)) return a === b ? 0 : a < b ? -1 : 1;
  }
  const a = typeof value === 'string' ? value : JSON.stringify(value);
  return a === filterValue ? 0 : a < filterValue ? -1 : 1;
}

/** True when the row passes the filter; a NULL column passes nothing, as in SQL. */
export function rowMatches(filter: RowFilter, row: Record<string, unknown>, type: string): boolean {
  const value = row[filter.column];
  if (filter.op === 'in') return filter.values.some((v) => compare(value, v, type) === 0);
  const c = compare(value, filter.values[0]!, type);
  if (c === undefined) return false;
  switch (filter.op) {
    case 'eq':
      return c === 0;
    case 'neq':
      return c !== 0;
    case 'lt':
      return c < 0;
    case 'lte':
      return c <= 0;
    case 'gt':
      return c > 0;
    case 'gte':
      return c >= 0;
  }
}
