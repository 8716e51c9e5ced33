import type { JwtClaims } from '../keys/jwt';
import type { Database, Queryable } from './database';

/** Roles a request may act as: those the `authenticator` role can switch to on Supabase. */
export const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** Who is asking and how, as PostgREST exposes it to SQL through settings. */
export interface RequestContext {
  role: string;
  claims: JwtClaims;
  method?: string;
  path?: string;
  /** Lower-case header names. */
  headers?: Record<string, string>;
  searchPath?: readonly string[];
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Applies the context with transaction-local settings, exactly where
 * `auth.uid()`, `auth.jwt()` and RLS policies look for it.
 */
export async function applyRequestContext(tx: Queryable, ctx: RequestContext): Promise<void> {
  const claims: JwtClaims = { ...ctx.claims, role: ctx.role };
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  await tx.query(
    `select set_config('search_path', $1, true),
            set_config('role', $2, true),
            set_config('request.jwt.claims', $3, true),
            set_config('request.jwt.claim.sub', $4, true),
            set_config('request.jwt.claim.role', $2, true),
            set_config('request.jwt.claim.email', $5, true),
            set_config('request.method', $6, true),
            set_config('request.path', $7, true),
            set_config('request.headers', $8, true)`,
    [
      (ctx.searchPath ?? ['public', 'extensions']).map(quoteIdent).join(', '),
      ctx.role,
      JSON.stringify(claims),
      str(claims.sub),
      str(claims.email),
      ctx.method ?? '',
      ctx.path ?? '',
      JSON.stringify(ctx.headers ?? {}),
    ],
  );
}

/** Runs `fn` in one transaction as the request's role, as PostgREST runs each request. */
export function withRequestContext<T>(
  db: Database,
  ctx: RequestContext,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  if (!API_ROLES.has(ctx.role)) {
    return Promise.reject(new Error(`role "${ctx.role}" is not an API role`));
  }
  return db.requestTransaction(async (tx) => {
    await applyRequestContext(tx, ctx);
    return fn(tx);
  });
}
