import { API_ROLES } from '../db/request-context';
import { verifyJwt, type JwtClaims } from '../keys/jwt';
import { RestError } from './errors';

/** Verifies the bearer token as PostgREST does and picks the database role. */
export async function authenticate(
  token: string | undefined,
  secret: string,
): Promise<{ role: string; claims: JwtClaims }> {
  if (!token) return { role: 'anon', claims: { role: 'anon' } };
  const result = await verifyJwt(token, secret);
  if (!result.ok) {
    const message =
      result.reason === 'expired'
        ? 'JWT expired'
        : 'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)';
    const error = result.reason === 'expired' ? 'JWT expired' : 'Invalid JWT';
    const finalMessage =
      result.reason === 'invalid' && token.split('.').length === 3 ? 'JWSError JWSInvalidSignature' : message;
    throw new RestError(
      401,
      result.reason === 'expired' ? 'PGRST303' : 'PGRST301',
      finalMessage,
      null,
      null,
      {
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${error}"`,
      },
    );
  }
  const role = typeof result.claims.role === 'string' ? result.claims.role : 'anon';
  if (!API_ROLES.has(role)) {
    // PostgREST's `SET ROLE` fails for roles the authenticator cannot become.
    throw new RestError(401, '22023', `role "${role}" does not exist`);
  }
  return { role, claims: result.claims };
}
