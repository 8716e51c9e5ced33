import { join } from 'node:path';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPair, SignJWT } from 'jose';
import { signJwt } from '../keys/jwt';
import { startLocalSupabase, type LocalSupabase } from '../start';

const projectDir = join(import.meta.dirname, '../../test/fixtures/functions');
const options = { auth: { persistSession: false, autoRefreshToken: false } };

let backend: LocalSupabase;
const client = (key: string, token?: string): ReturnType<typeof createClient> =>
  createClient(
    backend.apiUrl,
    key,
    token ? { ...options, accessToken: () => Promise.resolve(token) } : options,
  );

type InvokeOptions = Parameters<ReturnType<typeof createClient>['functions']['invoke']>[1];

/** functions-js types `error` as `any`; the tests look at it as what it is. */
async function invoke<T = unknown>(key: string, name: string, opts?: InvokeOptions, token?: string) {
  const result = await client(key, token).functions.invoke<T>(name, opts);
  return { data: result.data, error: result.error as unknown };
}

interface Echo {
  method: string;
  url: string;
  path: string;
  query: string;
  body: string | null;
  authorization: string | null;
  apikey: string | null;
  custom: string | null;
  env: Record<string, string | null>;
}

beforeAll(async () => {
  backend = await startLocalSupabase({
    projectDir,
    dataDir: false,
    port: 0,
    dbPort: false,
    log: 'silent',
    config: { edgeRuntime: { timeoutMs: 1500 } },
  });
});
afterAll(() => backend?.stop());

