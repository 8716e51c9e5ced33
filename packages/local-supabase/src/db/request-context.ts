import type { JwtClaims } from '../keys/jwt';
import type { Database, Queryable, Statement } from './database';

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

/** Transaction settings a request may ask for besides who it is. */
export interface TransactionSettings {
  /** `transaction_read_only`: the request must not write (GET, HEAD, stable functions). */
  readOnly?: boolean;
  /** `timezone` for this transaction (PostgREST's `Prefer: timezone=`). */
  timezone?: string;
  /**
   * The role's own settings (`alter role … set statement_timeout = …`), as
   * name and value. `set role` does not apply them (Postgres applies a role's
   * settings only at login, to the login role), so PostgREST sets them for
   * each request, before switching role; so does this.
   */
  roleSettings?: readonly (readonly [string, string])[];
}

/**
 * The one statement that applies the context with transaction-local settings,
 * exactly where `auth.uid()`, `auth.jwt()` and RLS policies look for it.
 */
export function requestContextStatement(ctx: RequestContext, settings: TransactionSettings = {}): Statement {
  const claims: JwtClaims = { ...ctx.claims, role: ctx.role };
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const params = [
    (ctx.searchPath ?? ['public', 'extensions']).map(quoteIdent).join(', '),
    ctx.role,
    JSON.stringify(claims),
    str(claims.sub),
    str(claims.email),
    ctx.method ?? '',
    ctx.path ?? '',
    JSON.stringify(ctx.headers ?? {}),
  ];
  let roleSettings = '';
  for (const [name, value] of settings.roleSettings ?? []) {
    params.push(name, value);
    roleSettings += `set_config($${params.length - 1}, $${params.length}, true), `;
  }
  let extra = '';
  // Switching to read-only is allowed at any point of a transaction, so it can share this statement.
  if (settings.readOnly) extra += `, set_config('transaction_read_only', 'on', true)`;
  if (settings.timezone !== undefined) {
    params.push(settings.timezone);
    extra += `, set_config('timezone', $${params.length}, true)`;
  }
  return {
    sql: `select set_config('search_path', $1, true),
            ${roleSettings}set_config('role', $2, true),
            set_config('request.jwt.claims', $3, true),
            set_config('request.jwt.claim.sub', $4, true),
            set_config('request.jwt.claim.role', $2, true),
            set_config('request.jwt.claim.email', $5, true),
            set_config('request.method', $6, true),
            set_config('request.path', $7, true),
            set_config('request.headers', $8, true)${extra}`,
    params,
  };
}

/** Applies the context inside an open transaction (see {@link requestContextStatement}). */
export async function applyRequestContext(tx: Queryable, ctx: RequestContext): Promise<void> {
  const { sql, params } = requestContextStatement(ctx);
  await tx.query(sql, params);
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
