import { createHmac, randomBytes } from 'node:crypto';
import type { JWK } from 'jose';
import { signJwt } from './jwt';
import { loadSigningKeys, type SigningKeys } from './signing-keys';

/** The keys a project hands out, all derived from its JWT secret. */
export interface ApiKeys {
  jwtSecret: string;
  /** Legacy anon key: an HS256 JWT with role `anon`. */
  anonKey: string;
  /** Legacy service-role key: an HS256 JWT with role `service_role`. */
  serviceRoleKey: string;
  /** New-style opaque key that stands for `anon`. */
  publishableKey: string;
  /** New-style opaque key that stands for `service_role`. */
  secretKey: string;
  /** The asymmetric signing keys (`[auth] signing_keys_path`), and what verifies callers' tokens. */
  signingKeys: SigningKeys;
}

export function generateJwtSecret(): string {
  return randomBytes(32).toString('base64url');
}

// Ten years, as the CLI's local keys: they must outlive any dev database.
const KEY_LIFETIME_S = 10 * 365 * 24 * 3600;

export async function deriveApiKeys(jwtSecret: string, signingJwks: readonly JWK[] = []): Promise<ApiKeys> {
  const derive = (label: string) =>
    createHmac('sha256', jwtSecret).update(label).digest('base64url').slice(0, 32);
  // Fixed iat so the same secret always yields the same keys across restarts.
  const iat = 1_767_225_600;
  const legacy = (role: string) =>
    signJwt({ iss: 'supabase', ref: 'local', role, iat, exp: iat + KEY_LIFETIME_S }, jwtSecret);
  return {
    jwtSecret,
    anonKey: await legacy('anon'),
    serviceRoleKey: await legacy('service_role'),
    publishableKey: `sb_publishable_${derive('publishable')}`,
    secretKey: `sb_secret_${derive('secret')}`,
    signingKeys: await loadSigningKeys(jwtSecret, signingJwks),
  };
}
