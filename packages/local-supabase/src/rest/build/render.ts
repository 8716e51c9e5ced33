import { parseError, RestError } from '../errors';
import type { Condition, FieldRef, Filter } from '../parse/parse-filter';
import type { OrderTerm } from '../parse/parse-order';
import { aggregateSql, hoistedAggregates, isAggregated, outputName } from '../plan/aggregates';
import { ALL_ROWS, type JsonStep } from '../parse/parse-select';
import { checkColumn } from '../plan/plan';
import type { EmbedNode, ReadNode, Source } from '../plan/read-tree';
import type { Relationship } from '../plan/relationships';
import { ident, qualified, type Params } from './sql';

/** Renders plans to SQL. Identifiers come from the schema cache; every value is a bind parameter. */
export class Renderer {
  private aliasCount = 0;
  constructor(readonly params: Params) {}

  private nextAlias(prefix = 't') {
    return `pgrst_${prefix}${this.aliasCount++}`;
  }

  jsonPath(expr: string, path: JsonStep[]): string {
    let out = expr;
    for (const step of path) {
      const key = /^-?\d+$/.test(step.key) ? `(${step.key})` : `${this.params.add(step.key)}::text`;
      out = `(${out}${step.arrow}${key})`;
    }
    return out;
  }

  field(source: Source, alias: string, field: FieldRef): string {
    if (field.name === ALL_ROWS) return '*';
    const computed = source.columns.has(field.name)
      ? undefined
      : source.table?.computedFields.get(field.name);
    if (computed)
      return this.jsonPath(
        `${qualified(computed.schema, computed.name)}(${rowOf(source, alias)})`,
        field.path,
      );
    checkColumn(source, field.name);
    return this.jsonPath(`${alias}.${ident(field.name)}`, field.path);
  }

  /** The node of an embed, reading a computed relationship's rows from its function of the parent row. */
  private embedNode(embed: EmbedNode, parent: Source, parentAlias: string): ReadNode {
    if (embed.rel.kind !== 'computed') return embed.node;
    const { fn } = embed.rel;
    const sql = `${qualified(fn.schema, fn.name)}(${rowOf(parent, parentAlias)})`;
    return { ...embed.node, source: { ...embed.node.source, sql } };
  }

  /** Names of the keys a node's rows have in the output, in order. */
  outputNames(node: ReadNode): string[] {
    const names: string[] = [];
    for (const item of node.items) {
      if (item.kind === 'star') names.push(...node.source.columns.keys());
      else if (item.kind === 'field') names.push(outputName(item));
      else {
        const embed = node.embeds.find((e) => e.item === item)!;
        if (item.spread) names.push(...this.outputNames(embed.node));
        else if (item.items.length) names.push(embed.name);
      }
    }
    return names;
  }

  joinCondition(rel: Relationship, parent: string, child: string): string {
    const eq = (a: string, colsA: string[], b: string, colsB: string[]) =>
      colsA.map((c, i) => `${a}.${ident(c)} = ${b}.${ident(colsB[i]!)}`).join(' and ');
    switch (rel.kind) {
      case 'computed':
        // The function of the parent row already returns only the related rows.
        return 'true';
      case 'many-to-one':
      case 'one-to-one-parent':
        return eq(child, rel.fk.foreignColumns, parent, rel.fk.columns);
      case 'one-to-many':
      case 'one-to-one-child':
        return eq(child, rel.fk.columns, parent, rel.fk.foreignColumns);
      case 'many-to-many': {
        const j = this.nextAlias('j');
        return `exists (select 1 from ${qualified(rel.junction.schema, rel.junction.name)} ${j} where ${eq(
          j,
          rel.toParent.columns,
          parent,
          rel.toParent.foreignColumns,
        )} and ${eq(j, rel.toTarget.columns, child, rel.toTarget.foreignColumns)})`;
      }
    }
  }

