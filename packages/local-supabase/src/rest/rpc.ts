import type { ServiceContext } from '../gateway/types';
import type { ResultRow } from './build-read';
import { buildRpc } from './build-rpc';
import { RestError } from './errors';
import { applyRange, planRead } from './plan';
import { resolveFunction, rpcSource, takesWholeBody } from './plan-rpc';
import { parseQuery } from './query';
import { JSON_TYPE, rowsReply, singularError, type Reply } from './reply';
import type { RestRequest } from './request';
import { runStatement } from './run';
import type { SchemaCache } from './schema-cache';
import { qualified } from './sql';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `/rest/v1/rpc/<fn>`: parse → plan (pick the overload, plan its rows) → build → run → reply. */
export function handleRpc(ctx: ServiceContext, cache: SchemaCache, req: RestRequest): Promise<Reply> {
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
  const keys = isObject(args) ? Object.keys(args) : [];
  const fn = resolveFunction(cache, schema, name, keys, !req.isRead && req.body !== undefined);
  if (!isObject(args) && !takesWholeBody(fn)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  const readOnly = req.isRead || fn.volatility !== 'volatile';
  const counted = req.prefer.count !== undefined;

  if (fn.returnColumns) {
    const node = planRead(cache, rpcSource(fn), query.select, query.scopes, qualified);
    const offset = applyRange(node, req.range);
    const statement = buildRpc({
      fn,
      args,
      rows: {
        node,
        opts: { count: counted, stripNulls: req.media.stripNulls, maxRows: ctx.config.api.maxRows },
      },
    });
    return runStatement<ResultRow>(ctx.db, req, readOnly, statement, ({ rows }) => {
      const reply = rowsReply(rows[0]!, { media: req.media, counted, offset, singleObject: !fn.returnsSet });
      // supabase-js sends `head: true` calls with object arguments as POST + return=minimal.
      return req.prefer.return === 'minimal' ? { ...reply, status: 204, body: null } : reply;
    });
  }

  const statement = buildRpc({ fn, args });
  return runStatement<{ body: string | null }>(ctx.db, req, readOnly, statement, ({ rows }): Reply => {
    if (fn.returnType === 'void') return { status: 204, body: null, headers: {} };
    const body = rows[0]?.body ?? 'null';
    if (req.media.kind === 'object' && fn.returnsSet) {
      const list = JSON.parse(body) as unknown[];
      if (list.length !== 1) throw singularError(list.length);
      return { status: 200, body: JSON.stringify(list[0]), headers: { 'Content-Type': JSON_TYPE } };
    }
    return { status: 200, body, headers: { 'Content-Type': JSON_TYPE } };
  });
}
