import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Queryable } from '../db/database';
import { withRequestContext } from '../db/request-context';
import type { GatewayEnv, ServiceContext } from '../service-contract';
import { buildRead, resultSql, type ResultRow } from './build-read';
import { rowSource, resolveFunction, scalarSql, takesWholeBody } from './build-rpc';
import { buildWrite, type WriteKind } from './build-write';
import { RestError, tableNotFound, toRestError } from './errors';
import { negotiate, toCsv, type MediaChoice } from './media';
import { planRead, tableSource, type ReadNode, type Source } from './plan';
import { parsePrefer, type Preferences } from './prefer';
import { parseQuery } from './query';
import { Renderer } from './render';
import { authenticate } from './request-auth';
import type { SchemaCache } from './schema-cache';
import { Params, qualified } from './sql';

/** Bodies above this are refused before parsing. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

interface Reply {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

/** Thrown inside the transaction to roll it back while still answering normally. */
class Rollback extends Error {
  constructor(readonly reply: Reply) {
    super('rollback');
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

function contentRange(offset: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`;
}

function parseRange(header: string | undefined): { offset: number; limit?: number } | undefined {
  const m = header ? /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(header) : null;
  if (!m) return undefined;
  const offset = Number(m[1]);
  return m[2] ? { offset, limit: Math.max(0, Number(m[2]) - offset + 1) } : { offset };
}

async function readBody(c: Context<GatewayEnv>): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const buffer = await c.req.arrayBuffer();
  if (buffer.byteLength > MAX_BODY_BYTES) throw tooLarge();
  const text = new TextDecoder().decode(buffer);
  const type = (c.req.header('content-type') ?? 'application/json').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

const tooLarge = () =>
  new RestError(413, 'PGRST102', 'Request body is too large', `The limit is ${MAX_BODY_BYTES} bytes`);

/** Decodes a path segment; malformed escapes stay as written (they then match no table or function). */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export interface RestState {
  cache(): Promise<SchemaCache>;
}

export function restRoutes(ctx: ServiceContext, state: RestState): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();

  const handle = async (c: Context<GatewayEnv>, resource: { kind: 'table' | 'rpc'; name: string }) => {
    let role = 'anon';
    try {
      const auth = await authenticate(c.get('auth')?.token, ctx.keys.jwtSecret);
      role = auth.role;
      const method = c.req.method.toUpperCase();
      const isRead = method === 'GET' || method === 'HEAD';
      const profile = isRead ? c.req.header('accept-profile') : c.req.header('content-profile');
      const schemas = ctx.config.api.schemas;
      const schema = profile ?? schemas[0] ?? 'public';
      if (!schemas.includes(schema)) {
        throw new RestError(
          406,
          'PGRST106',
          `Invalid schema: ${schema}`,
          null,
          `Only the following schemas are exposed: ${schemas.join(', ')}`,
        );
      }
      const media = negotiate(c.req.header('accept'));
      const prefer = parsePrefer(c.req.header('prefer'));
      if (prefer.handling === 'strict' && prefer.unknown.length) {
        throw new RestError(
          400,
          'PGRST122',
          `Invalid preferences given with handling=strict`,
          `Invalid preferences: ${prefer.unknown.join(', ')}`,
        );
      }
      const cache = await state.cache();
      const url = new URL(c.req.url);
      const body = isRead || method === 'DELETE' ? undefined : await readBody(c);
      const headers: Record<string, string> = {};
      c.req.raw.headers.forEach((value, key) => (headers[key.toLowerCase()] = value));
      const run = (readOnly: boolean, fn: (tx: Queryable) => Promise<Reply>) =>
        withRequestContext(
          ctx.db,
          {
            role,
            claims: auth.claims,
            method,
            path: `/${resource.kind === 'rpc' ? 'rpc/' : ''}${resource.name}`,
            headers,
            searchPath: [schema, ...ctx.config.api.extraSearchPath.filter((s) => s !== schema)],
          },
          async (tx) => {
            if (cache.preRequest) {
              await tx.query(`select ${qualified(...cache.preRequest)}()`);
            }
            if (readOnly) await tx.query('set transaction read only');
            if (prefer.timezone) await tx.query(`select set_config('timezone', $1, true)`, [prefer.timezone]);
            const reply = await fn(tx);
            if (prefer.tx === 'rollback') throw new Rollback(reply);
            return reply;
          },
        ).catch((error: unknown) => {
          if (error instanceof Rollback) return error.reply;
          throw error;
        });

      const handle = resource.kind === 'rpc' ? handleRpc : handleTable;
      const reply = await handle({
        ctx,
        cache,
        schema,
        name: resource.name,
        method,
        url,
        body,
        media,
        prefer,
        range: c.req.header('range'),
        run,
      });
      if (prefer.applied.length) reply.headers['Preference-Applied'] = prefer.applied.join(', ');
      return new Response(method === 'HEAD' ? null : reply.body, {
        status: reply.status,
        headers: reply.headers,
      });
    } catch (error) {
      const e = toRestError(error, role);
      if (e.status >= 500) ctx.log.error(`rest ${c.req.method} ${c.req.path} failed`, error);
      return new Response(c.req.method === 'HEAD' ? null : JSON.stringify(e), {
        status: e.status,
        headers: { 'Content-Type': JSON_TYPE, 'Proxy-Status': `PostgREST; error=${e.code}`, ...e.headers },
      });
    }
  };

  app.get('/', (c) =>
    c.json({ swagger: '2.0', info: { title: 'local-supabase REST', version: '12' }, paths: {} }),
  );
  app.all('/rpc/:fn', (c) => handle(c, { kind: 'rpc', name: decodePathSegment(c.req.param('fn')) }));
  app.all('/:table', (c) => handle(c, { kind: 'table', name: decodePathSegment(c.req.param('table')) }));
  app.all('*', (c) =>
    c.json(
      { code: 'PGRST125', details: null, hint: null, message: `Invalid path specified in request URL` },
      404,
    ),
  );
  return app;
}

interface HandlerArgs {
  ctx: ServiceContext;
  cache: SchemaCache;
  schema: string;
  name: string;
  method: string;
  url: URL;
  body: unknown;
  media: MediaChoice;
  prefer: Preferences;
  range: string | undefined;
  run: (readOnly: boolean, fn: (tx: Queryable) => Promise<Reply>) => Promise<Reply>;
}

/** Applies Range header paging to the root scope and returns the effective offset. */
function applyRange(node: ReadNode, range: string | undefined): number {
  const r = parseRange(range);
  if (r) {
    node.offset = (node.offset ?? 0) + r.offset;
    if (r.limit !== undefined) node.limit = Math.min(node.limit ?? Infinity, r.limit);
  }
  return node.offset ?? 0;
}

function readReply(
  row: ResultRow,
  a: HandlerArgs,
  offset: number,
  opts: { singleObject?: boolean } = {},
): Reply {
  const counted = a.prefer.count !== undefined;
  const headers: Record<string, string> = {
    'Content-Range': contentRange(offset, row.page_total, row.total),
  };
  if (a.media.kind === 'object') {
    if (row.page_total !== 1) throw singularError(row.page_total);
    return {
      status: 200,
      body: row.first,
      headers: { ...headers, 'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8' },
    };
  }
  if (counted && row.total !== null && offset > 0 && offset >= row.total && row.page_total === 0) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${row.total} rows.`,
      null,
      { 'Content-Range': `*/${row.total}` },
    );
  }
  const status = counted && row.total !== null && row.page_total < row.total ? 206 : 200;
  if (a.media.kind === 'csv') {
    return {
      status,
      body: toCsv(JSON.parse(row.body) as Record<string, unknown>[]),
      headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' },
    };
  }
  if (opts.singleObject)
    return { status, body: row.first ?? 'null', headers: { ...headers, 'Content-Type': JSON_TYPE } };
  return { status, body: row.body, headers: { ...headers, 'Content-Type': JSON_TYPE } };
}

