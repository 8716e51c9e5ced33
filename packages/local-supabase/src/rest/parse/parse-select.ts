import type { RestError } from '../errors';
import { parseError } from '../errors';

/** One step of a JSON path: `->key` or `->>key` (key may be an array index). */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

export const AGGREGATES = ['count', 'sum', 'avg', 'max', 'min'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

/** The field name `count()` stands for: every row, as `count(*)`. */
export const ALL_ROWS = '*';

export interface FieldItem {
  kind: 'field';
  name: string;
  path: JsonStep[];
  alias?: string;
  /** Cast of the column, before any aggregate (`amount::int.sum()`). */
  cast?: string;
  /** `amount.sum()`; `count()` is the field {@link ALL_ROWS} with `count`. */
  aggregate?: Aggregate;
  /** Cast of the aggregate's result (`amount.sum()::text`). */
  aggregateCast?: string;
}

export interface StarItem {
  kind: 'star';
}

export interface EmbedItem {
  kind: 'embed';
  /** Table/view name, FK column or constraint name as written. */
  target: string;
  alias?: string;
  hint?: string;
  join?: 'inner' | 'left';
  spread: boolean;
  items: SelectItem[];
}

export type SelectItem = FieldItem | StarItem | EmbedItem;

/** Multi-word type names allowed in casts; anything else must be one plain identifier. */
const MULTI_WORD_TYPES = new Set([
  'double precision',
  'character varying',
  'timestamp with time zone',
  'timestamp without time zone',
  'time with time zone',
  'time without time zone',
  'bit varying',
]);

export function isSafeCastType(type: string): boolean {
  const base = type.endsWith('[]') ? type.slice(0, -2) : type;
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(base) || MULTI_WORD_TYPES.has(base.toLowerCase());
}

/** A small cursor over a query-string value, shared by the select, filter and order parsers. */
export class Cursor {
  pos = 0;
  constructor(readonly src: string) {}

  get done() {
    return this.pos >= this.src.length;
  }
  peek(s: string) {
    return this.src.startsWith(s, this.pos);
  }
  eat(s: string) {
    if (!this.peek(s)) return false;
    this.pos += s.length;
    return true;
  }
  expect(s: string) {
    if (!this.eat(s)) throw this.fail(`expecting "${s}"`);
  }
  fail(expected: string): RestError {
    const at = this.done ? 'end of input' : `"${this.src.slice(this.pos, this.pos + 1)}"`;
    return parseError(
      `unexpected ${at} ${expected}`,
      `"failed to parse select parameter (${this.src})" (line 1, column ${this.pos + 1})`,
    );
  }

  /** An identifier: unquoted word characters, or a double-quoted name with `""` / `\"` escapes. */
  name(what = 'field name'): string {
    if (this.eat('"')) {
      let out = '';
      while (!this.done) {
        const ch = this.src[this.pos]!;
        if (ch === '\\' && this.pos + 1 < this.src.length) {
          out += this.src[this.pos + 1];
          this.pos += 2;
        } else if (ch === '"') {
          if (this.src[this.pos + 1] === '"') {
            out += '"';
            this.pos += 2;
          } else {
            this.pos++;
            return out;
          }
        } else {
          out += ch;
          this.pos++;
        }
      }
      throw this.fail('expecting closing quote');
    }
    const m = /^[\p{L}\p{N}_$ ]+/u.exec(this.src.slice(this.pos));
    // A dash is allowed inside a name, but not as the start of an arrow.
    let word = m?.[0] ?? '';
    while (this.src[this.pos + word.length] === '-' && this.src[this.pos + word.length + 1] !== '>') {
      const rest = /^-[\p{L}\p{N}_$ ]*/u.exec(this.src.slice(this.pos + word.length));
      word += rest![0];
    }
    if (!word.trim()) throw this.fail(`expecting ${what}`);
    this.pos += word.length;
    return word.trim();
  }

  jsonPath(): JsonStep[] {
    const path: JsonStep[] = [];
    for (;;) {
      let arrow: JsonStep['arrow'];
      if (this.eat('->>')) arrow = '->>';
      else if (this.eat('->')) arrow = '->';
      else return path;
      const neg = this.eat('-');
      const key = (neg ? '-' : '') + this.name('json key');
      path.push({ arrow, key });
    }
  }
}

function castType(c: Cursor): string {
  let cast = c.name('cast type');
  if (c.eat('[]')) cast += '[]';
  if (!isSafeCastType(cast)) throw c.fail('(unknown cast type)');
  return cast;
}

/** `.sum()` after a field; anything else after the dot is left for the caller to refuse. */
function aggregateSuffix(c: Cursor): Aggregate | undefined {
  const m = /^\.(count|sum|avg|max|min)\(\)/.exec(c.src.slice(c.pos));
  if (!m) return undefined;
  c.pos += m[0].length;
  return m[1] as Aggregate;
}

function parseItem(c: Cursor, depth: number): SelectItem {
  if (c.eat('*')) return { kind: 'star' };
  const spread = c.eat('...');
  let alias: string | undefined;
  let name = c.name();
  if (!spread && c.peek(':') && !c.peek('::')) {
    c.pos++;
    alias = name;
    name = c.name();
  }
  if (!spread && name === 'count' && c.eat('()')) {
    // `count()`: the number of rows (of each group), PostgREST's aggregate without a column.
    const aggregateCast = c.eat('::') ? castType(c) : undefined;
    return {
      kind: 'field',
      name: ALL_ROWS,
      path: [],
      aggregate: 'count',
      ...(alias !== undefined ? { alias } : {}),
      ...(aggregateCast !== undefined ? { aggregateCast } : {}),
    };
  }
  if (c.peek('!') || c.peek('(')) {
    // No resource is embedded by the name `count`: `count(…)` is not `count()`.
    if (name === 'count') throw c.fail('expecting "()" after count');
    let hint: string | undefined;
    let join: EmbedItem['join'];
    while (c.eat('!')) {
      const mod = c.name('embed hint');
      if (mod === 'inner' || mod === 'left') join = mod;
      else hint = mod;
    }
    c.expect('(');
    if (depth > 16) throw c.fail('(embeds nested too deeply)');
    const items = c.peek(')') ? [] : parseItems(c, depth + 1);
    c.expect(')');
    return {
      kind: 'embed',
      target: name,
      spread,
      items,
      ...(alias !== undefined ? { alias } : {}),
      ...(hint !== undefined ? { hint } : {}),
      ...(join !== undefined ? { join } : {}),
    };
  }
  if (spread) throw c.fail('expecting "(" after spread');
  const path = c.jsonPath();
  const cast = c.eat('::') ? castType(c) : undefined;
  const aggregate = aggregateSuffix(c);
  const aggregateCast = aggregate && c.eat('::') ? castType(c) : undefined;
  return {
    kind: 'field',
    name,
    path,
    ...(alias !== undefined ? { alias } : {}),
    ...(cast !== undefined ? { cast } : {}),
    ...(aggregate !== undefined ? { aggregate } : {}),
    ...(aggregateCast !== undefined ? { aggregateCast } : {}),
  };
}

function parseItems(c: Cursor, depth: number): SelectItem[] {
  const items = [parseItem(c, depth)];
  while (c.eat(',')) items.push(parseItem(c, depth));
  return items;
}

/** Parses PostgREST's `select` parameter. Empty → `*`. */
export function parseSelect(src: string | undefined): SelectItem[] {
  if (src === undefined || src.trim() === '') return [{ kind: 'star' }];
  const c = new Cursor(src);
  const items = parseItems(c, 0);
  if (!c.done) throw c.fail('expecting "," or end of input');
  return items;
}
