import { RestError } from '../errors';
import { closestName } from './fuzzy-hint';
import type { BodyKind } from '../request';
import type { RestFunction, SchemaCache } from './schema-cache';

/**
 * Which function a call means, as PostgREST's `findProc` (Plan.hs) picks it
 * among the overloads of a name, and its `PGRST202` / `PGRST203` refusals
 * (Error.hs `NoRpc`, `AmbiguousRpc`, `noRpcHint`).
 */

/** The unnamed parameter type that receives each kind of whole body (PostgREST's rules). */
const WHOLE_BODY_TYPES: Record<BodyKind, readonly string[]> = {
  json: ['json', 'jsonb'],
  form: [],
  text: ['text'],
  xml: ['xml'],
  bytes: ['bytea'],
};
const UNNAMED_TYPES = ['bytea', 'json', 'jsonb', 'text', 'xml'];

/** How a call reaches a function: by its named arguments, or as one whole body (POST only). */
export interface CallShape {
  /** Argument names sent (body keys, or query parameters on GET); `''` for an unnamed one. */
  keys: string[];
  /** Set for POST: how the body was sent. */
  post?: BodyKind;
}

/**
 * PostgREST serves a function only when it has no unnamed parameter, or a
 * single one of a type a whole body can fill (SchemaCache.hs `funcsSqlQuery`,
 * `callable`); the others exist for SQL alone, such as computed fields.
 */
export function isCallable(fn: RestFunction): boolean {
  const unnamed = fn.args.filter((a) => a.name === '');
  return unnamed.length === 0 || (unnamed.length === 1 && UNNAMED_TYPES.includes(unnamed[0]!.type));
}

/** A text, XML or bytes body: only a single unnamed parameter of that type takes it. */
const isRawBody = (shape: CallShape) =>
  shape.post !== undefined && shape.post !== 'json' && shape.post !== 'form';

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

/**
 * `matchesParams`: required parameters all given and nothing else but
 * optional ones; an unnamed parameter is the one named `''`.
 */
function matchesParams(fn: RestFunction, shape: CallShape): boolean {
  const keys = new Set(shape.keys);
  if (!fn.args.length) return keys.size === 0 && !isRawBody(shape);
  const required = new Set(fn.args.filter((a) => !a.hasDefault).map((a) => a.name));
  const optional = new Set(fn.args.filter((a) => a.hasDefault).map((a) => a.name));
  return sameSet(new Set([...keys].filter((k) => !optional.has(k))), required);
}

/** `hasSingleUnnamedParam`: on POST, the one unnamed parameter of the type the body was sent as. */
function takesThisBody(fn: RestFunction, shape: CallShape): boolean {
  const [only, ...rest] = fn.args;
  return (
    shape.post !== undefined &&
    only !== undefined &&
    !rest.length &&
    only.name === '' &&
    WHOLE_BODY_TYPES[shape.post].includes(only.type)
  );
}

const signature = (fn: RestFunction) =>
  `${fn.schema}.${fn.name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`;

/**
 * Picks the overload as PostgREST does: the one whose parameters fit the
 * argument names, else (POST) the one with a single unnamed parameter of the
 * type the body was sent as; PGRST203 when several fit, PGRST202 when none.
 */
export function resolveFunction(
  cache: SchemaCache,
  schema: string,
  name: string,
  shape: CallShape,
): RestFunction {
  const named = cache.functions.filter((f) => f.schema === schema && f.name === name && isCallable(f));
  const byParams = named.filter((f) => matchesParams(f, shape));
  const fits = byParams.length ? byParams : named.filter((f) => takesThisBody(f, shape));
  if (fits.length === 1) return fits[0]!;
  if (fits.length > 1) {
    // PostgREST lists them in its schema cache's order; fewest parameters first, then by
    // signature, gives the lists it answers for postgrest-js's overloads.
    const listed = [...fits]
      .sort((a, b) => a.args.length - b.args.length || signature(a).localeCompare(signature(b)))
      .map(signature);
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${listed.join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  throw functionNotFound(cache, schema, name, named, shape);
}

/** PGRST202 with PostgREST's wording, which depends on how the body was sent. */
function functionNotFound(
  cache: SchemaCache,
  schema: string,
  name: string,
  overloads: RestFunction[],
  shape: CallShape,
): RestError {
  const sorted = [...new Set(shape.keys)].sort();
  const rawBody = isRawBody(shape);
  const withKeys = sorted.length
    ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`
    : ' without parameters';
  const searched = rawBody
    ? ` with a single unnamed ${WHOLE_BODY_TYPES[shape.post!][0]!} parameter`
    : shape.post !== undefined
      ? `${withKeys} or with a single unnamed json/jsonb parameter`
      : withKeys;
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${rawBody ? '' : sorted.length ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${schema}.${name}${searched}, but no matches were found in the schema cache.`,
    rawBody ? null : hint(cache, schema, name, overloads, sorted),
  );
}

/** `noRpcHint`: the closest parameter list of the overloads, else the closest function name. */
function hint(
  cache: SchemaCache,
  schema: string,
  name: string,
  overloads: RestFunction[],
  keys: string[],
): string | null {
  const list = (names: string[]) => `(${[...names].sort().join(', ')})`;
  const found = overloads.length
    ? closestName(
        overloads.map((f) => list(f.args.map((a) => a.name))),
        list(keys),
        0.33,
      )
    : closestName(
        [...new Set(cache.functions.filter((f) => f.schema === schema && isCallable(f)).map((f) => f.name))],
        name,
        0.75,
      );
  if (found === undefined) return null;
  return `Perhaps you meant to call the function ${schema}.${overloads.length ? name : ''}${found}`;
}