const singularError = (n: number) =>
  new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
  );

async function handleTable(a: HandlerArgs): Promise<Reply> {
  const table = a.cache.table(a.schema, a.name);
  if (!table) {
    const similar = [...a.cache.tables.values()].find(
      (t) => t.schema === a.schema && t.name.toLowerCase() === a.name.toLowerCase(),
    );
    throw tableNotFound(a.schema, a.name, similar?.name);
  }
  const query = parseQuery(a.url.searchParams);
  const source: Source = tableSource(table, qualified(table.schema, table.name));
  const node = planRead(a.cache, source, query.select, query.scopes, qualified);
  const stripNulls = a.media.stripNulls;
  const count = a.prefer.count !== undefined;

  if (a.method === 'GET' || a.method === 'HEAD') {
    const offset = applyRange(node, a.range);
    const { sql, params } = buildRead(node, { count, stripNulls, maxRows: a.ctx.config.api.maxRows });
    return a.run(true, async (tx) => readReply((await tx.query<ResultRow>(sql, params)).rows[0]!, a, offset));
  }

  const kind: WriteKind | undefined =
    a.method === 'POST'
      ? 'insert'
      : a.method === 'PATCH'
        ? 'update'
        : a.method === 'DELETE'
          ? 'delete'
          : undefined;
  if (!kind) throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${a.method}`);
  if (kind !== 'delete' && a.body === undefined)
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  const ret = a.prefer.return ?? 'minimal';
  const singular = a.media.kind === 'object';
  const wantRows = ret !== 'minimal' || singular || a.media.kind === 'csv';
  const returningNode: ReadNode =
    ret === 'headers-only' && table.primaryKey.length
      ? {
          ...node,
          items: table.primaryKey.map((name) => ({ kind: 'field' as const, name, path: [] })),
          embeds: [],
        }
      : node;
  const { sql, params } = buildWrite({
    kind,
    table,
    scope: query.scopes.get('')!,
    body: a.body,
    ...(query.columns ? { columns: query.columns } : {}),
    ...(query.onConflict ? { onConflict: query.onConflict } : {}),
    ...(a.prefer.resolution ? { resolution: a.prefer.resolution } : {}),
    missingDefault: a.prefer.missing === 'default',
    ...(wantRows ? { returning: { node: returningNode, opts: { count: false, stripNulls } } } : {}),
  });
  return a.run(false, async (tx) => {
    let n: number;
    let row: ResultRow | undefined;
    if (wantRows) {
      row = (await tx.query<ResultRow>(sql, params)).rows[0]!;
      n = row.page_total;
    } else {
      n = (await tx.query(sql, params)).affectedRows;
    }
    if (singular && n !== 1) throw singularError(n);
    if (a.prefer.maxAffected !== undefined && a.prefer.handling === 'strict' && n > a.prefer.maxAffected) {
      throw new RestError(
        400,
        'PGRST124',
        'Query result exceeds max-affected preference constraint',
        `The query affects ${n} rows`,
      );
    }
    const total = count ? n : null;
    const headers: Record<string, string> = {
      'Content-Range': kind === 'update' ? contentRange(0, n, total) : `*/${total ?? '*'}`,
    };
    // A merge upsert that only updated rows answers 200 (PostgREST 12+).
    const onlyUpdated =
      kind === 'insert' && a.prefer.resolution !== undefined && row?.inserted === 0 && n > 0;
    const status =
      kind === 'insert' ? (onlyUpdated ? 200 : 201) : ret === 'representation' || singular ? 200 : 204;
    if (ret === 'headers-only' && kind === 'insert' && row?.first && table.primaryKey.length) {
      const first = JSON.parse(row.first) as Record<string, unknown>;
      const qs = table.primaryKey
        .map((k) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(first[k] as string))}`)
        .join('&');
      headers.Location = `/${table.name}?${qs}`;
    }
    if (ret !== 'representation' && !singular) return { status, body: null, headers };
    const shaped = readReply(row!, { ...a, prefer: { ...a.prefer, count: undefined } }, 0);
    return { ...shaped, status, headers: { ...shaped.headers, ...headers } };
  });
}

