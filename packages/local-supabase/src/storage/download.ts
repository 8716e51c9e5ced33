import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { GatewayEnv } from '../service-contract';
import type { ObjectRow } from './buckets-db';
import { errors } from './errors';
import type { FileStore } from './file-store';

/** `?download[=name]` as Storage answers it. */
export function contentDisposition(download: string | undefined, key: string): string | undefined {
  if (download === undefined) return undefined;
  const name = download || key.split('/').pop() || '';
  return name ? `attachment; filename="${encodeURIComponent(name)}"` : 'attachment;';
}

function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!header || !match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return 'invalid';
  let start: number;
  let end: number;
  if (from === '') {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

/**
 * The headers every object answer carries, whatever its type. Objects are served on the API's own
 * origin (hosted Storage has its own), where a page could reach the mailbox and the auth routes:
 * `nosniff` stops a browser from guessing HTML out of other bytes, and `sandbox` gives whatever it
 * does render (SVG, XML, HTML in an old browser) an opaque origin with scripts off.
 */
export function objectAnswerHeaders(mimetype: string): Headers {
  return new Headers({
    // As hosted Storage's renderer does: HTML is answered as plain text, never as a page.
    'Content-Type': mimetype.includes('text/html') ? 'text/plain' : mimetype,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': 'sandbox',
  });
}

/** Answers with the object's bytes and the headers Storage sends (ranges, conditional requests, `?download`). */
export async function serveObject(
  c: Context<GatewayEnv>,
  files: FileStore,
  object: ObjectRow,
): Promise<Response> {
  const size = object.version ? await files.size(object.bucket_id, object.name, object.version) : undefined;
  if (size === undefined || !object.version) throw errors.noSuchKey();
  const meta = object.metadata;
  const lastModified = new Date(object.updated_at).toUTCString();
  const headers = objectAnswerHeaders(meta?.mimetype ?? 'application/octet-stream');
  headers.set('Cache-Control', meta?.cacheControl ?? 'no-cache');
  headers.set('Last-Modified', lastModified);
  headers.set('Accept-Ranges', 'bytes');
  if (meta?.eTag) headers.set('ETag', meta.eTag);
  const disposition = contentDisposition(c.req.query('download'), object.name);
  if (disposition) headers.set('Content-Disposition', disposition);

  const ifNoneMatch = c.req.header('if-none-match');
  const ifModifiedSince = c.req.header('if-modified-since');
  if (
    (ifNoneMatch &&
      meta?.eTag &&
      ifNoneMatch.split(',').some((t) => t.trim() === meta.eTag || t.trim() === '*')) ||
    (!ifNoneMatch && ifModifiedSince && Date.parse(ifModifiedSince) >= Date.parse(lastModified))
  ) {
    return new Response(null, { status: 304, headers });
  }

  const range = parseRange(c.req.header('range'), size);
  if (range === 'invalid') {
    headers.set('Content-Range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const status = range ? 206 : 200;
  const length = range ? range.end - range.start + 1 : size;
  headers.set('Content-Length', String(length));
  if (range) headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  const stream = files.read(object.bucket_id, object.name, object.version, range);
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status, headers });
}

/** The JSON `info()` returns. */
export function objectInfo(object: ObjectRow) {
  const meta = object.metadata;
  return {
    id: object.id,
    name: object.name,
    version: object.version,
    bucket_id: object.bucket_id,
    size: meta?.size ?? null,
    content_type: meta?.mimetype ?? null,
    cache_control: meta?.cacheControl ?? null,
    etag: meta?.eTag ?? null,
    metadata: object.user_metadata ?? null,
    last_modified: object.updated_at,
    created_at: object.created_at,
  };
}
