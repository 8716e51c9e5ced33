import type { MiddlewareHandler } from 'hono';

/** Response headers supabase-js reads; a browser hides any header not listed here. */
export const EXPOSED_HEADERS = [
  'Content-Range',
  'Content-Location',
  'Content-Type',
  'Content-Length',
  'Content-Disposition',
  'Location',
  'Range-Unit',
  'Preference-Applied',
  'Proxy-Status',
  'X-Total-Count',
  'Link',
  'X-Supabase-Api-Version',
  'X-Sb-Error-Code',
  'x-relay-error',
  'sb-error-code',
  'ETag',
  'Upload-Offset',
  'Upload-Length',
  'Upload-Metadata',
  'Tus-Resumable',
  'Tus-Version',
  'Tus-Max-Size',
  'Tus-Extension',
].join(', ');

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD';

/**
 * CORS as hosted Supabase answers it: any origin may call the APIs, but only
 * with the project key in a header, never with the browser's cookies — so the
 * origin is always `*` and credentials are never allowed (a browser refuses a
 * credentialed request answered with `*`). Preflights echo the requested
 * headers, since supabase-js and its users send many custom ones.
 *
 * Paths under `excludePrefixes` get no CORS headers at all: the browser then
 * keeps their responses from every other origin (the local-only mailbox).
 */
export function cors(options: { excludePrefixes?: readonly string[] } = {}): MiddlewareHandler {
  const excluded = (path: string) =>
    (options.excludePrefixes ?? []).some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  return async (c, next) => {
    if (excluded(c.req.path)) return next();
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': ALLOWED_METHODS,
          'Access-Control-Allow-Headers': c.req.header('access-control-request-headers') ?? '*',
          'Access-Control-Max-Age': '3600',
        },
      });
    }
    await next();
    const headers = c.res.headers;
    // An edge function may answer with its own CORS headers, as on Supabase.
    if (!headers.has('Access-Control-Allow-Origin')) headers.set('Access-Control-Allow-Origin', '*');
    if (!headers.has('Access-Control-Expose-Headers'))
      headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  };
}
