import { FunctionError } from './http.ts';
import { decodeJwt } from './sdk/inputs.js';

export interface Caller {
  userId: string;
  token: string;
  /** The session's assurance level: `aal2` once a second factor was verified on it. */
  aal: string | undefined;
}

/**
 * The signed-in user behind the request. The platform verified the JWT
 * before the function ran (verify_jwt = true), so reading its claims is enough;
 * every data access below still goes through RLS with this same token.
 */
export function callerOf(req: Request): Caller {
  const token = /^Bearer (.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token) throw new FunctionError('forbidden', 'Sign in first.');
  let claims: { readonly [claim: string]: unknown };
  try {
    claims = decodeJwt(token);
  } catch {
    throw new FunctionError('forbidden', 'Sign in first.');
  }
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') {
    throw new FunctionError('forbidden', 'Sign in first.');
  }
  return { userId: claims.sub, token, aal: typeof claims.aal === 'string' ? claims.aal : undefined };
}
