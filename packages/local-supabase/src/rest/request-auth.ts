import { API_ROLES } from '../db/request-context';
import { verifyJwt, type JwtClaims } from '../keys/jwt';
import { RestError } from './errors';

function jwtError(code: 'PGRST301' | 'PGRST303', message: string, details: string | null = null): RestError {
  return new RestError(401, code, message, details, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  });
}

function headerAlg(token: string): string | undefined {
  try {
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as {
      alg?: unknown;
    };
    return typeof header.alg === 'string' ? header.alg : undefined;
  } catch {
    return undefined;
  }
}

/** Verifies the bearer token with PostgREST 13's errors and picks the database role. */
export async function authenticate(
  token: string | undefined,
  secret: string,
): Promise<{ role: string; claims: JwtClaims }> {
  if (token === undefined) return { role: 'anon', claims: { role: 'anon' } };
  if (token === '') throw jwtError('PGRST301', 'Empty JWT is sent in Authorization header');
  const parts = token.split('.').length;
  if (parts !== 3) throw jwtError('PGRST301', `Expected 3 parts in JWT; got ${parts}`);
  const result = await verifyJwt(token, secret);
  if (!result.ok) {
    if (result.reason === 'expired') throw jwtError('PGRST303', 'JWT expired');
    const alg = headerAlg(token);
    if (alg === undefined) throw jwtError('PGRST301', "JWT couldn't be decoded");
    if (alg !== 'HS256')
      throw jwtError('PGRST301', 'Wrong or unsupported encoding algorithm', `Unsupported algorithm ${alg}`);
    throw jwtError(
      'PGRST301',
      'No suitable key or wrong key type',
      'No suitable key was found to decode the JWT',
    );
  }
  const role = typeof result.claims.role === 'string' ? result.claims.role : 'anon';
  if (!API_ROLES.has(role)) {
    // PostgREST's `SET ROLE` fails for roles the authenticator cannot become.
    throw new RestError(401, '22023', `role "${role}" does not exist`);
  }
  return { role, claims: result.claims };
}
