import { columnNotFound, RestError } from '../errors';
import type { EmbedItem, SelectItem } from '../parse/parse-select';
import { hoistedAggregates } from './aggregates';
import type { EmbedNode, ReadNode, Scope, Source } from './read-tree';
import { isToOne, resolveRelationship } from './relationships';
import type { SchemaCache, Table } from './schema-cache';

export const tableSource = (table: Table, sql: string): Source => ({
  table,
  columns: table.columns,
  sql,
  label: table.name,
});

export function embedName(item: EmbedItem): string {
  return item.alias ?? item.target;
}

/** Resolves embeds and attaches each scope's filters, order and paging to its node. */
export function planRead(
  cache: SchemaCache,
  source: Source,
  items: SelectItem[],
  scopes: Map<string, Scope>,
  quote: (schema: string, name: string) => string,
): ReadNode {
  const used = new Set<string>();
  const build = (src: Source, its: SelectItem[], path: string[]): ReadNode => {
    const depth = path.length + 1;
    const key = path.join('.');
    const scope = scopes.get(key);
    if (scope) used.add(key);
    if (!cache.aggregatesEnabled && its.some((i) => i.kind === 'field' && i.aggregate !== undefined))
      throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    const embeds: EmbedNode[] = [];
    const names = new Set<string>();
    for (const item of its) {
      if (item.kind !== 'embed') continue;
      if (!src.table) {
        throw new RestError(
          400,
          'PGRST200',
          `Could not find a relationship between '${src.label}' and '${item.target}' in the schema cache`,
        );
      }
      const rel = resolveRelationship(cache, src.table, item.target, item.hint);
      const name = embedName(item);
      // PostgREST joins each embed as `<parent table>_<name>_<depth>`: one name twice at a level is
      // PostgreSQL's duplicate alias error, which it answers as is.
      const joinAlias = `${src.table.name}_${name}_${depth}`;
      if (names.has(name))
        throw new RestError(400, '42712', `table name "${joinAlias}" specified more than once`);
      names.add(name);
      // An embedded table is read as `<table>_<depth>`, the name PostgreSQL's errors give it.
      const childSource = {
        ...tableSource(rel.target, quote(rel.target.schema, rel.target.name)),
        label: `${rel.target.name}_${depth}`,
      };
      const child = build(childSource, item.items, [...path, name]);
      const embed = { item, name, rel, toOne: isToOne(rel), node: child };
      if (item.spread && !embed.toOne && hoistedAggregates(child).size > 0)
        throw new RestError(
          400,
          'PGRST127',
          'Feature not implemented',
          'Aggregates are not implemented for one-to-many or many-to-many spreads.',
        );
      embeds.push(embed);
    }
    const node: ReadNode = {
      source: src,
      items: its,
      filters: scope?.filters ?? [],
      order: scope?.order ?? [],
      embeds,
    };
    if (scope?.limit !== undefined) node.limit = scope.limit;
    if (scope?.offset !== undefined) node.offset = scope.offset;
    return node;
  };
  const root = build(source, items, []);
  for (const key of scopes.keys()) {
    if (key !== '' && !used.has(key)) {
      const name = key.split('.').pop()!;
      throw new RestError(
        400,
        'PGRST108',
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`,
      );
    }
  }
  return root;
}

export function checkColumn(source: Source, name: string): void {
  if (!source.columns.has(name)) throw columnNotFound(source.label, name);
}

/** Applies `Range` header paging on top of the root's limit/offset; returns the effective offset. */
export function applyRange(
  node: { offset?: number; limit?: number },
  range: { offset: number; limit?: number } | undefined,
): number {
  if (range) {
    node.offset = (node.offset ?? 0) + range.offset;
    if (range.limit !== undefined) node.limit = Math.min(node.limit ?? Infinity, range.limit);
  }
  return node.offset ?? 0;
}
