import { parseError } from '../errors';
import { parseFilterParam } from './parse-filter';
import { parseOrder } from './parse-order';
import { Cursor, parseSelect, type SelectItem } from './parse-select';
import type { Scope } from '../plan/read-tree';

/** The query string of a request, split into PostgREST's reserved parameters and scoped filters. */
export interface ParsedQuery {
  select: SelectItem[];
  columns?: string[];
  onConflict?: string[];
  scopes: Map<string, Scope>;
  /** Parameters taken as function arguments (GET /rpc). */
  args: Record<string, string>;
}

/** `"a","b"` or `a,b` → names. */
export function parseColumnList(src: string): string[] {
  const c = new Cursor(src);
  const names = [c.name('column name')];
  while (c.eat(',')) names.push(c.name('column name'));
  if (!c.done)
    throw parseError(
      `unexpected "${src.slice(c.pos)}" in column list`,
      `"failed to parse columns parameter (${src})"`,
    );
  return names;
}

export function parseQuery(
  search: URLSearchParams,
  isArg: (key: string) => boolean = () => false,
): ParsedQuery {
  const scopes = new Map<string, Scope>();
  const scope = (path: string) => {
    let s = scopes.get(path);
    if (!s) scopes.set(path, (s = { filters: [] }));
    return s;
  };
  const out: ParsedQuery = { select: parseSelect(search.get('select') ?? undefined), scopes, args: {} };
  for (const [key, value] of search) {
    if (key === 'select') continue;
    if (key === 'columns') out.columns = parseColumnList(value);
    else if (key === 'on_conflict') out.onConflict = parseColumnList(value);
    else if (isArg(key)) out.args[key] = value;
    else {
      const m = /^(?:(.+)\.)?(order|limit|offset)$/.exec(key);
      if (m) {
        const s = scope(m[1] ?? '');
        if (m[2] === 'order') s.order = parseOrder(value);
        else s[m[2] as 'limit' | 'offset'] = parseCount(value, m[2] as 'limit' | 'offset');
        continue;
      }
      const { embed, filter } = parseFilterParam(key, value);
      scope(embed.join('.')).filters.push(filter);
    }
  }
  scope('');
  return out;
}

function parseCount(value: string, what: 'limit' | 'offset'): number {
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value)))
    throw parseError(
      `unexpected "${value}" expecting a non-negative integer`,
      `"failed to parse ${what} parameter (${value})"`,
    );
  return Number(value);
}
