import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SteppedClock } from '../../clock';
import type { LocalSupabase } from '../../start';
import { client, startAuthBackend, uniqueEmail } from '../../../test/support/auth-backend';

const PASSWORD = 'correct-horse-1';

describe('auth with autoconfirm (the local default)', () => {
  let backend: LocalSupabase;
  const clock = new SteppedClock();
  const api = (path: string) => `${backend.apiUrl}/auth/v1${path}`;
  const headers = (extra: Record<string, string> = {}) => ({
    apikey: backend.anonKey,
    'content-type': 'application/json',
    'x-supabase-api-version': '2024-01-01',
    ...extra,
  });
  const countUsers = async () =>
    Number((await backend.db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]!.n);

  beforeAll(async () => {
    backend = await startAuthBackend({ auth: { refreshTokenReuseInterval: 2 } }, { clock });
  });
  afterAll(async () => backend?.stop());

  it('signUp returns a session, fires the auth.users trigger and issues GoTrue claims', async () => {
    const sb = client(backend);
    const email = uniqueEmail();
    const events: string[] = [];
    sb.auth.onAuthStateChange((event) => events.push(event));
    const { data, error } = await sb.auth.signUp({
      email: email.toUpperCase(),
      password: PASSWORD,
      options: { data: { display_name: 'Ada' } },
    });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.user.email).toBe(email);
    expect(session.user.email_confirmed_at).toBeTruthy();
    expect(session.user.user_metadata).toMatchObject({ display_name: 'Ada', email_verified: true });
    expect(session.user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(session.user.identities).toHaveLength(1);
    expect(session.expires_in).toBe(3600);
    await expect.poll(() => events).toContain('SIGNED_IN');

    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: session.user.id,
      role: 'authenticated',
      aud: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      iss: `${backend.apiUrl}/auth/v1`,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) as number }]);
    const { rows } = await backend.db.query('select 1 from auth.sessions where id = $1', [claims.session_id]);
    expect(rows).toHaveLength(1);
    const profile = await backend.db.query<{ display_name: string }>(
      'select display_name from public.profiles where id = $1',
      [session.user.id],
    );
    expect(profile.rows[0]?.display_name).toBe('Ada');
  });

  it('refuses a duplicate sign-up with 422 user_already_exists', async () => {
    const email = uniqueEmail();
    await client(backend).auth.signUp({ email, password: PASSWORD });
    const { error } = await client(backend).auth.signUp({ email, password: PASSWORD });
    expect(error).toMatchObject({ name: 'AuthApiError', status: 422, code: 'user_already_exists' });
  });

  it('applies the password policy with AuthWeakPasswordError', async () => {
    const before = await countUsers();
    const { error } = await client(backend).auth.signUp({ email: uniqueEmail(), password: '123' });
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(error?.message).toBe('Password should be at least 6 characters.');
    expect(await countUsers()).toBe(before);
  });

  it('rolls the sign-up back when a trigger fails: 500 unexpected_failure, nothing written', async () => {
    const before = await countUsers();
    const email = uniqueEmail('explode');
    const { error } = await client(backend).auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { display_name: 'explode' } },
    });
    expect(error).toMatchObject({ status: 500, message: 'Database error saving new user' });
    expect(await countUsers()).toBe(before);
  });

  it('signs in with a password; wrong credentials are 400 invalid_credentials', async () => {
    const email = uniqueEmail();
    await client(backend).auth.signUp({ email, password: PASSWORD });
    const sb = client(backend);
    const ok = await sb.auth.signInWithPassword({ email, password: PASSWORD });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.last_sign_in_at).toBeTruthy();
    const wrong = await sb.auth.signInWithPassword({ email, password: 'nope-nope' });
    expect(wrong.error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'invalid_credentials' });
    expect(wrong.error?.message).toBe('Invalid login credentials');
    const unknown = await sb.auth.signInWithPassword({ email: uniqueEmail(), password: PASSWORD });
    expect(unknown.error?.code).toBe('invalid_credentials');
  });

  it('rotates refresh tokens, tolerates a quick retry and revokes the family on a late replay', async () => {
    const email = uniqueEmail();
    const { data } = await client(backend).auth.signUp({ email, password: PASSWORD });
    const first = data.session!;
    const sb = client(backend);
    const refreshed = await sb.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).session_id).toBe(decodeJwt(first.access_token).session_id);

    // Two tabs refreshing at once: the retry inside the reuse interval gets the current child back.
    const retry = await client(backend).auth.refreshSession({ refresh_token: first.refresh_token });
    expect(retry.error).toBeNull();
    expect(retry.data.session?.refresh_token).toBe(second.refresh_token);

    // Past the 2 s reuse interval.
    clock.advance(2600);
    const replay = await client(backend).auth.refreshSession({ refresh_token: first.refresh_token });
    expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // The whole family is revoked: even the latest token is dead now.
    const latest = await client(backend).auth.refreshSession({ refresh_token: second.refresh_token });
    expect(latest.error?.code).toBe('refresh_token_already_used');

    const missing = await client(backend).auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(missing.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('updateUser merges metadata, changes the password and refuses the same password', async () => {
    const email = uniqueEmail();
    const sb = client(backend);
    await sb.auth.signUp({ email, password: PASSWORD, options: { data: { a: 1, b: 2 } } });
    const meta = await sb.auth.updateUser({ data: { b: null, c: 3 } });
    expect(meta.error).toBeNull();
    expect(meta.data.user?.user_metadata).toMatchObject({ a: 1, c: 3 });
    expect(meta.data.user?.user_metadata).not.toHaveProperty('b');

    const same = await sb.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await sb.auth.updateUser({ password: 'x' });
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
    const changed = await sb.auth.updateUser({ password: 'another-pass-2' });
    expect(changed.error).toBeNull();
    expect(
      (await client(backend).auth.signInWithPassword({ email, password: 'another-pass-2' })).error,
    ).toBeNull();
    expect((await client(backend).auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    const app = await sb.auth.updateUser({ data: {} });
    expect(app.error).toBeNull();
  });

  it('signOut scopes end the right sessions', async () => {
    const email = uniqueEmail();
    await client(backend).auth.signUp({ email, password: PASSWORD });
    const devices = [client(backend), client(backend), client(backend)];
    for (const d of devices)
      expect((await d.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const tokens = await Promise.all(
      devices.map(async (d) => (await d.auth.getSession()).data.session!.access_token),
    );

    expect((await devices[0]!.auth.signOut({ scope: 'others' })).error).toBeNull();
    const user0 = await client(backend).auth.getUser(tokens[0]);
    expect(user0.error).toBeNull();
    const user1 = await client(backend).auth.getUser(tokens[1]);
    // auth-js turns GoTrue's 403 session_not_found into AuthSessionMissingError.
    expect(user1.error?.name).toBe('AuthSessionMissingError');

    expect((await devices[0]!.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await client(backend).auth.getUser(tokens[0])).error?.name).toBe('AuthSessionMissingError');

    const again = client(backend);
    await again.auth.signInWithPassword({ email, password: PASSWORD });
    const other = client(backend);
    await other.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await again.auth.signOut()).error).toBeNull();
    const otherToken = (await other.auth.getSession()).data.session!.access_token;
    expect((await client(backend).auth.getUser(otherToken)).error?.name).toBe('AuthSessionMissingError');
    const { rows } = await backend.db.query(
      'select 1 from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1',
      [email],
    );
    expect(rows).toHaveLength(0);
  });

  describe('hostile input', () => {
    it('answers malformed JSON with 400 bad_json and the GoTrue error shape', async () => {
      const res = await fetch(api('/signup'), { method: 'POST', headers: headers(), body: '{"email":' });
      expect(res.status).toBe(400);
      expect(res.headers.get('x-sb-error-code')).toBe('bad_json');
      expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ code: 'bad_json', error_code: 'bad_json' });
      expect(body.msg).toEqual(body.message);
      const legacy = await fetch(api('/token?grant_type=password'), {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: '[1,2',
      });
      expect(await legacy.json()).toMatchObject({ code: 400, error_code: 'bad_json' });
    });

    it('refuses bodies over 1 MB with 413', async () => {
      const before = await countUsers();
      const res = await fetch(api('/signup'), {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({
          email: uniqueEmail(),
          password: PASSWORD,
          data: { blob: 'x'.repeat(1_100_000) },
        }),
      });
      expect(res.status).toBe(413);
      expect(await countUsers()).toBe(before);
    });

    it('refuses SQL-looking emails with a validation error and writes nothing', async () => {
      const before = await countUsers();
      const { error } = await client(backend).auth.signUp({
        email: `"a'; drop table auth.users;--"@x.com`,
        password: PASSWORD,
      });
      expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(await countUsers()).toBe(before);
      const login = await client(backend).auth.signInWithPassword({
        email: `' or 1=1;--@x.com`,
        password: `' or '1'='1`,
      });
      expect(login.error?.code).toBe('invalid_credentials');
    });

    it('refuses forged, expired and alg:none JWTs on /user and /logout', async () => {
      const { data } = await client(backend).auth.signUp({ email: uniqueEmail(), password: PASSWORD });
      const real = decodeJwt(data.session!.access_token);
      const now = Math.floor(Date.now() / 1000);
      const forged = await new SignJWT({ ...real })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('not-the-project-secret-at-all-000000'));
      const expired = await new SignJWT({ ...real, exp: now - 3600, iat: now - 7200 })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode(backend.jwtSecret));
      const none = new UnsecuredJWT({ ...real }).encode();
      for (const token of [forged, expired, none, 'garbage']) {
        const user = await fetch(api('/user'), { headers: headers({ authorization: `Bearer ${token}` }) });
        expect(user.status).toBe(403);
        expect(((await user.json()) as { code: string }).code).toBe('bad_jwt');
        const out = await fetch(api('/logout'), {
          method: 'POST',
          headers: headers({ authorization: `Bearer ${token}` }),
        });
        expect(out.status).toBe(403);
      }
      const { rows } = await backend.db.query('select 1 from auth.sessions where id = $1', [real.session_id]);
      expect(rows).toHaveLength(1);
      const noAuth = await fetch(api('/user'), { headers: { apikey: backend.anonKey } });
      expect(noAuth.status).toBe(401);
      expect(((await noAuth.json()) as { error_code: string }).error_code).toBe('no_authorization');
      // The anon key itself is a valid JWT but names no user.
      const anon = await fetch(api('/user'), {
        headers: headers({ authorization: `Bearer ${backend.anonKey}` }),
      });
      expect(anon.status).toBe(403);
    });

    it('does not let a user touch app_metadata and needs a session for /user', async () => {
      const sb = client(backend);
      await sb.auth.signUp({ email: uniqueEmail(), password: PASSWORD });
      const token = (await sb.auth.getSession()).data.session!.access_token;
      const res = await fetch(api('/user'), {
        method: 'PUT',
        headers: headers({ authorization: `Bearer ${token}` }),
        body: JSON.stringify({ app_metadata: { role: 'admin' } }),
      });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe('not_admin');
      const badScope = await fetch(api('/logout?scope=everything'), {
        method: 'POST',
        headers: headers({ authorization: `Bearer ${token}` }),
      });
      expect(badScope.status).toBe(400);
    });

    it('serves settings, health and an empty JWKS', async () => {
      const settings = (await (await fetch(api('/settings'), { headers: headers() })).json()) as Record<
        string,
        unknown
      >;
      expect(settings).toMatchObject({
        mailer_autoconfirm: true,
        disable_signup: false,
        external: { email: true },
      });
      expect((await fetch(api('/health'), { headers: headers() })).status).toBe(200);
      expect(await (await fetch(api('/.well-known/jwks.json'), { headers: headers() })).json()).toEqual({
        keys: [],
      });
      const grant = await fetch(api('/token?grant_type=magic'), {
        method: 'POST',
        headers: headers(),
        body: '{}',
      });
      expect(grant.status).toBe(400);
      const refresh = await fetch(api('/token?grant_type=refresh_token'), {
        method: 'POST',
        headers: headers(),
        body: '{}',
      });
      expect(await refresh.json()).toEqual({
        error: 'invalid_request',
        error_description: 'refresh_token required',
      });
    });
  });
});
