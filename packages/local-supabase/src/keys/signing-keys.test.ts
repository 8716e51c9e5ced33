import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { decodeProtectedHeader, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFixtureDir, client, startAuthBackend, uniqueEmail } from '../../test/support/auth-backend';
import type { LocalSupabase } from '../start';
import { startLocalSupabase } from '../start';
import { createTestDatabase, databaseVariants, serverVariant } from '../../test/support/test-database';
import { signJwt } from './jwt';
import { generateSigningKey, loadSigningKeys } from './signing-keys';

const PASSWORD = 'correct-horse-1';

/**
 * The auth fixture project with `[auth] signing_keys_path` set in its config.toml, as the CLI reads
 * it (relative to `supabase/`), and one edge function so the functions gateway's check is exercised.
 */
async function projectWithSigningKeys(keys: JWK[]): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'ls-signing-keys-'));
  await cp(authFixtureDir, dir, { recursive: true });
  const config = join(dir, 'supabase', 'config.toml');
  const toml = await readFile(config, 'utf8');
  await writeFile(config, toml.replace('[auth]\n', '[auth]\nsigning_keys_path = "./signing_keys.json"\n'));
  await writeFile(join(dir, 'supabase', 'signing_keys.json'), JSON.stringify(keys));
  await mkdir(join(dir, 'supabase', 'functions', 'whoami'), { recursive: true });
  await writeFile(
    join(dir, 'supabase', 'functions', 'whoami', 'index.ts'),
    "Deno.serve(() => new Response('let in'));\n",
  );
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Resolves with a channel's first terminal status and the reason Realtime gave, if any. */
async function joinWith(sb: SupabaseClient, token: string): Promise<{ status: string; reason?: string }> {
  await sb.realtime.setAuth(token);
  const channel = sb.channel(`jwks-${Math.random().toString(36).slice(2)}`);
  const result = await new Promise<{ status: string; reason?: string }>((resolve) => {
    channel.subscribe((status, error) => resolve({ status, ...(error ? { reason: error.message } : {}) }));
  });
  await sb.removeChannel(channel);
  return result;
}