  condition(node: ReadNode, alias: string, cond: Condition, laterals: Map<EmbedNode, string>): string {
    const embed = node.source.columns.has(cond.field.name)
      ? undefined
      : node.embeds.find((e) => e.name === cond.field.name);
    if (embed) {
      const value = typeof cond.value === 'string' ? cond.value.toLowerCase() : '';
      if (cond.op !== 'is' || (value !== 'null' && value !== 'not_null')) {
        throw new RestError(
          400,
          'PGRST120',
          `Bad operator on the '${embed.name}' embedded resource`,
          null,
          'Only is null or not is null filters are allowed on embedded resources',
        );
      }
      const found = `${laterals.get(embed)!}.pgrst_found`;
      const isNull = (value === 'null') !== cond.negate;
      return isNull ? `${found} is not true` : `${found} is true`;
    }
    const expr = this.field(node.source, alias, cond.field);
    const type =
      node.source.columns.get(cond.field.name)?.type ??
      node.source.table?.computedFields.get(cond.field.name)?.returnType ??
      '';
    return this.operator(expr, cond, type);
  }

  operator(expr: string, cond: Condition, columnType: string): string {
    const p = (v: string) => this.params.add(v);
    const simple: Record<string, string> = {
      eq: '=',
      neq: '<>',
      gt: '>',
      gte: '>=',
      lt: '<',
      lte: '<=',
      like: 'like',
      ilike: 'ilike',
      match: '~',
      imatch: '~*',
      cs: '@>',
      cd: '<@',
      ov: '&&',
      sl: '<<',
      sr: '>>',
      nxr: '&<',
      nxl: '&>',
      adj: '-|-',
    };
    const likeValue = (v: string) => (cond.op === 'like' || cond.op === 'ilike' ? v.replace(/\*/g, '%') : v);
    let sql: string;
    if (cond.quantifier) {
      const values = cond.value as string[];
      if (values.length === 0) sql = cond.quantifier === 'any' ? 'false' : 'true';
      // One comparison per value lets Postgres infer each parameter's type from the column.
      else
        sql = `(${values.map((v) => `${expr} ${simple[cond.op]} ${p(likeValue(v))}`).join(cond.quantifier === 'any' ? ' or ' : ' and ')})`;
    } else if (cond.op === 'in') {
      const values = cond.value as string[];
      sql = values.length ? `${expr} in (${values.map(p).join(', ')})` : 'false';
    } else if (cond.op === 'is') {
      const v = (cond.value as string).toLowerCase();
      sql = `${expr} ${v === 'not_null' ? 'is not null' : `is ${v}`}`;
    } else if (cond.op === 'isdistinct') {
      sql = `${expr} is distinct from ${p(cond.value as string)}`;
    } else if (cond.op === 'fts' || cond.op === 'plfts' || cond.op === 'phfts' || cond.op === 'wfts') {
      const fn = {
        fts: 'to_tsquery',
        plfts: 'plainto_tsquery',
        phfts: 'phraseto_tsquery',
        wfts: 'websearch_to_tsquery',
      }[cond.op];
      const config = cond.ftsConfig ? `${p(cond.ftsConfig)}::regconfig, ` : '';
      const vector = columnType === 'tsvector' ? expr : `to_tsvector(${config}${expr})`;
      sql = `${vector} @@ ${fn}(${config}${p(cond.value as string)})`;
    } else {
      const op = simple[cond.op];
      if (!op) throw parseError(`unknown operator ${cond.op}`);
      sql = `${expr} ${op} ${p(likeValue(cond.value as string))}`;
    }
    return cond.negate ? `not (${sql})` : sql;
  }

  filter(node: ReadNode, alias: string, filter: Filter, laterals: Map<EmbedNode, string>): string {
    if (filter.kind === 'cond') return this.condition(node, alias, filter, laterals);
    const parts = filter.children.map((f) => `(${this.filter(node, alias, f, laterals)})`);
    const joined = parts.length ? parts.join(` ${filter.op} `) : filter.op === 'and' ? 'true' : 'false';
    return filter.negate ? `not (${joined})` : `(${joined})`;
  }

