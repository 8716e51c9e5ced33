import { describe, expect, it } from 'vitest';
import { RestError } from '../errors';
import { parseFilterParam, splitTopLevel } from './parse-filter';
import { parseOrder } from './parse-order';
import { parseSelect } from './parse-select';
import { appliedPreferences, parsePrefer } from './prefer';
import { parseColumnList } from './query';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof RestError ? `${error.status} ${error.code}` : String(error);
  }
  return 'no error';
};

describe('parseSelect', () => {
  it('parses fields, aliases, casts and json paths', () => {
    expect(parseSelect('id,nick:name,total::text,data->a->>b,first:arr->0,"odd ""name"""')).toEqual([
      { kind: 'field', name: 'id', path: [] },
      { kind: 'field', name: 'name', alias: 'nick', path: [] },
      { kind: 'field', name: 'total', path: [], cast: 'text' },
      {
        kind: 'field',
        name: 'data',
        path: [
          { arrow: '->', key: 'a' },
          { arrow: '->>', key: 'b' },
        ],
      },
      { kind: 'field', name: 'arr', alias: 'first', path: [{ arrow: '->', key: '0' }] },
      { kind: 'field', name: 'odd "name"', path: [] },
    ]);
    expect(parseSelect(undefined)).toEqual([{ kind: 'star' }]);
  });

  it('parses embeds with hints, joins, spreads and nesting', () => {
    expect(parseSelect('*,author:users!author_fk!inner(name),...tags(n:name),c(d(*)),e()')).toEqual([
      { kind: 'star' },
      {
        kind: 'embed',
        target: 'users',
        alias: 'author',
        hint: 'author_fk',
        join: 'inner',
        spread: false,
        items: [{ kind: 'field', name: 'name', path: [] }],
      },
      {
        kind: 'embed',
        target: 'tags',
        spread: true,
        items: [{ kind: 'field', name: 'name', alias: 'n', path: [] }],
      },
      {
        kind: 'embed',
        target: 'c',
        spread: false,
        items: [{ kind: 'embed', target: 'd', spread: false, items: [{ kind: 'star' }] }],
      },
      { kind: 'embed', target: 'e', spread: false, items: [] },
    ]);
  });

  it('refuses malformed input and unsafe casts', () => {
    expect(code(() => parseSelect('id,('))).toBe('400 PGRST100');
    expect(code(() => parseSelect('a(b'))).toBe('400 PGRST100');
    expect(code(() => parseSelect('id::text;drop table x'))).toBe('400 PGRST100');
    expect(code(() => parseSelect('id::text from users'))).toBe('400 PGRST100');
    expect(code(() => parseSelect('"unterminated'))).toBe('400 PGRST100');
    expect(code(() => parseSelect('count(*)'))).toBe('400 PGRST100');
    expect(code(() => parseSelect('id.nope()'))).toBe('400 PGRST100');
    expect(code(() => parseSelect('id.sum(x)'))).toBe('400 PGRST100');
    expect(code(() => parseSelect('id.sum()::text;drop'))).toBe('400 PGRST100');
    expect(code(() => parseSelect('a('.repeat(30) + ')'.repeat(30)))).toBe('400 PGRST100');
    expect(parseSelect('c:count()::text,x::int.sum()::text,y.avg()')).toEqual([
      { kind: 'field', name: '*', path: [], alias: 'c', aggregate: 'count', aggregateCast: 'text' },
      { kind: 'field', name: 'x', path: [], cast: 'int', aggregate: 'sum', aggregateCast: 'text' },
      { kind: 'field', name: 'y', path: [], aggregate: 'avg' },
    ]);
    expect(parseSelect('x::double precision')).toEqual([
      { kind: 'field', name: 'x', path: [], cast: 'double precision' },
    ]);
  });
});

