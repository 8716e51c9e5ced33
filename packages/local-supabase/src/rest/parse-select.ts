import { parseError, RestError } from './errors';

/** One step of a JSON path: `->key` or `->>key` (key may be an array index). */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

export interface FieldItem {
  kind: 'field';
  name: string;
  path: JsonStep[];
  alias?: string;
  cast?: string;
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

const AGGREGATES = new Set(['count', 'sum', 'avg', 'max', 'min']);

function aggregatesDisabled(): RestError {
  return new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
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
  if (c.peek('!') || c.peek('(')) {
    let hint: string | undefined;
    let join: EmbedItem['join'];
    while (c.eat('!')) {
      const mod = c.name('embed hint');
      if (mod === 'inner' || mod === 'left') join = mod;
      else hint = mod;
    }
    c.expect('(');
    if (!hint && !join && AGGREGATES.has(name) && c.peek(')')) throw aggregatesDisabled();
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
  if (c.peek('.') && AGGREGATES.has(c.src.slice(c.pos + 1).split('(')[0] ?? '')) throw aggregatesDisabled();
  let cast: string | undefined;
  if (c.eat('::')) {
    cast = c.name('cast type');
    if (c.eat('[]')) cast += '[]';
    if (!isSafeCastType(cast)) throw c.fail('(unknown cast type)');
  }
  return {
    kind: 'field',
    name,
    path,
    ...(alias !== undefined ? { alias } : {}),
    ...(cast !== undefined ? { cast } : {}),
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
