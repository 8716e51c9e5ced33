import { describe, expect, it } from 'vitest';
import { buildRead } from './build-read';
import { buildRpc } from './build-rpc';
import { buildWrite } from './build-write';
import { planRead, tableSource } from '../plan/plan';
import type { ReadNode } from '../plan/read-tree';
import { rpcSource } from '../plan/plan-rpc';
import { parseQuery } from '../parse/query';
import { Renderer } from './render';
import { fixtureCache } from '../plan/schema-cache.fixture';
import { Params, qualified } from './sql';

const cache = fixtureCache();
const flat = (sql: string) => sql.replace(/\s+/g, ' ').trim();

function plan(table: string, query: string): ReadNode {
  const q = parseQuery(new URLSearchParams(query));
  const t = cache.table('public', table)!;
  return planRead(cache, tableSource(t, qualified(t.schema, t.name)), q.select, q.scopes, qualified);
}

/** The row query of a node, rendered alone (without the JSON wrapper of build-read). */
function rows(table: string, query: string) {
  const params = new Params();
  const sql = new Renderer(params).node(plan(table, query), 'pgrst_t');
  return { sql, params: params.values };
}

describe('Renderer.node', () => {
  it('renders columns, filters, order and paging with every value bound', () => {
    expect(rows('posts', 'select=id,title&score=gte.0&order=id.desc.nullslast&limit=5&offset=10')).toEqual({
      sql: 'select pgrst_t."id" as "id", pgrst_t."title" as "title" from "public"."posts" pgrst_t where pgrst_t."score" >= $1 order by pgrst_t."id" desc nulls last limit 5 offset 10',
      params: ['0'],
    });
  });

  it('lists star columns one by one and renders json paths and casts', () => {
    expect(rows('users', 'select=*,city:data->>city,id::text')).toEqual({
      sql: 'select pgrst_t."id", pgrst_t."name", pgrst_t."data", (pgrst_t."data"->>$1::text) as "city", (pgrst_t."id")::text as "id" from "public"."users" pgrst_t',
      params: ['city'],
    });
  });

  it('keeps quotes and SQL in values out of the statement', () => {
    expect(
      rows('posts', "select=id&title=like.*'; drop table posts;--*&id=in.(1,2)&score=not.is.null"),
    ).toEqual({
      sql: 'select pgrst_t."id" as "id" from "public"."posts" pgrst_t where pgrst_t."title" like $1 and pgrst_t."id" in ($2, $3) and not (pgrst_t."score" is null)',
      params: ["%'; drop table posts;--%", '1', '2'],
    });
  });

  it('renders or/and trees, empty in-lists and quantified operators', () => {
    expect(
      rows('posts', 'select=id&or=(score.lt.1,and(title.is.null,id.gt.3))&id=in.()&title=like(any).{a*,b*}'),
    ).toEqual({
      sql: 'select pgrst_t."id" as "id" from "public"."posts" pgrst_t where ((pgrst_t."score" < $1) or (((pgrst_t."title" is null) and (pgrst_t."id" > $2)))) and false and (pgrst_t."title" like $3 or pgrst_t."title" like $4)',
      params: ['1', '3', 'a%', 'b%'],
    });
  });

  it('embeds a to-one resource as one lateral row and a to-many one as an aggregate', () => {
    expect(flat(rows('posts', 'select=title,author:users(name)').sql)).toBe(
      'select pgrst_t."title" as "title", pgrst_l0.pgrst_json as "author" from "public"."posts" pgrst_t left join lateral (select true as pgrst_found, row_to_json(pgrst_x) as pgrst_json from (select pgrst_t1."name" as "name" from "public"."users" pgrst_t1 where pgrst_t1."id" = pgrst_t."author_id" limit 1) pgrst_x) pgrst_l0 on true',
    );
    expect(flat(rows('users', 'select=name,posts!inner(title)&posts.order=id&posts.limit=2').sql)).toBe(
      `select pgrst_t."name" as "name", coalesce(pgrst_l0.pgrst_json, '[]') as "posts" from "public"."users" pgrst_t left join lateral (select count(*) > 0 as pgrst_found, json_agg(pgrst_x) as pgrst_json from (select pgrst_t1."title" as "title" from "public"."posts" pgrst_t1 where pgrst_t1."author_id" = pgrst_t."id" order by pgrst_t1."id" limit 2) pgrst_x) pgrst_l0 on true where pgrst_l0.pgrst_found`,
    );
  });
});

