import type { ReadNode } from './read-tree';
import type { Aggregate, FieldItem } from '../parse/parse-select';

/*
 * PostgREST's aggregates (`count()`, `amount.sum()`…): a level that selects
 * one is grouped by its other outputs; a to-one spread hands its aggregates
 * up to the level above, which groups the joined rows.
 */

/** The key a field has in the output: its alias, the aggregate's name, the last json key or the column. */
export function outputName(item: FieldItem): string {
  return item.alias ?? item.aggregate ?? (item.path.length ? item.path.at(-1)!.key : item.name);
}

/** An aggregate a to-one spread leaves to the level that groups its rows (PostgREST "hoists" it). */
export interface Hoisted {
  aggregate: Aggregate;
  cast: string | undefined;
}

/** Aggregates of a node and of its to-one spreads, by output name: they are applied by the level above. */
export function hoistedAggregates(node: ReadNode): Map<string, Hoisted> {
  const out = new Map<string, Hoisted>();
  for (const item of node.items) {
    if (item.kind === 'field' && item.aggregate)
      out.set(outputName(item), { aggregate: item.aggregate, cast: item.aggregateCast });
  }
  for (const embed of node.embeds) {
    if (embed.item.spread && embed.toOne) for (const [k, v] of hoistedAggregates(embed.node)) out.set(k, v);
  }
  return out;
}

/** Whether a node's rows are groups: it, or a to-one spread below it, selects an aggregate. */
export const isAggregated = (node: ReadNode) => hoistedAggregates(node).size > 0;

export const aggregateSql = (aggregate: Aggregate, input: string, cast: string | undefined) => {
  const sql = `${aggregate}(${input})`;
  return cast ? `(${sql})::${cast}` : sql;
};
