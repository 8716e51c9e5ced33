import { parseError, RestError } from '../errors';
import { Cursor, type JsonStep } from './parse-select';

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

const QUANTIFIABLE = new Set<Operator>(['eq', 'like', 'ilike', 'gt', 'gte', 'lt', 'lte', 'match', 'imatch']);
const FTS = new Set<Operator>(['fts', 'plfts', 'phfts', 'wfts']);
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;

export interface FieldRef {
  name: string;
  path: JsonStep[];
}

export interface Condition {
  kind: 'cond';
  field: FieldRef;
  negate: boolean;
  op: Operator;
  quantifier?: 'any' | 'all';
  ftsConfig?: string;
  /** A list for `in` and quantified operators, else the raw value. */
  value: string | string[];
}

export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Filter[];
}

export type Filter = Condition | Logic;

const filterFail = (details: string) => parseError(details);

/** Splits `a,b,(c,d),"e,f"` at top-level commas, keeping quotes and parentheses intact. */
export function splitTopLevel(src: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(' || ch === '{') depth++;
    else if (ch === ')' || ch === '}') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(src.slice(start, i));
      start = i + 1;
    }
    if (depth < 0) throw filterFail(`unbalanced parentheses in "${src}"`);
  }
  if (quoted || depth !== 0) throw filterFail(`unbalanced quotes or parentheses in "${src}"`);
  parts.push(src.slice(start));
  return parts;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/** `(a,"b,c")` or `{a,b}` → `['a', 'b,c']`. */
function parseList(raw: string, open: string, close: string): string[] {
  if (!raw.startsWith(open) || !raw.endsWith(close)) {
    throw filterFail(`expecting a list like ${open}a,b${close}, got "${raw}"`);
  }
  const inner = raw.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((v) => unquote(v.trim()));
}

/** Parses `[not.]op[(mod)].value` for a field. `inLogic` unquotes "…" values as PostgREST does in or/and. */
export function parseCondition(field: FieldRef, raw: string, inLogic = false): Condition {
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(rest);
  if (!m || !(OPERATORS as readonly string[]).includes(m[1]!)) {
    throw filterFail(`unexpected "${rest.split('.')[0]}" expecting operator (eq, gt, ...)`);
  }
  const op = m[1] as Operator;
  const mod = m[2];
  let value = m[3]!;
  if (inLogic) value = unquote(value);
  const cond: Condition = { kind: 'cond', field, negate, op, value };
  if (mod !== undefined) {
    if (FTS.has(op)) {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(mod)) throw filterFail(`invalid text search config "${mod}"`);
      cond.ftsConfig = mod;
    } else if ((mod === 'any' || mod === 'all') && QUANTIFIABLE.has(op)) {
      cond.quantifier = mod;
      cond.value = parseList(value, '{', '}');
    } else {
      throw filterFail(`unexpected modifier "(${mod})" for operator ${op}`);
    }
  }
  if (op === 'in') cond.value = parseList(value, '(', ')');
  if (op === 'is' && !(IS_VALUES as readonly string[]).includes(value.toLowerCase())) {
    throw filterFail(`unexpected "${value}" expecting null, not_null, true, false or unknown`);
  }
  return cond;
}

function parseField(src: string): { field: FieldRef; rest: string } {
  const c = new Cursor(src);
  const name = c.name();
  const path = c.jsonPath();
  if (!c.eat('.')) throw filterFail(`unexpected "${src.slice(c.pos, c.pos + 1)}" expecting "."`);
  return { field: { name, path }, rest: src.slice(c.pos) };
}

/** Parses the value of `or=` / `and=`: `(a.eq.1,and(b.gt.2,c.lt.3))`. */
export function parseLogic(op: 'and' | 'or', negate: boolean, raw: string, depth = 0): Logic {
  if (depth > 16) throw filterFail('logic tree nested too deeply');
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw filterFail(`expecting "(" and ")" around the ${op} conditions, got "${raw}"`);
  }
  const children = splitTopLevel(raw.slice(1, -1)).map((part): Filter => {
    const item = part.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', !!nested[1], nested[3]!, depth + 1);
    const { field, rest } = parseField(item);
    return parseCondition(field, rest, true);
  });
  return { kind: 'logic', op, negate, children };
}

/** A query parameter that is a filter: its target embed path and the filter. */
export interface ScopedFilter {
  /** Embed path (aliases or names), empty for the top-level resource. */
  embed: string[];
  filter: Filter;
}

/** Interprets one non-reserved query parameter `key=value` as PostgREST does. */
export function parseFilterParam(key: string, value: string): ScopedFilter {
  try {
    return parseFilterParamUnwrapped(key, value);
  } catch (error) {
    if (!(error instanceof RestError) || error.code !== 'PGRST100') throw error;
    const what = /(^|\.)(or|and)$/.test(key) ? 'logic tree' : 'filter';
    throw parseError(String(error.details), `"failed to parse ${what} (${value})"`);
  }
}

function parseFilterParamUnwrapped(key: string, value: string): ScopedFilter {
  const c = new Cursor(key);
  const segments: FieldRef[] = [];
  for (;;) {
    const name = c.name();
    const path = c.jsonPath();
    segments.push({ name, path });
    if (c.done) break;
    if (!c.eat('.')) throw filterFail(`unexpected "${key.slice(c.pos, c.pos + 1)}" in "${key}"`);
  }
  // `not.or=` / `embed.not.and=`
  let last = segments[segments.length - 1]!;
  let negate = false;
  if ((last.name === 'or' || last.name === 'and') && segments.length >= 2) {
    const prev = segments[segments.length - 2]!;
    if (prev.name === 'not' && prev.path.length === 0) {
      negate = true;
      segments.splice(segments.length - 2, 1);
    }
  }
  last = segments[segments.length - 1]!;
  const embed = segments.slice(0, -1).map((s) => {
    if (s.path.length) throw filterFail(`unexpected json path in embed "${s.name}"`);
    return s.name;
  });
  if ((last.name === 'or' || last.name === 'and') && last.path.length === 0) {
    return { embed, filter: parseLogic(last.name, negate, value) };
  }
  return { embed, filter: parseCondition(last, value) };
}
