import { RestError } from './errors';
import type { Source } from './plan';
import type { BodyKind } from './request';
import type { Column, RestFunction, SchemaCache } from './schema-cache';

/** The unnamed parameter type that receives each kind of whole body (PostgREST's rules). */
const WHOLE_BODY_TYPES: Record<BodyKind, readonly string[]> = {
  json: ['json', 'jsonb'],
  form: [],
  text: ['text'],
  xml: ['xml'],
  bytes: ['bytea'],
};

/** The relation a row-returning function's result is read from; build-rpc defines it as a CTE. */
export const RPC_SOURCE = 'pgrst_call';

/** A function whose one parameter has no name: it can only receive a whole body. */
export const takesWholeBody = (fn: RestFunction) => fn.args.length === 1 && fn.args[0]!.name === '';

/** How a call reaches a function: by its named arguments, or as one whole body (POST only). */
export interface CallShape {
  /** Argument names sent (body keys, or query parameters on GET). */
  keys: string[];
  /** Set for POST: how the body was sent. */
  post?: BodyKind;
}

/** A text, XML or bytes body: only a single unnamed parameter of that type takes it. */
const isRawBody = (shape: CallShape) =>
  shape.post !== undefined && shape.post !== 'json' && shape.post !== 'form';

/** Required names all given, and every name given is a parameter; unnamed parameters match no name. */
function matchesNames(fn: RestFunction, shape: CallShape): boolean {
  if (!fn.args.length) return shape.keys.length === 0 && !isRawBody(shape);
  if (shape.keys.includes('') || fn.args.some((a) => a.name === '')) return false;
  const names = fn.args.map((a) => a.name);
  return (
    shape.keys.every((k) => names.includes(k)) &&
    fn.args.every((a) => a.hasDefault || shape.keys.includes(a.name))
  );
}

function takesThisBody(fn: RestFunction, shape: CallShape): boolean {
  return (
    shape.post !== undefined && takesWholeBody(fn) && WHOLE_BODY_TYPES[shape.post].includes(fn.args[0]!.type)
  );
}

/**
 * Picks the overload as PostgREST does: the one whose parameter names fit the
 * argument names, else (POST) the one with a single unnamed parameter of the
 * type the body was sent as; PGRST203 when several fit, PGRST202 when none.
 */
export function resolveFunction(
  cache: SchemaCache,
  schema: string,
  name: string,
  shape: CallShape,
): RestFunction {
  const named = cache.functions.filter((f) => f.schema === schema && f.name === name);
  const byNames = named.filter((f) => matchesNames(f, shape));
  const byBody = named.filter((f) => !matchesNames(f, shape) && takesThisBody(f, shape));
  const fits = byNames.length ? byNames : byBody;
  if (fits.length === 1) return fits[0]!;
  if (fits.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${fits.map((f) => `${schema}.${name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  throw functionNotFound(cache, schema, name, shape);
}

/** PGRST202 with PostgREST's wording, which depends on how the body was sent. */
function functionNotFound(cache: SchemaCache, schema: string, name: string, shape: CallShape): RestError {
  const sorted = [...shape.keys].sort();
  const rawBody = isRawBody(shape);
  const withKeys = sorted.length
    ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`
    : ' without parameters';
  const searched = rawBody
    ? ` with a single unnamed ${WHOLE_BODY_TYPES[shape.post!][0]!} parameter`
    : shape.post !== undefined
      ? `${withKeys} or with a single unnamed json/jsonb parameter`
      : withKeys;
  const other = rawBody
    ? undefined
    : cache.functions.find(
        (f) => f.schema === schema && f.name !== name && f.name.toLowerCase() === name.toLowerCase(),
      );
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${rawBody ? '' : sorted.length ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${schema}.${name}${searched}, but no matches were found in the schema cache.`,
    other ? `Perhaps you meant to call the function ${schema}.${other.name}` : null,
  );
}

/** For functions returning rows: their result as a plan source, like a table. */
export function rpcSource(fn: RestFunction): Source {
  const columns = new Map<string, Column>((fn.returnColumns ?? []).map((c) => [c.name, c]));
  return { table: fn.returnTable, columns, sql: RPC_SOURCE, label: fn.name };
}
