/** The tree a read request is planned into: one node per level, with its source, columns, filters and embeds. */
import type { Filter } from '../parse/parse-filter';
import type { OrderTerm } from '../parse/parse-order';
import type { EmbedItem, SelectItem } from '../parse/parse-select';
import type { Relationship } from './relationships';
import type { Column, Table } from './schema-cache';

/** Where a node's rows come from: a table/view, a write's returned rows, or a function's result. */
export interface Source {
  /** The table whose relationships embeds follow, when there is one. */
  table: Table | undefined;
  columns: Map<string, Column>;
  /** SQL of the relation, built only from catalog names and bind parameters. */
  sql: string;
  /** Name used in error messages (`column <label>.x does not exist`). */
  label: string;
}

/** Query parameters aimed at one level of the request: root (`''`) or an embed path (`posts.comments`). */
export interface Scope {
  filters: Filter[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface EmbedNode {
  item: EmbedItem;
  name: string;
  rel: Relationship;
  toOne: boolean;
  node: ReadNode;
}

export interface ReadNode {
  source: Source;
  items: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  embeds: EmbedNode[];
}
