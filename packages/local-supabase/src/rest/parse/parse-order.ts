import { parseError } from '../errors';
import { splitTopLevel, type FieldRef } from './parse-filter';
import { Cursor } from './parse-select';

export interface OrderTerm {
  /** Set when ordering by a to-one embed's column: `author(name).desc`. */
  embed?: string;
  field: FieldRef;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Parses `order=col.desc.nullslast,author(name).asc`. */
export function parseOrder(src: string): OrderTerm[] {
  return splitTopLevel(src).map((part) => {
    const c = new Cursor(part);
    const fail = () =>
      parseError(
        `unexpected "${part.slice(c.pos)}" expecting ".asc", ".desc", ".nullsfirst" or ".nullslast"`,
        '"failed to parse order (' + src + ')"',
      );
    let embed: string | undefined;
    let name = c.name();
    if (c.eat('(')) {
      embed = name;
      name = c.name();
      c.expect(')');
    }
    const term: OrderTerm = { field: { name, path: c.jsonPath() } };
    if (embed) term.embed = embed;
    while (c.eat('.')) {
      if (c.eat('asc')) term.direction = 'asc';
      else if (c.eat('desc')) term.direction = 'desc';
      else if (c.eat('nullsfirst')) term.nulls = 'first';
      else if (c.eat('nullslast')) term.nulls = 'last';
      else throw fail();
    }
    if (!c.done) throw fail();
    return term;
  });
}