for (const variant of databaseVariants) {
  describe(`asymmetric JWT signing keys (${variant.name})`, serverVariant(variant.server), () => {
    let backend: LocalSupabase;
    let drop = async () => {};
    let removeProject = async () => {};
    let signingKey: JWK;
    let standbyKey: JWK;
    // auth-js caches a project's JWKS by kid for ten minutes across clients: each variant signs with its own kid.
    const kid = `es-key-${variant.name.toLowerCase()}`;

    beforeAll(async () => {
      signingKey = await generateSigningKey('ES256', { kid });
      standbyKey = await generateSigningKey('RS256', { kid: 'rs-key-2', sign: false });
      let dbUrl: string | undefined;
      if (variant.server) {
        const db = await createTestDatabase('ls_jwks');
        dbUrl = db.url;
        drop = () => db.drop();
      }
      const project = await projectWithSigningKeys([signingKey, standbyKey]);
      removeProject = project.remove;
      backend = await startLocalSupabase({
        projectDir: project.dir,
        dataDir: false,
        port: 0,
        dbPort: false,
        log: 'silent',
        ...(dbUrl ? { dbUrl } : {}),
      });
    });
    afterAll(async () => {
      await backend?.stop();
      await drop();
      await removeProject();
    });

    const rest = (token: string) =>
      fetch(`${backend.apiUrl}/rest/v1/profiles?select=id`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
      });
    const getUser = (token: string) =>
      fetch(`${backend.apiUrl}/auth/v1/user`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
      });
    const storage = (token: string) =>
      fetch(`${backend.apiUrl}/storage/v1/bucket`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
      });
    const invoke = (token: string) =>
      fetch(`${backend.apiUrl}/functions/v1/whoami`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
      });
    const claimsOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

    it('serves the public halves at /.well-known/jwks.json, never a private member', async () => {
      const response = await fetch(`${backend.apiUrl}/auth/v1/.well-known/jwks.json`, {
        headers: { apikey: backend.anonKey },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=600');
      const { keys } = (await response.json()) as { keys: JWK[] };
      // GoTrue's conf/jwk.go: every public half gets use "sig" and key_ops ["verify"].
      expect(keys.map((k) => [k.kid, k.alg, k.use, k.key_ops])).toEqual([
        [kid, 'ES256', 'sig', ['verify']],
        ['rs-key-2', 'RS256', 'sig', ['verify']],
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
      expect(await joinWith(sb, token)).toEqual({ status: 'SUBSCRIBED' });
      const fn = await invoke(token);
      expect(fn.status).toBe(200);
      expect(await fn.text()).toBe('let in');
      expect((await sb.auth.refreshSession()).error).toBeNull();
    });

    it('refuses an expired token signed with the signing key, in every service', async () => {
      const sb = client(backend);
      const { data } = await sb.auth.signUp({ email: uniqueEmail('expired'), password: PASSWORD });
      // A genuine signature by the project's own key, only past its exp (and the 30 s of skew).
      const { key_ops: _ops, ext: _ext, ...privateOnly } = signingKey;
      const past = Math.floor(Date.now() / 1000) - 120;
      const expired = await new SignJWT({
        ...claimsOf(data.session!.access_token),
        iat: past - 3600,
        exp: past,
      })
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
        .sign(await importJWK(privateOnly, 'ES256'));
      const user = await getUser(expired);
      expect(user.status).toBe(403);
      expect(await user.json()).toMatchObject({ error_code: 'bad_jwt' });
      const listed = await rest(expired);
      expect(listed.status).toBe(401);
      expect(await listed.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
      expect((await storage(expired)).status).toBe(400);
      expect((await joinWith(client(backend), expired)).reason).toMatch(
        /^Token has expired \d+ seconds ago$/,
      );
      expect((await invoke(expired)).status).toBe(401);
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
        const bucket = await storage(forged);
        expect(bucket.status).toBe(400);
        expect(await bucket.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
        expect(await joinWith(client(backend), forged)).toEqual({
          status: 'CHANNEL_ERROR',
          reason: 'The token provided is not a valid JWT',
        });
        expect((await invoke(forged)).status).toBe(401);
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

describe('loadSigningKeys', () => {
  const secret = 'loader-secret-with-at-least-32-characters';

  // GoTrue refuses to start with keys but no signing key, or with two (conf/jwk.go, JwtKeysDecoder.Validate).
  it('needs exactly one key with sign in its key_ops, as GoTrue does', async () => {
    const verifyOnly = await generateSigningKey('RS256', { kid: 'v1', sign: false });
    await expect(loadSigningKeys(secret, [verifyOnly])).rejects.toThrow('no signing key detected');
    const one = await generateSigningKey('ES256', { kid: 's1' });
    const two = await generateSigningKey('ES256', { kid: 's2' });
    await expect(loadSigningKeys(secret, [one, two])).rejects.toThrow(
      'multiple signing keys detected, only 1 signing key is supported',
    );
    expect((await loadSigningKeys(secret, [verifyOnly, one])).signing?.kid).toBe('s1');
    expect((await loadSigningKeys(secret, [])).signing).toBeUndefined();
  });

  it('refuses symmetric keys, keys without a kid and public keys only', async () => {
    const key = await generateSigningKey('ES256', { kid: 'k' });
    await expect(loadSigningKeys(secret, [{ ...key, alg: 'HS256' }])).rejects.toThrow(
      /alg must be ES256 or RS256/,
    );
    await expect(loadSigningKeys(secret, [{ ...key, kid: undefined }])).rejects.toThrow(
      'signing key without a kid',
    );
    await expect(loadSigningKeys(secret, [{ ...key, d: undefined }])).rejects.toThrow(
      /private key is missing/,
    );
  });
});
