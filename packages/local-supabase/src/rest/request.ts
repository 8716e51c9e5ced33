import type { Context } from 'hono';
import { readBodyWithin } from '../gateway/read-body';
import type { JwtClaims } from '../keys/jwt';
import type { GatewayEnv, ServiceContext } from '../service-contract';
import { RestError } from './errors';
import { negotiate, type MediaChoice } from './media';
import { parsePrefer, type Preferences } from './parse/prefer';
import type { VerifiedTokens } from './verified-tokens';

/** Bodies above this are refused before parsing. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** What `/rest/v1/<name>` or `/rest/v1/rpc/<name>` addresses. */
export interface Resource {
  kind: 'table' | 'rpc';
  name: string;
}

/** Everything the table and RPC handlers need from one HTTP request, checked and decoded once. */
export interface RestRequest {
  resource: Resource;
  /** Upper-case HTTP method. */
  method: string;
  isRead: boolean;
  role: string;
  claims: JwtClaims;
  /** The schema chosen by `Accept-Profile` / `Content-Profile`, already checked to be exposed. */
  schema: string;
  searchPath: string[];
  media: MediaChoice;
  prefer: Preferences;
  search: URLSearchParams;
  /** How the body was sent: raw kinds only reach a function's single unnamed parameter. */
  bodyKind: BodyKind;
  /**
   * The decoded JSON or form body, or for an RPC sent as text, XML or bytes the raw
   * body (bytes as Postgres' `\x` hex text); undefined when there is none.
   */
  body: unknown;
  /** The `Range` header's items, when it has a valid one. */
  range: { offset: number; limit?: number } | undefined;
  /** Lower-case header names, as SQL sees them in `request.headers`. */
  headers: Record<string, string>;
  /** PostgREST's `db-pre-request` function (schema, name), from the schema cache; run before the statement. */
  preRequest?: readonly [string, string] | undefined;
  /** The settings of `role` (e.g. its `statement_timeout`), from the schema cache; applied to its transaction. */
  roleSettings?: readonly (readonly [string, string])[] | undefined;
}

export function parseRange(header: string | undefined): { offset: number; limit?: number } | undefined {
  const m = header ? /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(header) : null;
  if (!m) return undefined;
  const offset = Number(m[1]);
  return m[2] ? { offset, limit: Math.max(0, Number(m[2]) - offset + 1) } : { offset };
}

const tooLarge = () =>
  new RestError(413, 'PGRST102', 'Request body is too large', `The limit is ${MAX_BODY_BYTES} bytes`);

export type BodyKind = 'json' | 'form' | 'text' | 'xml' | 'bytes';

/** The body kinds PostgREST hands whole to a function's single unnamed parameter. */
const RAW_KINDS: Record<string, BodyKind> = {
  'text/plain': 'text',
  'text/xml': 'xml',
  'application/octet-stream': 'bytes',
};

function bodyKind(contentType: string | undefined): BodyKind {
  const type = (contentType ?? 'application/json').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return RAW_KINDS[type] ?? 'json';
}

async function readBody(c: Context<GatewayEnv>, kind: BodyKind, raw: boolean): Promise<unknown> {
  const buffer = await readBodyWithin(c.req.raw, MAX_BODY_BYTES);
  if (!buffer) throw tooLarge();
  if (raw && kind === 'bytes') return `\\x${Buffer.from(buffer).toString('hex')}`;
  const text = new TextDecoder().decode(buffer);
  if (raw && (kind === 'text' || kind === 'xml')) return text;
  if (kind === 'form') {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

/** Decodes a path segment; malformed escapes stay as written (they then match no table or function). */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Authenticates the caller and decodes schema, media type, preferences, query and body. */
export async function parseRequest(
  c: Context<GatewayEnv>,
  ctx: ServiceContext,
  resource: Resource,
  tokens: VerifiedTokens,
): Promise<RestRequest> {
  const { role, claims } = await tokens.caller(c.get('auth')?.token);
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
  const kind = bodyKind(c.req.header('content-type'));
  // Raw bodies are for functions only; a table still reads them as JSON, as before.
  const raw = resource.kind === 'rpc' && method === 'POST' && kind !== 'json' && kind !== 'form';
  const body = isRead || method === 'DELETE' ? undefined : await readBody(c, kind, raw);
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, key) => (headers[key.toLowerCase()] = value));
  return {
    resource,
    method,
    isRead,
    role,
    claims,
    schema,
    searchPath: [schema, ...ctx.config.api.extraSearchPath.filter((s) => s !== schema)],
    media,
    prefer,
    search: new URL(c.req.url).searchParams,
    bodyKind: raw ? kind : 'json',
    body,
    range: parseRange(c.req.header('range')),
    headers,
  };
}
