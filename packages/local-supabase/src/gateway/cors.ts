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
 * Lets a browser app on any origin call every route: preflights are answered
 * here, echoing whatever headers were asked for, since supabase-js and its
 * users send many custom ones.
 */
export function cors(): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin') ?? '*';
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Credentials': 'true',
          'Access-Control-Allow-Methods': ALLOWED_METHODS,
          'Access-Control-Allow-Headers': c.req.header('access-control-request-headers') ?? '*',
          'Access-Control-Max-Age': '3600',
          Vary: 'Origin',
        },
      });
    }
    await next();
    const headers = c.res.headers;
    if (!headers.has('Access-Control-Allow-Origin')) {
      headers.set('Access-Control-Allow-Origin', origin);
      headers.set('Access-Control-Allow-Credentials', 'true');
      headers.append('Vary', 'Origin');
    }
    if (!headers.has('Access-Control-Expose-Headers'))
      headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  };
}
