import { RestError } from './errors';
import type { Source } from './plan';
import type { Column, RestFunction, SchemaCache } from './schema-cache';
import { ident, qualified, type Params } from './sql';

const JSON_TYPES = new Set(['json', 'jsonb']);

/** A function taking one unnamed json/jsonb argument receives the whole body. */
export const takesWholeBody = (fn: RestFunction) =>
  fn.args.length === 1 && fn.args[0]!.name === '' && JSON_TYPES.has(fn.args[0]!.type);

/** Picks the overload whose argument names fit the given keys, with PostgREST's errors otherwise. */
export function resolveFunction(
  cache: SchemaCache,
  schema: string,
  name: string,
  keys: string[],
  hasBody: boolean,
): RestFunction {
  const named = cache.functions.filter((f) => f.schema === schema && f.name === name);
  const fits = named.filter((f) => {
    if (takesWholeBody(f)) return hasBody;
    const names = f.args.map((a) => a.name);
    return keys.every((k) => names.includes(k)) && f.args.every((a) => a.hasDefault || keys.includes(a.name));
  });
  if (fits.length === 1) return fits[0]!;
  const sorted = [...keys].sort();
  if (fits.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${fits.map((f) => `${schema}.${name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const withParams = sorted.length ? `with parameters ${sorted.join(', ')}` : 'without parameters';
  const other = cache.functions.find(
    (f) => f.schema === schema && f.name !== name && f.name.toLowerCase() === name.toLowerCase(),
  );
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}(${sorted.join(', ')}) in the schema cache`,
    `Searched for the function ${schema}.${name} ${withParams} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    other ? `Perhaps you meant to call the function ${schema}.${other.name}` : null,
  );
}

/** The function call with its arguments bound through `json_to_record`, and the FROM items it needs. */
export function callSql(fn: RestFunction, args: unknown, params: Params): { call: string; from: string } {
  const name = qualified(fn.schema, fn.name);
  if (takesWholeBody(fn))
    return { call: `${name}(${params.add(JSON.stringify(args))}::${fn.args[0]!.type})`, from: '' };
  const given = Object.keys(args as Record<string, unknown>);
  const used = fn.args.filter((a) => given.includes(a.name));
  if (!used.length) return { call: `${name}()`, from: '' };
  const record = `json_to_record(${params.add(JSON.stringify(args))}::json) as pgrst_a(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`;
  return {
    call: `${name}(${used.map((a) => `${ident(a.name)} := pgrst_a.${ident(a.name)}`).join(', ')})`,
    from: record,
  };
}

/** For functions returning rows: the relation their result is read from, like a table. */
export function rowSource(fn: RestFunction, args: unknown, params: Params): Source {
  const { call, from } = callSql(fn, args, params);
  const columns = new Map<string, Column>((fn.returnColumns ?? []).map((c) => [c.name, c]));
  const sql = from
    ? `(select pgrst_f.* from ${from} cross join lateral ${call} pgrst_f)`
    : `(select * from ${call} pgrst_f)`;
  return { table: fn.returnTable, columns, sql, label: fn.name };
}

/** For scalar or void functions: one statement answering `body` as JSON text. */
export function scalarSql(fn: RestFunction, args: unknown, params: Params): string {
  const { call, from } = callSql(fn, args, params);
  const fromClause = from ? ` from ${from}` : '';
  if (fn.returnsSet) {
    return `select coalesce(json_agg(pgrst_s.v), '[]')::text as body from (select ${call} as v${fromClause}) pgrst_s`;
  }
  return `select to_json(${call})::text as body${fromClause}`;
}
