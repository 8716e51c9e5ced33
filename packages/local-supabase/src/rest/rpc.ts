import type { ServiceContext } from '../service-contract';
import type { ResultRow } from './build/build-read';
import { buildRpc } from './build/build-rpc';
import { RestError } from './errors';
import { sqlBody } from './media';
import { applyRange, planRead } from './plan/plan';
import { resolveFunction } from './plan/function-overloads';
import { rpcSource, takesWholeBody } from './plan/plan-rpc';
import { appliedPreferences, checkMaxAffected } from './parse/prefer';
import { parseQuery } from './parse/query';
import { rowsReply, withApplied, type Reply } from './reply';
import type { RestRequest } from './request';
import { runStatement } from './run';
import type { SchemaCache } from './plan/schema-cache';
import { qualified } from './build/sql';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `/rest/v1/rpc/<fn>`: parse → plan (pick the overload, plan its rows) → build → run → reply. */
export async function handleRpc(ctx: ServiceContext, cache: SchemaCache, req: RestRequest): Promise<Reply> {
  return withApplied(await callFunction(ctx, cache, req), appliedPreferences(req.prefer, 'rpc'));
}

function callFunction(ctx: ServiceContext, cache: SchemaCache, req: RestRequest): Promise<Reply> {
  if (!req.isRead && req.method !== 'POST')
    throw new RestError(405, 'PGRST101', `Cannot use the ${req.method} method on RPC`);
  const { schema, name } = { schema: req.schema, name: req.resource.name };
  // On GET, query parameters named like an argument of some overload are arguments, not filters.
  const argNames = new Set(
    cache.functions
      .filter((f) => f.schema === schema && f.name === name)
      .flatMap((f) => f.args.map((x) => x.name)),
  );
  const query = parseQuery(req.search, req.isRead ? (k) => argNames.has(k) : () => false);
  const args: unknown = req.isRead ? query.args : (req.body ?? {});
  const fn = resolveFunction(cache, schema, name, {
    keys: isObject(args) && req.bodyKind === 'json' ? Object.keys(args) : [],
    ...(req.isRead ? {} : { post: req.bodyKind }),
  });
  if (!isObject(args) && !takesWholeBody(fn)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  const readOnly = req.isRead || fn.volatility !== 'volatile';
  const counted = req.prefer.count !== undefined;
  // PostgREST plans no count of a function's rows: `planned` reports no total, `estimated` the exact one.
  const countRows = counted && req.prefer.count !== 'planned';
  if (req.prefer.maxAffected !== undefined && req.prefer.handling === 'strict' && !fn.returnsSet) {
    throw new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  const maxRows = ctx.config.api.maxRows;

  if (fn.returnColumns) {
    const node = planRead(cache, rpcSource(fn), query.select, query.scopes, qualified);
    const offset = applyRange(node, req.range);
    const statement = buildRpc({
      fn,
      args,
      rows: {
        node,
        opts: {
          count: countRows,
          stripNulls: req.media.stripNulls,
          maxRows,
          first: req.media.kind === 'object' || !fn.returnsSet,
          format: sqlBody(req.media),
        },
      },
    });
    return runStatement<ResultRow>(ctx.db, req, readOnly, statement, ({ rows }) => {
      const row = rows[0]!;
      checkMaxAffected(req.prefer, row.page_total);
      const reply = rowsReply(row, { media: req.media, counted, offset, singleObject: !fn.returnsSet });
      // supabase-js sends `head: true` calls with object arguments as POST + return=minimal.
      return req.prefer.return === 'minimal' ? { ...reply, status: 204, body: null } : reply;
    });
  }

  // Scalars and sets of scalars: paged by limit/offset and Range like rows, never CSV.
  const page: { limit?: number; offset?: number } = { ...query.scopes.get('') };
  const offset = applyRange(page, req.range);
  const limit = Math.min(page.limit ?? maxRows ?? Infinity, maxRows ?? Infinity);
  const statement = buildRpc({
    fn,
    args,
    values: { ...(Number.isFinite(limit) ? { limit } : {}), offset, count: countRows },
  });
  const media = {
    kind: req.media.kind === 'object' ? ('object' as const) : ('json' as const),
    stripNulls: false,
  };
  return runStatement<ResultRow>(ctx.db, req, readOnly, statement, ({ rows }): Reply => {
    if (fn.returnType === 'void') return { status: 204, body: null, headers: {} };
    const row = rows[0]!;
    checkMaxAffected(req.prefer, row.page_total);
    return rowsReply(row, { media, counted, offset, singleObject: !fn.returnsSet });
  });
}
