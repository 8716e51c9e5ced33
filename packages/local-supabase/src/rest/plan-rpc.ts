import { RestError } from './errors';
import type { Source } from './plan';
import type { Column, RestFunction, SchemaCache } from './schema-cache';

const JSON_TYPES = new Set(['json', 'jsonb']);

/** The relation a row-returning function's result is read from; build-rpc defines it as a CTE. */
export const RPC_SOURCE = 'pgrst_call';

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

/** For functions returning rows: their result as a plan source, like a table. */
export function rpcSource(fn: RestFunction): Source {
  const columns = new Map<string, Column>((fn.returnColumns ?? []).map((c) => [c.name, c]));
  return { table: fn.returnTable, columns, sql: RPC_SOURCE, label: fn.name };
}
