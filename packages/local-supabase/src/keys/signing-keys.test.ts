import { createClient } from '@supabase/supabase-js';
import { decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startAuthBackend, uniqueEmail } from '../auth/test-helpers';
import type { LocalSupabase } from '../start';
import { startLocalSupabase } from '../start';
import { authFixtureDir } from '../auth/test-helpers';
import { createTestDatabase, databaseVariants, serverVariant } from '../test-database';
import { signJwt } from './jwt';

const PASSWORD = 'correct-horse-1';

/** A private JWK as `supabase gen signing-key` writes one. */
async function privateJwk(alg: 'ES256' | 'RS256', kid: string, sign: boolean): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  return {
    ...(await exportJWK(privateKey)),
    kid,
    alg,
    use: 'sig',
    key_ops: sign ? ['sign', 'verify'] : ['verify'],
    ext: true,
  };
}

for (const variant of databaseVariants) {
  describe(`asymmetric JWT signing keys (${variant.name})`, serverVariant(variant.server), () => {
    let backend: LocalSupabase;
    let drop = async () => {};
    let signingKey: JWK;
    let standbyKey: JWK;
    // auth-js caches a project's JWKS by kid for ten minutes across clients: each variant signs with its own kid.
    const kid = `es-key-${variant.name.toLowerCase()}`;

    beforeAll(async () => {
      signingKey = await privateJwk('ES256', kid, true);
      standbyKey = await privateJwk('RS256', 'rs-key-2', false);
      let dbUrl: string | undefined;
      if (variant.server) {
        const db = await createTestDatabase('ls_jwks');
        dbUrl = db.url;
        drop = () => db.drop();
      }
      backend = await startLocalSupabase({
        projectDir: authFixtureDir,
        dataDir: false,
        port: 0,
        dbPort: false,
        log: 'silent',
        signingKeys: [signingKey, standbyKey],
        ...(dbUrl ? { dbUrl } : {}),
      });
    });
    afterAll(async () => {
      await backend?.stop();
      await drop();
    });

    const rest = (token: string) =>
      fetch(`${backend.apiUrl}/rest/v1/profiles?select=id`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
      });
    const getUser = (token: string) =>
      fetch(`${backend.apiUrl}/auth/v1/user`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
      });

    it('serves the public halves at /.well-known/jwks.json, never a private member', async () => {
      const response = await fetch(`${backend.apiUrl}/auth/v1/.well-known/jwks.json`, {
        headers: { apikey: backend.anonKey },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=600');
      const { keys } = (await response.json()) as { keys: JWK[] };
      expect(keys.map((k) => [k.kid, k.alg, k.key_ops])).toEqual([
        [kid, 'ES256', ['verify']],
        ['rs-key-2', 'RS256', ['verify']],
      ]);
      for (const key of keys) {
        for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key).not.toHaveProperty(member);
      }
      expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', x: signingKey.x, y: signingKey.y });
    });

    it('signs access tokens with the signing key; getClaims verifies them locally with the JWKS', async () => {
      const requested: string[] = [];
      const recording: typeof fetch = (input, init) => {
        requested.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
        return fetch(input, init);
      };
      const sb = createClient(backend.apiUrl, backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { fetch: recording },
      });
      const { data, error } = await sb.auth.signUp({ email: uniqueEmail('es'), password: PASSWORD });
      expect(error).toBeNull();
      const token = data.session!.access_token;
      expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid, typ: 'JWT' });

      requested.length = 0;
      const claims = await sb.auth.getClaims();
      expect(claims.error).toBeNull();
      expect(claims.data!.claims).toMatchObject({ sub: data.user!.id, role: 'authenticated', aal: 'aal1' });
      expect(claims.data!.header).toMatchObject({ alg: 'ES256', kid });
      expect(requested).toEqual(['/auth/v1/.well-known/jwks.json']);

      // Every service accepts it.
      expect((await getUser(token)).status).toBe(200);
      expect((await rest(token)).status).toBe(200);
      expect((await sb.storage.listBuckets()).error).toBeNull();
      expect((await sb.auth.refreshSession()).error).toBeNull();
    });

    it('still accepts HS256 tokens signed with the legacy JWT secret', async () => {
      const sb = client(backend);
      const { data } = await sb.auth.signUp({ email: uniqueEmail('hs'), password: PASSWORD });
      const session = data.session!;
      const claims = JSON.parse(
        Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString(),
      ) as Record<string, unknown>;
      const legacy = await signJwt(claims, backend.jwtSecret);
      expect((await getUser(legacy)).status).toBe(200);
      expect((await rest(legacy)).status).toBe(200);
    });

    it('refuses a token signed by another key under a known kid, an unknown kid, or alg none', async () => {
      const sb = client(backend);
      const { data } = await sb.auth.signUp({ email: uniqueEmail('forged'), password: PASSWORD });
      const claims = JSON.parse(
        Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
      ) as Record<string, unknown>;
      const { privateKey: attacker } = await generateKeyPair('ES256');
      const sameKid = await new SignJWT({ ...claims, role: 'service_role' })
        .setProtectedHeader({ alg: 'ES256', kid })
        .sign(attacker);
      const unknownKid = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: 'nope' })
        .sign(attacker);
      // The verify-only RS256 key's kid with an ES256 signature: the algorithm must match the key.
      const wrongAlg = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: 'rs-key-2' })
        .sign(attacker);
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid })).toString('base64url')}.${
        data.session!.access_token.split('.')[1]!
      }.`;
      for (const forged of [sameKid, unknownKid, wrongAlg, none]) {
        const user = await getUser(forged);
        expect(user.status).toBe(403);
        expect(await user.json()).toMatchObject({ error_code: 'bad_jwt' });
        const listed = await rest(forged);
        expect(listed.status).toBe(401);
        expect(await listed.json()).toMatchObject({ code: 'PGRST301' });
      }
    });
  });
}

describe('without signing keys (the CLI default)', () => {
  let backend: LocalSupabase;
  beforeAll(async () => {
    backend = await startAuthBackend();
  });
  afterAll(async () => backend?.stop());

  it('signs HS256, serves an empty JWKS, and getClaims asks the server', async () => {
    const jwks = await fetch(`${backend.apiUrl}/auth/v1/.well-known/jwks.json`, {
      headers: { apikey: backend.anonKey },
    });
    expect(await jwks.json()).toEqual({ keys: [] });
    const sb = client(backend);
    const { data } = await sb.auth.signUp({ email: uniqueEmail('hs-only'), password: PASSWORD });
    expect(decodeProtectedHeader(data.session!.access_token)).toMatchObject({ alg: 'HS256' });
    expect(decodeProtectedHeader(data.session!.access_token)).not.toHaveProperty('kid');
    expect((await sb.auth.getClaims()).data!.claims.sub).toBe(data.user!.id);
  });
});
