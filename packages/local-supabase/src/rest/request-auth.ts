import type { Clock } from '../clock';
import { verifyCaller } from '../keys/caller';
import type { VerificationKeys } from '../keys/signing-keys';
import type { JwtClaims } from '../keys/jwt';
import { RestError } from './errors';

function jwtError(code: 'PGRST301' | 'PGRST303', message: string, details: string | null = null): RestError {
  return new RestError(401, code, message, details, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  });
}

/** Verifies the bearer token with PostgREST 13's errors and picks the database role. */
export async function authenticate(
  token: string | undefined,
  keys: string | VerificationKeys,
  clock?: Clock,
): Promise<{ role: string; claims: JwtClaims }> {
  const checked = await verifyCaller(token, keys, clock ? { clock } : {});
  if (checked.ok) {
    const role = checked.role ?? 'anon';
    // PostgREST's `SET ROLE` fails for roles the authenticator cannot become.
    if (checked.role !== undefined && !checked.apiRole)
      throw new RestError(401, '22023', `role "${role}" does not exist`);
    return { role, claims: checked.claims };
  }
  switch (checked.problem) {
    case 'missing':
      return { role: 'anon', claims: { role: 'anon' } };
    case 'empty':
      throw jwtError('PGRST301', 'Empty JWT is sent in Authorization header');
    case 'malformed':
      throw jwtError(
        'PGRST301',
        checked.parts === 3 ? "JWT couldn't be decoded" : `Expected 3 parts in JWT; got ${checked.parts}`,
      );
    case 'algorithm':
      throw jwtError(
        'PGRST301',
        'Wrong or unsupported encoding algorithm',
        `Unsupported algorithm ${checked.alg}`,
      );
    case 'expired':
      throw jwtError('PGRST303', 'JWT expired');
    case 'signature':
      throw jwtError(
        'PGRST301',
        'No suitable key or wrong key type',
        'No suitable key was found to decode the JWT',
      );
  }
}