describe('edge functions', () => {
  it('runs a function with the body, headers, path and environment of the request', async () => {
    const token = await signJwt(
      { sub: 'u1', role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 },
      backend.jwtSecret,
    );
    const { data, error } = await invoke<Echo>(
      backend.anonKey,
      'hello/sub/path?x=1',
      {
        body: { hi: 1 },
        headers: { 'x-custom': 'yes' },
      },
      token,
    );
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      url: 'http://localhost:8000/hello/sub/path?x=1',
      path: '/hello/sub/path',
      query: '?x=1',
      body: '{"hi":1}',
      authorization: `Bearer ${token}`,
      apikey: backend.anonKey,
      custom: 'yes',
    });
    expect(data?.env).toEqual({
      SUPABASE_URL: backend.apiUrl,
      SUPABASE_ANON_KEY: backend.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      SUPABASE_DB_URL: backend.dbUrl,
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: backend.publishableKey }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: backend.secretKey }),
      MAILBOX_URL: backend.mailboxUrl,
      MY_SECRET: 'shh',
    });
  });

  it('maps a publishable key without a session to the anon JWT, which verify_jwt accepts', async () => {
    const { data, error } = await invoke<Echo>(backend.publishableKey, 'hello', {
      method: 'GET',
    });
    expect(error).toBeNull();
    expect(data?.authorization).toBe(`Bearer ${backend.anonKey}`);
  });

  it('reports a thrown error as WORKER_ERROR and a non-2xx answer as FunctionsHttpError', async () => {
    const thrown = await invoke(backend.anonKey, 'throws');
    expect(thrown.error).toBeInstanceOf(FunctionsHttpError);
    const response = (thrown.error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(500);
    expect(response.headers.get('sb-error-code')).toBe('EDGE_FUNCTION_ERROR');
    expect(await response.json()).toMatchObject({ code: 'WORKER_ERROR' });

    const teapot = await invoke(backend.anonKey, 'teapot');
    expect(teapot.error).toBeInstanceOf(FunctionsHttpError);
    const res = (teapot.error as FunctionsHttpError).context as Response;
    expect(res.status).toBe(418);
    expect(await res.json()).toEqual({ error: 'short and stout' });
  });

  it("refuses missing, forged and expired JWTs when verify_jwt is on, with hosted's sb-error-code", async () => {
    const url = `${backend.apiUrl}/functions/v1/hello`;
    const refusal = async (headers: Record<string, string>) => {
      const res = await fetch(url, { method: 'POST', headers });
      expect(res.status).toBe(401);
      // Hosted's platform answers carry sb-error-code, never x-relay-error, so supabase-js raises FunctionsHttpError.
      expect(res.headers.get('x-relay-error')).toBeNull();
      return { code: res.headers.get('sb-error-code'), body: (await res.json()) as unknown };
    };
    expect(await refusal({})).toEqual({
      code: 'UNAUTHORIZED_NO_AUTH_HEADER',
      body: { msg: 'Error: Missing authorization header' },
    });
    expect(await refusal({ authorization: 'Basic abc' })).toEqual({
      code: 'UNAUTHORIZED_INVALID_JWT_FORMAT',
      body: { msg: "Error: Auth header is not 'Bearer {token}'" },
    });
    const forged = await signJwt({ role: 'service_role' }, 'another-secret-another-secret-1234');
    const expired = await signJwt({ role: 'anon', exp: 1000 }, backend.jwtSecret);
    const { privateKey } = await generateKeyPair('ES256');
    const strangerKey = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'ES256', kid: 'not-ours' })
      .sign(privateKey);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.`;
    const cases: [string, string][] = [
      [forged, 'UNAUTHORIZED_LEGACY_JWT'],
      [expired, 'UNAUTHORIZED_LEGACY_JWT'],
      [strangerKey, 'UNAUTHORIZED_ASYMMETRIC_JWT'],
      [none, 'UNAUTHORIZED_UNSUPPORTED_TOKEN_ALGORITHM'],
      ["' or 1=1 --", 'UNAUTHORIZED_INVALID_JWT_FORMAT'],
    ];
    for (const [token, code] of cases) {
      expect(await refusal({ authorization: `Bearer ${token}` }), code).toEqual({
        code,
        body: { msg: 'Invalid JWT' },
      });
    }
    const { error } = await invoke(backend.anonKey, 'hello', {}, forged);
    expect(error).toBeInstanceOf(FunctionsHttpError);
  });

  it('skips the JWT check when verify_jwt = false, and lets functions send mail', async () => {
    const res = await fetch(`${backend.apiUrl}/functions/v1/open`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('open');
    const { data } = await invoke(backend.anonKey, 'open', {
      body: { to: 'fn@example.com' },
    });
    expect(data).toEqual({ sent: 201 });
    expect(backend.mailbox.list('fn@example.com')).toHaveLength(1);
  });

  it("resolves imports through the function's deno.json, or config.toml's import_map before it", async () => {
    for (const [name, text] of [
      ['own-deps', 'from its own deno.json'],
      ['mapped', 'from config.toml import_map'],
    ]) {
      const res = await fetch(`${backend.apiUrl}/functions/v1/${name}`, {
        headers: { apikey: backend.anonKey },
      });
      expect(res.status, name).toBe(200);
      expect(await res.text(), name).toBe(text);
    }
  });

  it('answers unknown and hostile names with 404 Function not found', async () => {
    for (const name of ['nope', '..%2F..%2Fetc', '_shared', '%00']) {
      const res = await fetch(`${backend.apiUrl}/functions/v1/${name}`, {
        headers: { apikey: backend.anonKey },
      });
      expect(res.status, name).toBe(404);
      expect(res.headers.get('sb-error-code'), name).toBe('NOT_FOUND');
      expect(await res.text()).toBe('Function not found');
    }
  });

  it('reports a function that cannot boot as BOOT_ERROR', async () => {
    const { error } = await invoke(backend.anonKey, 'broken');
    const res = (error as FunctionsHttpError).context as Response;
    expect(res.status).toBe(503);
    expect(res.headers.get('sb-error-code')).toBe('BOOT_ERROR');
    expect(await res.json()).toEqual({
      code: 'BOOT_ERROR',
      message: 'Worker failed to boot (please check logs)',
    });
  });

  it('kills a function that runs past the timeout with WORKER_LIMIT, and serves the next request', async () => {
    const { error } = await invoke(backend.anonKey, 'slow');
    const res = (error as FunctionsHttpError).context as Response;
    expect(res.status).toBe(546);
    expect(res.headers.get('sb-error-code')).toBe('WORKER_RESOURCE_LIMIT');
    expect(await res.json()).toMatchObject({ code: 'WORKER_LIMIT' });
    expect((await invoke(backend.anonKey, 'hello')).error).toBeNull();
  });
});
