import { describe, expect, it } from 'vitest';
import { RestError } from '../errors';
import { applyRange, planRead, tableSource } from './plan';
import type { ReadNode } from './read-tree';
import { resolveFunction } from './function-overloads';
import { rpcSource } from './plan-rpc';
import { parseQuery } from '../parse/query';
import { fixtureCache } from './schema-cache.fixture';
import { qualified } from '../build/sql';

const cache = fixtureCache();

function plan(table: string, query: string): ReadNode {
  const q = parseQuery(new URLSearchParams(query));
  const t = cache.table('public', table)!;
  return planRead(cache, tableSource(t, qualified(t.schema, t.name)), q.select, q.scopes, qualified);
}

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof RestError) return { status: error.status, ...error.toJSON() };
    throw error;
  }
  throw new Error('expected a RestError');
};

describe('planRead', () => {
  it('attaches root filters, order and paging to the root node', () => {
    const node = plan('posts', 'select=id,title&score=gte.0&order=id.desc&limit=5&offset=10');
    expect(node.source.sql).toBe('"public"."posts"');
    expect(node.filters).toEqual([
      { kind: 'cond', field: { name: 'score', path: [] }, op: 'gte', value: '0', negate: false },
    ]);
    expect(node.order).toEqual([{ field: { name: 'id', path: [] }, direction: 'desc' }]);
    expect([node.limit, node.offset, node.embeds]).toEqual([5, 10, []]);
  });

  it('resolves embeds in both directions and gives each its own scope', () => {
    const node = plan('users', 'select=name,posts(title,comments(body))&posts.order=id&posts.limit=2');
    const posts = node.embeds[0]!;
    expect([posts.name, posts.rel.kind, posts.toOne]).toEqual(['posts', 'one-to-many', false]);
    expect(posts.node.source.sql).toBe('"public"."posts"');
    expect(posts.node.limit).toBe(2);
    expect(posts.node.order).toEqual([{ field: { name: 'id', path: [] } }]);
    expect(node.limit).toBeUndefined();
    const comments = posts.node.embeds[0]!;
    // Named in errors as PostgREST's alias for an embedded table: `<table>_<depth>`.
    expect([comments.rel.kind, comments.node.source.label]).toEqual(['one-to-many', 'comments_2']);

    const back = plan('posts', 'select=title,writer:users(name)').embeds[0]!;
    expect([back.name, back.rel.kind, back.toOne]).toEqual(['writer', 'many-to-one', true]);
  });

  it('refuses a scope for an embed that is not selected and an embed without a relationship', () => {
    expect(failure(() => plan('posts', 'select=id&comments.limit=1'))).toMatchObject({
      status: 400,
      code: 'PGRST108',
      message: "'comments' is not an embedded resource in this request",
    });
    expect(failure(() => plan('comments', 'select=id,users(name)'))).toMatchObject({
      status: 400,
      code: 'PGRST200',
    });
  });

  it('plans a row-returning function like a table read from its call', () => {
    const fn = cache.functions.find((f) => f.name === 'posts_by')!;
    const q = parseQuery(new URLSearchParams('select=title,users(name)&score=gt.1'));
    const node = planRead(cache, rpcSource(fn), q.select, q.scopes, qualified);
    expect(node.source.sql).toBe('pgrst_call');
    expect(node.embeds[0]!.rel.kind).toBe('many-to-one');
  });
});

describe('applyRange', () => {
  it('adds the Range header on top of limit and offset', () => {
    const node = plan('posts', 'limit=10&offset=2');
    expect(applyRange(node, { offset: 3, limit: 20 })).toBe(5);
    expect([node.offset, node.limit]).toEqual([5, 10]);
    const open = plan('posts', '');
    expect(applyRange(open, undefined)).toBe(0);
    expect(applyRange(open, { offset: 4 })).toBe(4);
    expect(open.limit).toBeUndefined();
  });
});

describe('resolveFunction', () => {
  it('picks the overload whose argument names fit, defaults included', () => {
    expect(resolveFunction(cache, 'public', 'add', { keys: ['a'], post: 'json' }).name).toBe('add');
    expect(resolveFunction(cache, 'public', 'echo', { keys: [], post: 'json' }).args[0]!.type).toBe('jsonb');
  });

  it('prefers named arguments, then a single unnamed parameter of the body type', () => {
    const echo = (shape: Parameters<typeof resolveFunction>[3]) =>
      resolveFunction(cache, 'public', 'echo', shape).args[0]!;
    expect(echo({ keys: ['value'], post: 'json' }).name).toBe('value');
    expect(echo({ keys: ['value'] }).name).toBe('value');
    expect(echo({ keys: ['other'], post: 'json' }).type).toBe('jsonb');
    expect(echo({ keys: [], post: 'text' }).type).toBe('text');
    // An unnamed parameter is the one named '' to PostgREST's `findProc`: both unnamed overloads fit.
    expect(failure(() => echo({ keys: [''], post: 'form' }))).toMatchObject({ code: 'PGRST203' });
    expect(failure(() => echo({ keys: [], post: 'bytes' }))).toEqual({
      status: 404,
      code: 'PGRST202',
      message: 'Could not find the function public.echo in the schema cache',
      details:
        'Searched for the function public.echo with a single unnamed bytea parameter, but no matches were found in the schema cache.',
      hint: null,
    });
  });

  it('answers PGRST202 for unknown argument names and PGRST203 for ties', () => {
    expect(
      failure(() => resolveFunction(cache, 'public', 'add', { keys: ['b', 'c'], post: 'json' })),
    ).toEqual({
      status: 404,
      code: 'PGRST202',
      message: 'Could not find the function public.add(b, c) in the schema cache',
      details:
        'Searched for the function public.add with parameters b, c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      // Error.hs `noRpcHint`: the closest parameter list among the overloads.
      hint: 'Perhaps you meant to call the function public.add(a, b)',
    });
    expect(
      failure(() => resolveFunction(cache, 'public', 'pick', { keys: ['a'], post: 'json' })),
    ).toMatchObject({
      status: 300,
      code: 'PGRST203',
    });
  });
});
