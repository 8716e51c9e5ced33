import type { Queryable } from '../../db/database';
import { API_ROLES } from '../../db/request-context';

export interface Column {
  name: string;
  /** `format_type` of the column, e.g. `integer`, `timestamp with time zone`. */
  type: string;
  nullable: boolean;
  /** Default expression as Postgres prints it (trusted: it comes from the catalog). */
  default: string | null;
  generated: boolean;
  identity: boolean;
}

export interface Table {
  schema: string;
  name: string;
  isView: boolean;
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Column sets with a UNIQUE constraint (primary key included). */
  uniqueKeys: string[][];
  /**
   * Computed fields: functions of this table's row type returning a value,
   * selected, filtered and ordered like columns (never part of `*`).
   */
  computedFields: Map<string, RestFunction>;
  /** Computed relationships: functions of this table's row type returning rows of another table. */
  computedRelationships: Map<string, ComputedRelationship>;
}

export interface ComputedRelationship {
  fn: RestFunction;
  target: Table;
  /** Not `setof`, or `rows 1`: the embed is an object rather than an array. */
  toOne: boolean;
}

/** A foreign key `table(columns) → foreignTable(foreignColumns)`; views inherit their base tables' keys. */
export interface ForeignKey {
  name: string;
  table: Table;
  columns: string[];
  foreignTable: Table;
  foreignColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface RestFunction {
  schema: string;
  name: string;
  args: FunctionArg[];
  returnType: string;
  returnsSet: boolean;
  /** The table or view type returned, when the function returns rows of one. */
  returnTable?: Table;
  /** Column names and types of the returned rows (table type, `RETURNS TABLE` or OUT args). */
  returnColumns?: Column[];
  volatility: 'immutable' | 'stable' | 'volatile';
}

export interface SchemaCache {
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: RestFunction[];
  /**
   * PostgREST's `db-pre-request` function (`schema.name`), run before every
   * request: set on Supabase with `alter role authenticator set
   * pgrst.db_pre_request to '…'`, read from the role's settings like
   * PostgREST's in-database configuration.
   */
  preRequest: readonly [string, string] | undefined;
  /**
   * The settings of each API role (`alter role authenticated set
   * statement_timeout = '8s'`), applied to each of its requests' transaction
   * as PostgREST ≥ 12 applies its "impersonated role settings": those a
   * session may set (context `user`, or granted with `grant set on
   * parameter`), read with the configuration, this database's value winning
   * over the role-wide one as at login.
   */
  roleSettings: ReadonlyMap<string, readonly (readonly [string, string])[]>;
  /** `pgrst.db_aggregates_enabled` of the authenticator role: `count()`, `sum()`… in `select`. */
  aggregatesEnabled: boolean;
  /** `pgrst.db_plan_enabled`: `Accept: application/vnd.pgrst.plan` answers the statement's EXPLAIN. */
  planEnabled: boolean;
  table(schema: string, name: string): Table | undefined;
}

const key = (schema: string, name: string) => `${schema}.${name}`;

interface ColumnRow {
  schema: string;
  tbl: string;
  kind: string;
  name: string | null;
  type: string | null;
  nullable: boolean | null;
  def: string | null;
  generated: boolean | null;
  identity: boolean | null;
}
interface ConstraintRow {
  name: string;
  type: string;
  schema: string;
  tbl: string;
  cols: string[];
  fschema: string | null;
  ftbl: string | null;
  fcols: string[] | null;
}
interface ViewUsageRow {
  vschema: string;
  vname: string;
  tschema: string;
  tname: string;
  col: string;
}
interface FunctionRow {
  schema: string;
  name: string;
  argnames: string[] | null;
  argmodes: string[] | null;
  argtypes: string[];
  ndefaults: number;
  retset: boolean;
  rettype: string;
  retschema: string | null;
  rettable: string | null;
  volatility: string;
  rows: number;
  /** The relation whose row type the only input argument is, when it is one. */
  rowschema: string | null;
  rowtable: string | null;
}

/** Reads tables, views, columns, keys and functions of the exposed schemas from the catalog. */
export async function loadSchemaCache(db: Queryable, schemas: readonly string[]): Promise<SchemaCache> {
  const list = [...schemas];
  const columns = await db.query<ColumnRow>(
    `select n.nspname as schema, c.relname as tbl, c.relkind::text as kind, a.attname as name,
            format_type(a.atttypid, a.atttypmod) as type, not a.attnotnull as nullable,
            pg_get_expr(d.adbin, d.adrelid) as def, a.attgenerated <> '' as generated,
            a.attidentity <> '' as identity
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname = any($1::text[]) and c.relkind in ('r', 'v', 'm', 'f', 'p', 'c')
      order by n.nspname, c.relname, a.attnum`,
    [list],
  );
  const tables = new Map<string, Table>();
  // Composite types are no endpoints, but functions return their rows and take them as arguments.
  const composites = new Map<string, Table>();
  for (const r of columns.rows) {
    const into = r.kind === 'c' ? composites : tables;
    let t = into.get(key(r.schema, r.tbl));
    if (!t) {
      t = {
        schema: r.schema,
        name: r.tbl,
        isView: r.kind === 'v' || r.kind === 'm',
        columns: new Map(),
        primaryKey: [],
        uniqueKeys: [],
        computedFields: new Map(),
        computedRelationships: new Map(),
      };
      into.set(key(r.schema, r.tbl), t);
    }
    if (r.name) {
      t.columns.set(r.name, {
        name: r.name,
        type: r.type!,
        nullable: r.nullable!,
        default: r.def,
        generated: r.generated ?? false,
        identity: r.identity ?? false,
      });
    }
  }

  const constraints = await db.query<ConstraintRow>(
    `select con.conname as name, con.contype::text as type, n.nspname as schema, c.relname as tbl,
            array(select a.attname::text from unnest(con.conkey) with ordinality k(num, ord)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord) as cols,
            fn.nspname as fschema, fc.relname as ftbl,
            array(select a.attname::text from unnest(con.confkey) with ordinality k(num, ord)
                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.ord) as fcols
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_class fc on fc.oid = con.confrelid
       left join pg_namespace fn on fn.oid = fc.relnamespace
      where con.contype in ('p', 'u', 'f') and n.nspname = any($1::text[])
      order by con.conname`,
    [list],
  );
  const foreignKeys: ForeignKey[] = [];
  for (const r of constraints.rows) {
    const t = tables.get(key(r.schema, r.tbl));
    if (!t) continue;
    if (r.type === 'p') t.primaryKey = r.cols;
    if (r.type === 'p' || r.type === 'u') t.uniqueKeys.push(r.cols);
    if (r.type === 'f') {
      const f = tables.get(key(r.fschema!, r.ftbl!));
      if (f)
        foreignKeys.push({
          name: r.name,
          table: t,
          columns: r.cols,
          foreignTable: f,
          foreignColumns: r.fcols!,
        });
    }
  }

  // Views take part in relationships through the base-table columns they expose under the same name.
  const usage = await db.query<ViewUsageRow>(
    `select view_schema as vschema, view_name as vname, table_schema as tschema, table_name as tname,
            column_name as col
       from information_schema.view_column_usage where view_schema = any($1::text[])`,
    [list],
  );
  const viewCols = new Map<string, Map<string, Set<string>>>();
  for (const u of usage.rows) {
    const v = key(u.vschema, u.vname);
    const byBase = viewCols.get(v) ?? new Map<string, Set<string>>();
    viewCols.set(v, byBase);
    const base = key(u.tschema, u.tname);
    const cols = byBase.get(base) ?? new Set<string>();
    byBase.set(base, cols);
    if (tables.get(v)?.columns.has(u.col)) cols.add(u.col);
  }
  const exposes = (view: Table, base: Table, cols: string[]) =>
    cols.every((c) => viewCols.get(key(view.schema, view.name))?.get(key(base.schema, base.name))?.has(c));
  const views = [...tables.values()].filter((t) => t.isView);
  for (const fk of [...foreignKeys]) {
    for (const v of views) {
      if (exposes(v, fk.table, fk.columns)) foreignKeys.push({ ...fk, table: v });
      if (exposes(v, fk.foreignTable, fk.foreignColumns)) foreignKeys.push({ ...fk, foreignTable: v });
    }
  }
  for (const v of views) {
    for (const [base, cols] of viewCols.get(key(v.schema, v.name)) ?? []) {
      const b = tables.get(base);
      if (b?.primaryKey.length && b.primaryKey.every((c) => cols.has(c))) {
        if (!v.primaryKey.length) v.primaryKey = b.primaryKey;
        v.uniqueKeys.push(b.primaryKey);
      }
    }
  }

  const fns = await db.query<FunctionRow>(
    `select n.nspname as schema, p.proname as name, p.proargnames::text[] as argnames,
            p.proargmodes::text[] as argmodes,
            array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t) as argtypes,
            p.pronargdefaults::int as ndefaults, p.proretset as retset,
            format_type(p.prorettype, null) as rettype,
            rn.nspname as retschema, rc.relname as rettable, p.provolatile::text as volatility,
            p.prorows::float8 as rows, an.nspname as rowschema, ac.relname as rowtable
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
       left join pg_class rc on rc.oid = rt.typrelid
       left join pg_namespace rn on rn.oid = rc.relnamespace
       left join pg_type at on p.pronargs = 1 and at.oid = p.proargtypes[0]
       left join pg_class ac on ac.oid = at.typrelid and ac.relkind in ('r', 'v', 'm', 'f', 'p', 'c')
       left join pg_namespace an on an.oid = ac.relnamespace
      where n.nspname = any($1::text[]) and p.prokind = 'f'`,
    [list],
  );
  const rowType = (schema: string | null, name: string | null) =>
    name ? (tables.get(key(schema!, name)) ?? composites.get(key(schema!, name))) : undefined;
  const functions = fns.rows.map((r): RestFunction => {
    const modes = r.argmodes ?? r.argtypes.map(() => 'i');
    const names = r.argnames ?? [];
    const inputs: FunctionArg[] = [];
    const outs: Column[] = [];
    modes.forEach((mode, i) => {
      const arg = { name: names[i] ?? '', type: r.argtypes[i]! };
      if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ ...arg, hasDefault: false });
      if (mode === 'o' || mode === 'b' || mode === 't')
        outs.push({
          name: arg.name,
          type: arg.type,
          nullable: true,
          default: null,
          generated: false,
          identity: false,
        });
    });
    for (let i = inputs.length - r.ndefaults; i < inputs.length; i++) inputs[i]!.hasDefault = true;
    const returnTable = rowType(r.retschema, r.rettable);
    const fn: RestFunction = {
      schema: r.schema,
      name: r.name,
      args: inputs,
      returnType: r.rettype,
      returnsSet: r.retset,
      volatility: r.volatility === 'i' ? 'immutable' : r.volatility === 's' ? 'stable' : 'volatile',
    };
    if (returnTable) {
      fn.returnTable = returnTable;
      fn.returnColumns = [...returnTable.columns.values()];
    } else if (outs.length && r.rettype === 'record') {
      fn.returnColumns = outs;
    }
    const rowOf = rowType(r.rowschema, r.rowtable);
    if (rowOf && returnTable) {
      rowOf.computedRelationships.set(r.name, {
        fn,
        target: returnTable,
        toOne: !r.retset || r.rows === 1,
      });
    } else if (rowOf && !r.retset && !rowOf.columns.has(r.name)) {
      rowOf.computedFields.set(r.name, fn);
    }
    return fn;
  });

  return {
    tables,
    foreignKeys,
    functions,
    ...(await loadSettings(db)),
    table: (schema, name) => tables.get(key(schema, name)),
  };
}