  orderTerm(node: ReadNode, alias: string, term: OrderTerm, laterals = new Map<EmbedNode, string>()): string {
    let expr: string;
    if (term.embed) {
      const embed = node.embeds.find((e) => e.name === term.embed);
      if (!embed) {
        throw new RestError(
          400,
          'PGRST108',
          `'${term.embed}' is not an embedded resource in this request`,
          null,
          `Verify that '${term.embed}' is included in the 'select' query parameter.`,
        );
      }
      if (!embed.toOne) {
        throw new RestError(
          400,
          'PGRST118',
          `A related order on '${embed.name}' is not possible`,
          `'${node.source.table?.name ?? node.source.label}' and '${embed.name}' do not form a many-to-one or one-to-one relationship`,
        );
      }
      const lateral = laterals.get(embed);
      const { name } = term.field;
      const joined =
        embed.item.spread &&
        lateral !== undefined &&
        !term.field.path.length &&
        this.outputNames(embed.node).includes(name) &&
        !hoistedAggregates(embed.node).has(name);
      if (joined) {
        // A to-one spread's columns are joined already (and grouped, under aggregates): order by them there.
        expr = `${lateral}.${ident(name)}`;
      } else {
        const c = this.nextAlias('o');
        const target = this.embedNode(embed, node.source, alias).source;
        expr = `(select ${this.field(target, c, term.field)} from ${target.sql} ${c} where ${this.joinCondition(embed.rel, alias, c)} limit 1)`;
      }
    } else {
      expr = this.field(node.source, alias, term.field);
    }
    const dir = term.direction ? ` ${term.direction}` : '';
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${expr}${dir}${nulls}`;
  }

  /**
   * The output columns of a node and, when its rows are groups, the
   * expressions they are grouped by. `hoisting`: the node is a to-one spread,
   * so its aggregates' inputs go up raw and the level above aggregates them.
   */
  private selectList(
    node: ReadNode,
    alias: string,
    laterals: Map<EmbedNode, string>,
    hoisting: boolean,
  ): { list: string[]; groupBy: string[] } {
    const grouped = !hoisting && isAggregated(node);
    const list: string[] = [];
    const groupBy: string[] = [];
    const plain = (expr: string, name: string) => {
      list.push(`${expr} as ${ident(name)}`);
      if (grouped) groupBy.push(expr);
    };
    // Embedded json is grouped as jsonb (json has no equality), as PostgREST builds it.
    const json = (expr: string) => (grouped ? `(${expr})::jsonb` : expr);
    for (const item of node.items) {
      if (item.kind === 'star') {
        // Listed one by one so helper columns of a source (e.g. an upsert's flag) stay out of the output.
        for (const name of node.source.columns.keys()) {
          list.push(`${alias}.${ident(name)}`);
          if (grouped) groupBy.push(`${alias}.${ident(name)}`);
        }
      } else if (item.kind === 'field') {
        const name = outputName(item);
        let expr = this.field(node.source, alias, item);
        if (item.cast) expr = `(${expr})::${item.cast}`;
        if (!item.aggregate) plain(expr, name);
        // count() of a to-one spread counts the related rows found: a constant that is null when none is.
        else if (hoisting) list.push(`${item.name === ALL_ROWS ? '1' : expr} as ${ident(name)}`);
        else list.push(`${aggregateSql(item.aggregate, expr, item.aggregateCast)} as ${ident(name)}`);
      } else {
        const embed = node.embeds.find((e) => e.item === item)!;
        const l = laterals.get(embed)!;
        if (item.spread && embed.toOne) {
          const hoisted = hoistedAggregates(embed.node);
          for (const n of this.outputNames(embed.node)) {
            const agg = hoisted.get(n);
            if (agg && !hoisting)
              list.push(`${aggregateSql(agg.aggregate, `${l}.${ident(n)}`, agg.cast)} as ${ident(n)}`);
            else if (agg) list.push(`${l}.${ident(n)} as ${ident(n)}`);
            else plain(`${l}.${ident(n)}`, n);
          }
        } else if (item.spread) {
          for (const n of this.outputNames(embed.node)) plain(json(`coalesce(${l}.${ident(n)}, '[]')`), n);
        } else if (item.items.length) {
          plain(json(embed.toOne ? `${l}.pgrst_json` : `coalesce(${l}.pgrst_json, '[]')`), embed.name);
        }
      }
    }
    return { list, groupBy };
  }

  private lateral(embed: EmbedNode, parent: Source, parentAlias: string, l: string): string {
    const childAlias = this.nextAlias();
    const childNode = this.embedNode(embed, parent, parentAlias);
    const countKey = embed.item.spread ? undefined : legacyCountKey(embed.node);
    if (countKey !== undefined) {
      // `comments(count)` / `channels(count)`: PostgreSQL reads `<alias>.count` as `count(<alias>)`
      // when there is no such column, so PostgREST answers the number of related rows, also
      // with aggregates disabled: in a one-element array for a to-many embed, an object for a to-one.
      const rows = this.node(childNode, childAlias, {
        join: this.joinCondition(embed.rel, parentAlias, childAlias),
        count: true,
      });
      const object = `json_build_object(${this.params.add(countKey)}::text, count(*))`;
      const found = embed.toOne ? 'true' : 'count(*) > 0';
      const value = embed.toOne ? object : `json_build_array(${object})`;
      return ` left join lateral (select ${found} as pgrst_found, ${value} as pgrst_json from (${rows}) pgrst_x) ${l} on true`;
    }
    const child = this.node(childNode, childAlias, {
      join: this.joinCondition(embed.rel, parentAlias, childAlias),
      limitOne: embed.toOne,
      hoisting: embed.item.spread && embed.toOne,
    });
    let body: string;
    if (embed.item.spread && embed.toOne)
      body = `select true as pgrst_found, pgrst_x.* from (${child}) pgrst_x`;
    else if (embed.item.spread) {
      const cols = this.outputNames(embed.node).map((n) => `json_agg(pgrst_x.${ident(n)}) as ${ident(n)}`);
      body = `select count(*) > 0 as pgrst_found${cols.map((c) => `, ${c}`).join('')} from (${child}) pgrst_x`;
    } else if (embed.toOne)
      body = `select true as pgrst_found, row_to_json(pgrst_x) as pgrst_json from (${child}) pgrst_x`;
    else body = `select count(*) > 0 as pgrst_found, json_agg(pgrst_x) as pgrst_json from (${child}) pgrst_x`;
    return ` left join lateral (${body}) ${l} on true`;
  }

  /** `select … from source alias [laterals] where … order by … limit … offset …` */
  node(
    node: ReadNode,
    alias: string,
    opts: { join?: string; limitOne?: boolean; count?: boolean; maxRows?: number; hoisting?: boolean } = {},
  ): string {
    const laterals = new Map<EmbedNode, string>();
    let joins = '';
    for (const embed of node.embeds) {
      const l = this.nextAlias('l');
      laterals.set(embed, l);
      joins += this.lateral(embed, node.source, alias, l);
    }
    const where: string[] = [];
    if (opts.join) where.push(opts.join);
    for (const f of node.filters) where.push(this.filter(node, alias, f, laterals));
    for (const embed of node.embeds) {
      if (embed.item.join === 'inner') where.push(`${laterals.get(embed)!}.pgrst_found`);
    }
    // Grouped rows are counted as groups, so their select list and grouping stay.
    const { list, groupBy } =
      opts.count && !isAggregated(node)
        ? { list: ['1'], groupBy: [] }
        : this.selectList(node, alias, laterals, opts.hoisting ?? false);
    let sql = `select ${list.join(', ')} from ${node.source.sql} ${alias}${joins}`;
    if (where.length) sql += ` where ${where.join(' and ')}`;
    if (groupBy.length) sql += ` group by ${groupBy.join(', ')}`;
    if (opts.count) return sql;
    if (node.order.length)
      sql += ` order by ${node.order.map((t) => this.orderTerm(node, alias, t, laterals)).join(', ')}`;
    let limit = opts.limitOne ? 1 : node.limit;
    if (opts.maxRows !== undefined) limit = Math.min(limit ?? opts.maxRows, opts.maxRows);
    if (limit !== undefined) sql += ` limit ${limit}`;
    if (node.offset) sql += ` offset ${node.offset}`;
    return sql;
  }
}

/**
 * A source row as a value of its table's row type, for the functions of
 * computed fields and relationships. Built column by column because a
 * source may carry helper columns (an upsert's flag) the type does not have.
 */
function rowOf(source: Source, alias: string): string {
  const table = source.table!;
  const cols = [...table.columns.keys()].map((c) => `${alias}.${ident(c)}`);
  return `row(${cols.join(', ')})::${qualified(table.schema, table.name)}`;
}

/** The output key when a level selects only the bare word `count` and has no column of that name. */
function legacyCountKey(node: ReadNode): string | undefined {
  const [item, ...rest] = node.items;
  if (
    rest.length ||
    item?.kind !== 'field' ||
    item.name !== 'count' ||
    item.path.length ||
    item.cast ||
    item.aggregate
  )
    return undefined;
  if (node.source.columns.has('count') || node.embeds.length) return undefined;
  return item.alias ?? 'count';
}