describe('parseFilterParam', () => {
  it('parses operators, negation, modifiers and lists', () => {
    expect(parseFilterParam('id', 'not.in.(1,"a,b",c)').filter).toEqual({
      kind: 'cond',
      field: { name: 'id', path: [] },
      negate: true,
      op: 'in',
      value: ['1', 'a,b', 'c'],
    });
    expect(parseFilterParam('t', 'like(any).{a*,*b}').filter).toMatchObject({
      quantifier: 'any',
      value: ['a*', '*b'],
    });
    expect(parseFilterParam('t', 'fts(english).cat').filter).toMatchObject({
      op: 'fts',
      ftsConfig: 'english',
      value: 'cat',
    });
    expect(parseFilterParam('data->>a', 'eq.1').filter).toMatchObject({
      field: { name: 'data', path: [{ arrow: '->>', key: 'a' }] },
    });
    expect(parseFilterParam('posts.comments.body', 'eq.x').embed).toEqual(['posts', 'comments']);
  });

  it('parses nested logic trees and embedded or', () => {
    const { embed, filter } = parseFilterParam(
      'posts.not.or',
      '(a.eq.1,and(b.gt.2,c.not.is.null),d.eq."x,y")',
    );
    expect(embed).toEqual(['posts']);
    expect(filter).toMatchObject({
      kind: 'logic',
      op: 'or',
      negate: true,
      children: [
        { kind: 'cond', op: 'eq', value: '1' },
        { kind: 'logic', op: 'and', children: [{ op: 'gt' }, { op: 'is', negate: true, value: 'null' }] },
        { kind: 'cond', op: 'eq', value: 'x,y' },
      ],
    });
  });

  it('refuses unknown operators, bad lists and unbalanced input', () => {
    expect(code(() => parseFilterParam('id', 'zz.1'))).toBe('400 PGRST100');
    expect(code(() => parseFilterParam('id', 'in.1,2'))).toBe('400 PGRST100');
    expect(code(() => parseFilterParam('id', 'is.maybe'))).toBe('400 PGRST100');
    expect(code(() => parseFilterParam('or', '(a.eq.1'))).toBe('400 PGRST100');
    expect(code(() => parseFilterParam('id', 'fts(x;drop).a'))).toBe('400 PGRST100');
    expect(code(() => parseFilterParam('id', 'neq(any).1'))).toBe('400 PGRST100');
    expect(code(() => splitTopLevel('a,"b'))).toBe('400 PGRST100');
  });
});

describe('parseOrder', () => {
  it('parses directions, nulls and embedded columns', () => {
    expect(parseOrder('a.desc.nullslast,b,author(name).asc,data->>x.nullsfirst')).toEqual([
      { field: { name: 'a', path: [] }, direction: 'desc', nulls: 'last' },
      { field: { name: 'b', path: [] } },
      { embed: 'author', field: { name: 'name', path: [] }, direction: 'asc' },
      { field: { name: 'data', path: [{ arrow: '->>', key: 'x' }] }, nulls: 'first' },
    ]);
    expect(code(() => parseOrder('a.sideways'))).toBe('400 PGRST100');
  });
});

describe('parsePrefer and columns', () => {
  it('reads comma-separated preferences and keeps unknown ones apart', () => {
    const p = parsePrefer('return=representation, count=exact,missing=default,foo=bar,tx=rollback');
    expect(p).toMatchObject({
      return: 'representation',
      count: 'exact',
      missing: 'default',
      tx: 'rollback',
      unknown: ['foo=bar'],
    });
    expect(parseColumnList('"a","b c",d')).toEqual(['a', 'b c', 'd']);
  });
});

describe('appliedPreferences', () => {
  it("reports each preference in PostgREST's order and only where it applies", () => {
    const all = parsePrefer(
      'max-affected=5, timezone=UTC, handling=strict, tx=commit, count=exact, return=representation, missing=default, resolution=merge-duplicates',
    );
    expect(appliedPreferences(all, 'insert', { conflictTarget: true })).toBe(
      'resolution=merge-duplicates, missing=default, return=representation, count=exact, tx=commit, handling=strict, timezone=UTC',
    );
    expect(appliedPreferences(all, 'insert', { conflictTarget: false })).not.toContain('resolution');
    expect(appliedPreferences(all, 'update')).toBe(
      'missing=default, return=representation, count=exact, tx=commit, handling=strict, timezone=UTC, max-affected=5',
    );
    expect(appliedPreferences(all, 'delete')).toBe(
      'return=representation, count=exact, tx=commit, handling=strict, timezone=UTC, max-affected=5',
    );
    expect(appliedPreferences(all, 'read')).toBe('count=exact, tx=commit, handling=strict, timezone=UTC');
    expect(appliedPreferences(all, 'rpc')).toBe(
      'count=exact, tx=commit, handling=strict, timezone=UTC, max-affected=5',
    );
    expect(appliedPreferences(parsePrefer('max-affected=5'), 'rpc')).toBeUndefined();
    expect(appliedPreferences(parsePrefer('foo'), 'read')).toBeUndefined();
  });
});