/**
 * PostgREST's in-database configuration: the `pgrst.*` settings of the
 * authenticator role (this database's setting wins over the role-wide one),
 * and the settings of the roles it switches to.
 */
async function loadSettings(
  db: Queryable,
): Promise<Pick<SchemaCache, 'preRequest' | 'aggregatesEnabled' | 'planEnabled' | 'roleSettings'>> {
  const { rows } = await db.query<{ name: string; value: string }>(
    `select distinct on (name) name, value
       from (select split_part(setting, '=', 1) as name,
                    substr(setting, strpos(setting, '=') + 1) as value, s.setdatabase
               from pg_db_role_setting s
               join pg_roles r on r.oid = s.setrole
               cross join lateral unnest(s.setconfig) setting
              where r.rolname = 'authenticator'
                and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
                and setting like 'pgrst.%') settings
      order by name, setdatabase desc`,
  );
  const settings = new Map(rows.map((r) => [r.name, r.value.trim()]));
  // The isolation level PostgREST takes from `default_transaction_isolation` is left out, as there.
  const roles = await db.query<{ role: string; name: string; value: string }>(
    `select distinct on (r.rolname, s.name) r.rolname as role, s.name, s.value
       from (select d.setrole, d.setdatabase, split_part(setting, '=', 1) as name,
                    substr(setting, strpos(setting, '=') + 1) as value
               from pg_db_role_setting d
               cross join lateral unnest(d.setconfig) setting
              where d.setdatabase in (0, (select oid from pg_database where datname = current_database()))) s
       join pg_roles r on r.oid = s.setrole
       join pg_settings p on p.name = s.name
      where r.rolname = any ($1)
        and s.name <> 'default_transaction_isolation'
        and (p.context = 'user' or has_parameter_privilege('authenticator', p.name, 'set'))
      order by r.rolname, s.name, s.setdatabase desc`,
    [[...API_ROLES]],
  );
  const roleSettings = new Map<string, [string, string][]>();
  for (const { role, name, value } of roles.rows) {
    const list = roleSettings.get(role);
    if (list) list.push([name, value]);
    else roleSettings.set(role, [[name, value]]);
  }
  return {
    roleSettings,
    preRequest: qualifiedFunction(settings.get('pgrst.db_pre_request')),
    aggregatesEnabled: isTrue(settings.get('pgrst.db_aggregates_enabled')),
    planEnabled: isTrue(settings.get('pgrst.db_plan_enabled')),
  };
}

/** How PostgREST reads a boolean setting. */
const isTrue = (value: string | undefined) => ['true', 'on', 'yes', '1'].includes(value?.toLowerCase() ?? '');

function qualifiedFunction(value: string | undefined): readonly [string, string] | undefined {
  if (!value) return undefined;
  const dot = value.indexOf('.');
  return dot === -1 ? ['public', value] : [value.slice(0, dot), value.slice(dot + 1)];
}
