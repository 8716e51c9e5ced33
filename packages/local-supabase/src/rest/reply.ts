import type { ResultRow } from './build/build-read';
import { RestError, toRestError } from './errors';
import { SQL_BODY_TYPES, sqlBody, type MediaChoice } from './media';

/** An answer before it becomes an HTTP response. */
export interface Reply {
  status: number;
  /** Text, or the UTF-8 bytes of a body the database built. */
  body: string | Uint8Array<ArrayBuffer> | null;
  headers: Record<string, string>;
}

export const JSON_TYPE = 'application/json; charset=utf-8';

export function contentRange(offset: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`;
}

export const singularError = (n: number) =>
  new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
  );

export interface RowsReplyOptions {
  media: MediaChoice;
  /** A count was asked for (`Prefer: count=…`), so partial pages answer 206. */
  counted: boolean;
  /** The page's first row number, for `Content-Range`. */
  offset: number;
  /** The result is one value, not a list (a function returning one row). */
  singleObject?: boolean;
}

/** Shapes a result statement's row into PostgREST's answer for the negotiated media type. */
export function rowsReply(row: ResultRow, opts: RowsReplyOptions): Reply {
  const { offset } = opts;
  const headers: Record<string, string> = {
    'Content-Range': contentRange(offset, row.page_total, row.total),
  };
  if (opts.media.kind === 'object') {
    if (row.page_total !== 1) throw singularError(row.page_total);
    return {
      status: 200,
      body: row.first,
      headers: { ...headers, 'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8' },
    };
  }
  if (opts.counted && row.total !== null && offset > 0 && offset >= row.total && row.page_total === 0) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${row.total} rows.`,
      null,
      { 'Content-Range': `*/${row.total}` },
    );
  }
  const status = opts.counted && row.total !== null && row.page_total < row.total ? 206 : 200;
  const format = sqlBody(opts.media);
  if (format) {
    return {
      status,
      // Built in SQL by resultSql when the request asked for it.
      body: row.formatted ?? '',
      headers: { ...headers, 'Content-Type': SQL_BODY_TYPES[format] },
    };
  }
  if (opts.singleObject)
    return { status, body: row.first ?? 'null', headers: { ...headers, 'Content-Type': JSON_TYPE } };
  return { status, body: row.body, headers: { ...headers, 'Content-Type': JSON_TYPE } };
}

/** Adds `Preference-Applied` when any preference was applied. */
export function withApplied(reply: Reply, applied: string | undefined): Reply {
  return applied ? { ...reply, headers: { ...reply.headers, 'Preference-Applied': applied } } : reply;
}

const encoder = new TextEncoder();

/** The HTTP response for a reply; HEAD answers carry headers only. */
export function toResponse(reply: Reply, method: string): Response {
  const body =
    method === 'HEAD' || reply.body === null
      ? null
      : // Bytes, as the server writes a string of megabytes to its socket far slower.
        typeof reply.body === 'string'
        ? encoder.encode(reply.body)
        : reply.body;
  return new Response(body, {
    status: reply.status,
    headers: reply.headers,
  });
}

/** Anything thrown while serving a request, answered in PostgREST's error shape. */
export function errorResponse(
  error: unknown,
  method: string,
  role: string,
): { error: RestError; response: Response } {
  const e = toRestError(error, role);
  const response = new Response(method === 'HEAD' ? null : JSON.stringify(e), {
    status: e.status,
    headers: { 'Content-Type': JSON_TYPE, 'Proxy-Status': `PostgREST; error=${e.code}`, ...e.headers },
  });
  return { error: e, response };
}
