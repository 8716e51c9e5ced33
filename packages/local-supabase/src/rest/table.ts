import type { ServiceContext } from '../service-contract';
import { buildCountPlan, buildRead, type ResultRow } from './build/build-read';
import { countTotal, plannedRows } from './build/count';
import { buildWrite, type WriteKind } from './build/build-write';
import { RestError, tableNotFound } from './errors';
import { sqlBody } from './media';
import { applyRange, planRead, tableSource } from './plan/plan';
import type { ReadNode } from './plan/read-tree';
import { appliedPreferences, checkMaxAffected } from './parse/prefer';
import { parseQuery } from './parse/query';
import { contentRange, rowsReply, singularError, withApplied, type Reply } from './reply';
import type { RestRequest } from './request';
import { runStatement } from './run';
import type { SchemaCache, Table } from './plan/schema-cache';
import { qualified } from './build/sql';

const WRITE_KINDS: Record<string, WriteKind> = { POST: 'insert', PATCH: 'update', DELETE: 'delete' };

function findTable(cache: SchemaCache, schema: string, name: string): Table {
  const table = cache.table(schema, name);
  if (table) return table;
  const similar = [...cache.tables.values()].find(
    (t) => t.schema === schema && t.name.toLowerCase() === name.toLowerCase(),
  );
  throw tableNotFound(schema, name, similar?.name);
}

/** `/rest/v1/<table>`: parse → plan → build → run → reply, for reads and writes. */
export function handleTable(ctx: ServiceContext, cache: SchemaCache, req: RestRequest): Promise<Reply> {
  const table = findTable(cache, req.schema, req.resource.name);
  const query = parseQuery(req.search);
  const node = planRead(
    cache,
    tableSource(table, qualified(table.schema, table.name)),
    query.select,
    query.scopes,
    qualified,
  );
  const counted = req.prefer.count !== undefined;

  if (req.isRead) {
    const offset = applyRange(node, req.range);
    const maxRows = ctx.config.api.maxRows;
    const statement = buildRead(node, {
      // A planned count needs no exact one.
      count: counted && req.prefer.count !== 'planned',
      stripNulls: req.media.stripNulls,
      first: req.media.kind === 'object',
      maxRows,
      format: sqlBody(req.media),
    });
    const estimate = req.prefer.count === 'planned' || req.prefer.count === 'estimated';
    const countPlan = estimate && !req.media.plan ? buildCountPlan(node) : undefined;
    return runStatement<ResultRow>(
      ctx.db,
      req,
      true,
      statement,
      ({ rows }, explained) => {
        const row = rows[0]!;
        const total = explained
          ? countTotal(req.prefer.count!, row.total, plannedRows(explained.rows[0]), maxRows)
          : row.total;
        return rowsReply({ ...row, total }, { media: req.media, counted, offset });
      },
      countPlan,
    ).then((reply) => withApplied(reply, appliedPreferences(req.prefer, 'read')));
  }

  const kind = WRITE_KINDS[req.method];
  if (!kind) throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
  if (kind !== 'delete' && req.body === undefined)
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  const ret = req.prefer.return ?? 'minimal';
  const singular = req.media.kind === 'object';
  const wantRows = ret !== 'minimal' || singular || sqlBody(req.media) !== undefined;
  const returningNode: ReadNode =
    ret === 'headers-only' && table.primaryKey.length
      ? {
          ...node,
          items: table.primaryKey.map((name) => ({ kind: 'field' as const, name, path: [] })),
          embeds: [],
        }
      : node;
  const statement = buildWrite({
    kind,
    table,
    scope: query.scopes.get('')!,
    body: req.body,
    ...(query.columns ? { columns: query.columns } : {}),
    ...(query.onConflict ? { onConflict: query.onConflict } : {}),
    ...(req.prefer.resolution ? { resolution: req.prefer.resolution } : {}),
    missingDefault: req.prefer.missing === 'default',
    ...(wantRows
      ? {
          returning: {
            node: returningNode,
            opts: {
              count: false,
              stripNulls: req.media.stripNulls,
              first: singular || ret === 'headers-only',
              format: sqlBody(req.media),
            },
          },
        }
      : {}),
  });
  const applied = appliedPreferences(req.prefer, kind, {
    conflictTarget: table.primaryKey.length > 0 || query.onConflict !== undefined,
  });
  const reply = runStatement<ResultRow>(ctx.db, req, false, statement, (result): Reply => {
    const row = wantRows ? result.rows[0]! : undefined;
    const n = row ? row.page_total : result.affectedRows;
    if (singular && n !== 1) throw singularError(n);
    // PostgREST limits the rows an update or delete touches, never an insert.
    if (kind !== 'insert') checkMaxAffected(req.prefer, n);
    const total = counted ? n : null;
    const headers: Record<string, string> = {
      'Content-Range': kind === 'update' ? contentRange(0, n, total) : `*/${total ?? '*'}`,
    };
    // A merge upsert that only updated rows answers 200 (PostgREST 12+).
    const onlyUpdated =
      kind === 'insert' && req.prefer.resolution !== undefined && row?.inserted === 0 && n > 0;
    const status =
      kind === 'insert' ? (onlyUpdated ? 200 : 201) : ret === 'representation' || singular ? 200 : 204;
    if (ret === 'headers-only' && kind === 'insert' && row?.first && table.primaryKey.length) {
      const first = JSON.parse(new TextDecoder().decode(row.first)) as Record<string, unknown>;
      const qs = table.primaryKey
        .map((k) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(first[k] as string))}`)
        .join('&');
      headers.Location = `/${table.name}?${qs}`;
    }
    if (ret !== 'representation' && !singular) return { status, body: null, headers };
    const shaped = rowsReply(row!, { media: req.media, counted: false, offset: 0 });
    return { ...shaped, status, headers: { ...shaped.headers, ...headers } };
  });
  return reply.then((r) => withApplied(r, applied));
}
