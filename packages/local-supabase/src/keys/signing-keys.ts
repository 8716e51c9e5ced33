import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { JwtClaims } from './jwt';

/** The asymmetric algorithms Supabase signing keys use. */
const ASYMMETRIC = new Set(['ES256', 'RS256']);
/** Members of a private JWK that must never reach the JWKS. */
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

/**
 * What verifies a caller's JWT: the legacy HS256 secret, always accepted, and
 * the public halves of the project's signing keys by `kid`.
 */
export interface VerificationKeys {
  secret: string;
  publicKeys: ReadonlyMap<string, { alg: string; key: CryptoKey | Uint8Array }>;
}

/** The project's asymmetric keys: the one that signs access tokens, and the JWKS served to verifiers. */
export interface SigningKeys {
  /** The key with `key_ops` containing `sign`, as GoTrue picks it; none means tokens are HS256. */
  signing: { kid: string; alg: string; key: CryptoKey | Uint8Array } | undefined;
  /** Public JWKs with `key_ops: ["verify"]`, as GoTrue's `/.well-known/jwks.json` lists them. */
  jwks: JWK[];
  verification: VerificationKeys;
}

/** GoTrue's public half (`conf/jwk.go`): the private members dropped, `use: "sig"`, `key_ops: ["verify"]`. */
function publicJwk(jwk: JWK): JWK {
  const pub: Record<string, unknown> = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete pub[member];
  delete pub.ext;
  return { ...(pub as JWK), use: 'sig', key_ops: ['verify'] };
}

/**
 * A private JWK as `supabase gen signing-key` writes one (a random `kid`,
 * `key_ops: ["sign", "verify"]`, `ext: true`), for a `signing_keys_path` file
 * or the `signingKeys` option; `sign: false` makes a verify-only standby key.
 */
export async function generateSigningKey(
  alg: 'ES256' | 'RS256',
  options: { kid?: string; sign?: boolean } = {},
): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  return {
    ...(await exportJWK(privateKey)),
    kid: options.kid ?? randomUUID(),
    alg,
    use: 'sig',
    key_ops: options.sign === false ? ['verify'] : ['sign', 'verify'],
    ext: true,
  };
}

/**
 * Reads the private JWKs of `[auth] signing_keys_path` (the CLI's format: a
 * JSON array). Each must be ES256 or RS256 with a `kid`; HS256 keys are
 * refused since the JWT secret plays that part. As GoTrue's
 * `JwtKeysDecoder.Validate`, exactly one key may have `sign` in its `key_ops`.
 */
export async function loadSigningKeys(secret: string, keys: readonly JWK[]): Promise<SigningKeys> {
  const publicKeys = new Map<string, { alg: string; key: CryptoKey | Uint8Array }>();
  const jwks: JWK[] = [];
  let signing: SigningKeys['signing'];
  for (const jwk of keys) {
    const alg = jwk.alg ?? '';
    if (!ASYMMETRIC.has(alg))
      throw new Error(`signing key ${jwk.kid ?? '(no kid)'}: alg must be ES256 or RS256`);
    if (!jwk.kid) throw new Error('signing key without a kid');
    if (!jwk.d) throw new Error(`signing key ${jwk.kid}: the private key is missing`);
    const pub = publicJwk(jwk);
    publicKeys.set(jwk.kid, { alg, key: await importJWK(pub, alg) });
    jwks.push(pub);
    if ((jwk.key_ops ?? []).includes('sign')) {
      if (signing) throw new Error('multiple signing keys detected, only 1 signing key is supported');
      // A private key can only sign: WebCrypto refuses to import it with `verify` among its usages.
      const { key_ops: _ops, ext: _ext, ...privateOnly } = jwk;
      signing = { kid: jwk.kid, alg, key: await importJWK(privateOnly, alg) };
    }
  }
  if (keys.length > 0 && !signing) throw new Error('no signing key detected');
  return { signing, jwks, verification: { secret, publicKeys } };
}

/**
 * Signs a user's access token as GoTrue does: with the signing key and its
 * `kid` when the project has one, else HS256 with the JWT secret.
 */
export async function signAccessToken(claims: JwtClaims, keys: SigningKeys): Promise<string> {
  const { signing } = keys;
  if (!signing) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(keys.verification.secret));
  }
  return new SignJWT(claims)
    .setProtectedHeader({ alg: signing.alg, kid: signing.kid, typ: 'JWT' })
    .sign(signing.key);
}
