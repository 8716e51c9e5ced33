import type { Column, ForeignKey, RestFunction, SchemaCache, Table } from './schema-cache';

/** A small in-memory schema cache for planner and renderer tests: users ← posts ← comments. */

const column = (name: string, type: string): Column => ({
  name,
  type,
  nullable: true,
  default: null,
  generated: false,
  identity: false,
});

const table = (name: string, columns: [string, string][]): Table => ({
  schema: 'public',
  name,
  isView: false,
  columns: new Map(columns.map(([n, t]) => [n, column(n, t)])),
  primaryKey: ['id'],
  uniqueKeys: [['id']],
  computedFields: new Map(),
  computedRelationships: new Map(),
});

export function fixtureCache(): SchemaCache {
  const users = table('users', [
    ['id', 'uuid'],
    ['name', 'text'],
    ['data', 'jsonb'],
  ]);
  const posts = table('posts', [
    ['id', 'bigint'],
    ['author_id', 'uuid'],
    ['title', 'text'],
    ['score', 'numeric'],
  ]);
  const comments = table('comments', [
    ['id', 'bigint'],
    ['post_id', 'bigint'],
    ['body', 'text'],
  ]);
  const fk = (name: string, from: Table, col: string, to: Table): ForeignKey => ({
    name,
    table: from,
    columns: [col],
    foreignTable: to,
    foreignColumns: ['id'],
  });
  const fn = (name: string, args: RestFunction['args'], extra: Partial<RestFunction> = {}): RestFunction => ({
    schema: 'public',
    name,
    args,
    returnType: 'integer',
    returnsSet: false,
    volatility: 'stable',
    ...extra,
  });
  const tables = new Map([users, posts, comments].map((t) => [`public.${t.name}`, t]));
  return {
    tables,
    preRequest: undefined,
    roleSettings: new Map(),
    aggregatesEnabled: false,
    planEnabled: false,
    foreignKeys: [
      fk('posts_author_id_fkey', posts, 'author_id', users),
      fk('comments_post_id_fkey', comments, 'post_id', posts),
    ],
    functions: [
      fn('posts_by', [{ name: 'author', type: 'uuid', hasDefault: false }], {
        returnType: 'posts',
        returnsSet: true,
        returnTable: posts,
        returnColumns: [...posts.columns.values()],
      }),
      fn('add', [
        { name: 'a', type: 'integer', hasDefault: false },
        { name: 'b', type: 'integer', hasDefault: true },
      ]),
      fn('pick', [{ name: 'a', type: 'integer', hasDefault: false }]),
      fn('pick', [{ name: 'a', type: 'text', hasDefault: false }]),
      fn('echo', [{ name: '', type: 'jsonb', hasDefault: false }], { returnType: 'jsonb' }),
      fn('echo', [{ name: '', type: 'text', hasDefault: false }], { returnType: 'text' }),
      fn('echo', [{ name: 'value', type: 'integer', hasDefault: false }]),
    ],
    table: (schema, name) => tables.get(`${schema}.${name}`),
  };
}