describe('buildRead', () => {
  it('leaves the first row out unless asked for: it is a second pass over the JSON', () => {
    const { sql } = buildRead(plan('posts', 'select=id'), { count: false, stripNulls: false });
    expect(flat(sql)).toContain('null::json::text as first');
  });

  it('wraps the rows into JSON text, the first row (nulls stripped too), the page size and the optional total', () => {
    const { sql, params } = buildRead(plan('posts', 'select=id&score=gt.1'), {
      count: true,
      stripNulls: true,
      first: true,
      maxRows: 100,
    });
    expect(flat(sql)).toBe(
      `select json_strip_nulls(coalesce(json_agg(pgrst_r), '[]'))::text as body, json_strip_nulls(json_agg(pgrst_r)->0)::text as first, count(*)::int as page_total, (select count(*) from (select 1 from "public"."posts" pgrst_t where pgrst_t."score" > $2) pgrst_c)::int as total, null::int as inserted, null::text as formatted from (select pgrst_t."id" as "id" from "public"."posts" pgrst_t where pgrst_t."score" > $1 limit 100) pgrst_r`,
    );
    expect(params).toEqual(['1', '1']);
  });
});

describe('buildWrite', () => {
  it('updates from one JSON parameter typed by the row type, filters bound', () => {
    const q = parseQuery(new URLSearchParams('id=eq.3'));
    const { sql, params } = buildWrite({
      kind: 'update',
      table: cache.table('public', 'posts')!,
      scope: q.scopes.get('')!,
      body: { title: "x'); drop table posts;--" },
      missingDefault: false,
    });
    expect(flat(sql)).toBe(
      'update "public"."posts" as pgrst_t set "title" = pgrst_b."title" from json_populate_record(null::"public"."posts", $2::json) pgrst_b where pgrst_t."id" = $1',
    );
    expect(params).toEqual(['3', `{"title":"x'); drop table posts;--"}`]);
  });
});

describe('buildRpc', () => {
  const fn = (name: string) => cache.functions.find((f) => f.name === name)!;

  it('calls a row-returning function once in a CTE and reads it through the same renderer', () => {
    const q = parseQuery(new URLSearchParams('select=title&score=gt.1'));
    const node = planRead(cache, rpcSource(fn('posts_by')), q.select, q.scopes, qualified);
    const { sql, params } = buildRpc({
      fn: fn('posts_by'),
      args: { author: 'u1' },
      rows: { node, opts: { count: false, stripNulls: false, first: true } },
    });
    expect(flat(sql)).toBe(
      `with pgrst_call as (select pgrst_f.* from json_to_record($1::json) as pgrst_a("author" uuid) cross join lateral "public"."posts_by"("author" := pgrst_a."author") pgrst_f) select coalesce(json_agg(pgrst_r), '[]')::text as body, (json_agg(pgrst_r)->0)::text as first, count(*)::int as page_total, null::int as total, null::int as inserted, null::text as formatted from (select pgrst_t."title" as "title" from pgrst_call pgrst_t where pgrst_t."score" > $2) pgrst_r`,
    );
    expect(params).toEqual(['{"author":"u1"}', '1']);
  });

  it('binds named arguments through json_to_record and a whole body as one parameter', () => {
    const add = buildRpc({ fn: fn('add'), args: { a: 1 }, values: { count: true } });
    expect(flat(add.sql)).toBe(
      'select null::text as body, to_json("public"."add"("a" := pgrst_a."a"))::text as first, 1 as page_total, 1 as total, null::int as inserted from json_to_record($1::json) as pgrst_a("a" integer)',
    );
    expect(add.params).toEqual(['{"a":1}']);
    const echo = buildRpc({ fn: fn('echo'), args: [1, 'x'] });
    // A jsonb result is already JSON: printed once, as its text.
    expect(flat(echo.sql)).toContain('("public"."echo"($1::jsonb))::text as first');
    expect(flat(echo.sql)).not.toContain('to_json');
    expect(echo.params).toEqual(['[1,"x"]']);
  });

  it('pages and counts a set of scalars from one call', () => {
    const { sql } = buildRpc({
      fn: { ...fn('add'), returnsSet: true },
      args: { a: 1 },
      values: { limit: 2, offset: 4, count: true },
    });
    expect(flat(sql)).toBe(
      `with pgrst_call as materialized (select "public"."add"("a" := pgrst_a."a") as v from json_to_record($1::json) as pgrst_a("a" integer)) select coalesce(json_agg(pgrst_s.v), '[]')::text as body, (json_agg(pgrst_s.v)->0)::text as first, count(*)::int as page_total, (select count(*) from pgrst_call)::int as total, null::int as inserted from (select v from pgrst_call limit 2 offset 4) pgrst_s`,
    );
  });
});
