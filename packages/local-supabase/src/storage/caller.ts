import type { Context } from 'hono';
import type { Queryable } from '../db/database';
import { withRequestContext, type RequestContext } from '../db/request-context';
import type { GatewayEnv, ServiceContext } from '../service-contract';
import { verifyCaller, type CallerCheck } from '../keys/caller';
import type { JwtClaims } from '../keys/jwt';
import { errors } from './errors';

/** Who a storage request acts as. */
export interface Caller {
  role: string;
  claims: JwtClaims;
}

export const serviceCaller: Caller = { role: 'service_role', claims: { role: 'service_role' } };

type TokenProblem = Exclude<Extract<CallerCheck, { ok: false }>['problem'], 'missing' | 'empty'>;

/**
 * What Storage says of a token it cannot verify: the message of the JWT
 * library it verifies with, passed on as is.
 */
export function tokenFailureMessage(problem: TokenProblem, alg?: string): string {
  switch (problem) {
    case 'expired':
      return '"exp" claim timestamp check failed';
    case 'signature':
      return 'signature verification failed';
    case 'malformed':
      return 'Invalid Compact JWS';
    case 'algorithm':
      return alg === 'ES256' || alg === 'RS256'
        ? 'no applicable key found in the JSON Web Key Set'
        : '"alg" (Algorithm) Header Parameter value not allowed';
  }
}

/**
 * Verifies the bearer token as Storage does: a token that does not verify is
 * AccessDenied; anything unverifiable is refused, never downgraded. A request
 * with neither key nor token reaches Storage through the CLI's gateway with an
 * empty `authorization` header, which Storage's JWT library refuses as
 * "Invalid Compact JWS" (storage-js's bucket-api test 'handles missing
 * authorization errors if header is not provided').
 */
export async function resolveCaller(c: Context<GatewayEnv>, ctx: ServiceContext): Promise<Caller> {
  const checked = await verifyCaller(c.get('auth').token || undefined, ctx.keys.signingKeys.verification, {
    clock: ctx.clock,
  });
  if (!checked.ok) {
    const problem =
      checked.problem === 'missing' || checked.problem === 'empty' ? 'malformed' : checked.problem;
    throw errors.accessDenied(
      tokenFailureMessage(problem, checked.problem === 'algorithm' ? checked.alg : undefined),
    );
  }
  if (!checked.apiRole) throw errors.accessDenied(`role "${checked.role ?? ''}" is not allowed`);
  return { role: checked.role!, claims: checked.claims };
}

/** The owner recorded on objects the caller creates: its `sub`, null for service_role. */
export function ownerOf(caller: Caller): { owner: string | null; ownerId: string | null } {
  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  const isUuid = sub !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub);
  return { owner: isUuid ? sub : null, ownerId: sub };
}

function requestContext(caller: Caller, c: Context<GatewayEnv>): RequestContext {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return {
    role: caller.role,
    claims: caller.claims,
    method: c.req.method,
    path: c.req.path,
    headers,
    searchPath: ['storage', 'public', 'extensions'],
  };
}

/**
 * Runs `fn` in one transaction as the caller, with `storage.operation` set as
 * Storage sets it, so the project's storage policies decide.
 */
export function asCaller<T>(
  ctx: ServiceContext,
  caller: Caller,
  c: Context<GatewayEnv>,
  operation: string,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return withRequestContext(ctx.db, requestContext(caller, c), async (tx) => {
    // As Storage scopes each of its transactions: the operation for policies, and leave for
    // its own deletes past the direct-delete guard (storage.protect_delete).
    await tx.query(
      `select set_config('storage.operation', $1, true), set_config('storage.allow_delete_query', 'true', true)`,
      [operation],
    );
    return fn(tx);
  });
}

/** Marks a dry run: the transaction is rolled back once the statement passed. */
class DryRun extends Error {}

/** Runs `fn` as the caller and rolls it back: the policy check Storage does before accepting bytes. */
export async function checkAsCaller(
  ctx: ServiceContext,
  caller: Caller,
  c: Context<GatewayEnv>,
  operation: string,
  fn: (tx: Queryable) => Promise<unknown>,
): Promise<void> {
  try {
    await asCaller(ctx, caller, c, operation, async (tx) => {
      await fn(tx);
      throw new DryRun();
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
}
