import pg from 'pg';

/** One fact about auth or storage that only one of the two databases has. */
export interface ShapeDifference {
  side: 'hosted only' | 'local only';
  fact: string;
}

const API_ROLES = ['anon', 'authenticated', 'service_role'];

/**
 * The facts of `auth` and `storage` a client or a migration can depend on, one
 * string each: tables and views, columns with their types, functions with
 * their arguments and result, and what anon, authenticated and service_role
 * may do with the schemas, tables and functions.
 */
export async function schemaShape(url: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ fact: string }>(
      `with rels as (
         select c.oid, n.nspname || '.' || c.relname as name, c.relkind
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = any($1) and c.relkind in ('r', 'v', 'p', 'm')
       ), funcs as (
         select p.oid, n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name,
                pg_get_function_result(p.oid) as result
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = any($1)
       )
       select 'relation ' || name || ' ' || case relkind when 'v' then 'view' when 'm' then 'view' else 'table' end as fact from rels
       union all
       select 'column ' || r.name || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
              || case when a.attnotnull then ' not null' else '' end
       from rels r join pg_attribute a on a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped
       union all
       select 'function ' || name || ' returns ' || result from funcs
       union all
       select 'grant ' || privilege || ' on ' || r.name || ' to ' || role
       from rels r cross join unnest($2::text[]) role
         cross join unnest(array['select', 'insert', 'update', 'delete']) privilege
       where has_table_privilege(role, r.oid, privilege)
       union all
       select 'grant execute on ' || f.name || ' to ' || role
       from funcs f cross join unnest($2::text[]) role
       where has_function_privilege(role, f.oid, 'execute')
       union all
       select 'grant usage on schema ' || s || ' to ' || role
       from unnest($1::text[]) s cross join unnest($2::text[]) role
       where has_schema_privilege(role, s, 'usage')`,
      [['auth', 'storage'], API_ROLES],
    );
    return new Set(rows.map((r) => r.fact));
  } finally {
    await client.end();
  }
}

/** A difference that stays, with the reason (also in packages/local-supabase/README.md). */
export interface AllowedDifference {
  side: ShapeDifference['side'];
  matches: RegExp;
  reason: string;
}

export const PARITY_ALLOW_LIST: readonly AllowedDifference[] = [];