async function handleRpc(a: HandlerArgs): Promise<Reply> {
  const isRead = a.method === 'GET' || a.method === 'HEAD';
  if (!isRead && a.method !== 'POST')
    throw new RestError(405, 'PGRST101', `Cannot use the ${a.method} method on RPC`);
  const known = a.cache.functions.filter((f) => f.schema === a.schema && f.name === a.name);
  const argNames = new Set(known.flatMap((f) => f.args.map((x) => x.name)));
  const query = parseQuery(a.url.searchParams, isRead ? (k) => argNames.has(k) : () => false);
  let args: unknown = query.args;
  if (!isRead) {
    args = a.body ?? {};
  }
  const isObj = typeof args === 'object' && args !== null && !Array.isArray(args);
  const keys = isObj ? Object.keys(args as object) : [];
  const fn = resolveFunction(a.cache, a.schema, a.name, keys, !isRead && a.body !== undefined);
  if (!isObj && !takesWholeBody(fn)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  const readOnly = isRead || fn.volatility !== 'volatile';
  const count = a.prefer.count !== undefined;

  if (fn.returnColumns) {
    const params = new Params();
    const source = rowSource(fn, args, params);
    const node = planRead(a.cache, source, query.select, query.scopes, qualified);
    const offset = applyRange(node, a.range);
    const sql = resultSql(new Renderer(params), node, {
      count,
      stripNulls: a.media.stripNulls,
      maxRows: a.ctx.config.api.maxRows,
    });
    return a.run(readOnly, async (tx) => {
      const reply = readReply((await tx.query<ResultRow>(sql, params.values)).rows[0]!, a, offset, {
        singleObject: !fn.returnsSet,
      });
      // supabase-js sends `head: true` calls with object arguments as POST + return=minimal.
      return a.prefer.return === 'minimal' ? { ...reply, status: 204, body: null } : reply;
    });
  }
  const params = new Params();
  const sql = scalarSql(fn, args, params);
  return a.run(readOnly, async (tx): Promise<Reply> => {
    const { rows } = await tx.query<{ body: string | null }>(sql, params.values);
    if (fn.returnType === 'void') return { status: 204, body: null, headers: {} };
    const body = rows[0]?.body ?? 'null';
    if (a.media.kind === 'object' && fn.returnsSet) {
      const list = JSON.parse(body) as unknown[];
      if (list.length !== 1) throw singularError(list.length);
      return { status: 200, body: JSON.stringify(list[0]), headers: { 'Content-Type': JSON_TYPE } };
    }
    return { status: 200, body, headers: { 'Content-Type': JSON_TYPE } };
  });
}
