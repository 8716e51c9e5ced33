import { FunctionError } from './http.ts';

export interface Caller {
  userId: string;
  token: string;
}

/**
 * The signed-in user behind the request. The platform verified the JWT
 * before the function ran (verify_jwt = true), so reading its claims is enough;
 * every data access below still goes through RLS with this same token.
 */
export function callerOf(req: Request): Caller {
  const token = /^Bearer (.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!token || !payload) throw new FunctionError('forbidden', 'Sign in first.');
  let claims: { sub?: unknown; role?: unknown };
  try {
    claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as typeof claims;
  } catch {
    throw new FunctionError('forbidden', 'Sign in first.');
  }
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') {
    throw new FunctionError('forbidden', 'Sign in first.');
  }
  return { userId: claims.sub, token };
}
