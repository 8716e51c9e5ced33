import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../start';
import { createTestDatabase, databaseVariants, serverVariant } from '../../../test/support/test-database';
import { client, startAuthBackend, uniqueEmail } from '../../../test/support/auth-backend';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

for (const variant of databaseVariants) {
  describe(`anonymous sign-ins (${variant.name})`, serverVariant(variant.server), () => {
    let backend: LocalSupabase;
    let drop = async () => {};
    beforeAll(async () => {
      let dbUrl: string | undefined;
      if (variant.server) {
        const db = await createTestDatabase('ls_anon');
        dbUrl = db.url;
        drop = () => db.drop();
      }
      backend = await startAuthBackend({ auth: { enableAnonymousSignIns: true } }, dbUrl ? { dbUrl } : {});
    });
    afterAll(async () => {
      await backend?.stop();
      await drop();
    });

    it('signs in without an address: is_anonymous in the user and the token, anonymous in amr', async () => {
      const sb = client(backend);
      const { data, error } = await sb.auth.signInAnonymously({ options: { data: { nickname: 'guest' } } });
      expect(error).toBeNull();
      const user = data.user!;
      expect(user).toMatchObject({
        is_anonymous: true,
        email: '',
        phone: '',
        role: 'authenticated',
        aud: 'authenticated',
        app_metadata: {},
        user_metadata: { nickname: 'guest' },
        identities: [],
      });
      const claims = claimsOf(data.session!.access_token);
      expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated', aal: 'aal1', sub: user.id });
      expect((claims.amr as { method: string }[]).map((e) => e.method)).toEqual(['anonymous']);
      expect((await sb.auth.getClaims()).data!.claims.is_anonymous).toBe(true);
      const { data: settings } = await (
        await fetch(`${backend.apiUrl}/auth/v1/settings`, { headers: { apikey: backend.anonKey } })
      )
        .json()
        .then((body: { external: Record<string, boolean> }) => ({ data: body }));
      expect(settings.external.anonymous_users).toBe(true);

      // The row is what auth.users holds for GoTrue's anonymous users, and RLS sees the claim.
      const { rows } = await backend.db.query<{ email: string | null; is_anonymous: boolean }>(
        'select email, is_anonymous from auth.users where id = $1',
        [user.id],
      );
      expect(rows[0]).toEqual({ email: null, is_anonymous: true });
    });

    it('refreshes like any session and keeps the claim', async () => {
      const sb = client(backend);
      await sb.auth.signInAnonymously();
      const refreshed = await sb.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      expect(claimsOf(refreshed.data.session!.access_token).is_anonymous).toBe(true);
    });

    it('may not set a password without an address, nor enroll a second factor', async () => {
      const sb = client(backend);
      await sb.auth.signInAnonymously();
      const password = await sb.auth.updateUser({ password: 'correct-horse-1' });
      expect(password.error).toMatchObject({ status: 422, code: 'validation_failed' });
      expect(password.error!.message).toBe(
        'Updating password of an anonymous user without an email or phone is not allowed',
      );
      const token = (await sb.auth.getSession()).data.session!.access_token;
      const enroll = await fetch(`${backend.apiUrl}/auth/v1/factors`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ factor_type: 'totp' }),
      });
      expect(enroll.status).toBe(403);
      expect(await enroll.json()).toMatchObject({
        error_code: 'no_authorization',
        msg: 'Anonymous user not allowed to perform these actions',
      });
    });

    it('ignores hostile metadata keys as plain data and refuses a non-object', async () => {
      const sb = client(backend);
      const { data } = await sb.auth.signInAnonymously({
        options: { data: { role: 'service_role', "x'); drop table auth.users; --": 1 } },
      });
      expect(claimsOf(data.session!.access_token).role).toBe('authenticated');
      const bad = await fetch(`${backend.apiUrl}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ data: 'not an object' }),
      });
      expect(bad.status).toBe(400);
    });
  });
}

const post = (backend: LocalSupabase, path: string, body: unknown) =>
  fetch(`${backend.apiUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('features switched off answer with GoTrue’s codes', () => {
  const backends: LocalSupabase[] = [];
  afterAll(async () => {
    for (const backend of backends) await backend.stop();
  });
  const start = async (config: Parameters<typeof startAuthBackend>[0]) => {
    const backend = await startAuthBackend(config);
    backends.push(backend);
    return backend;
  };

  it('anonymous sign-ins off (the default): 422 anonymous_provider_disabled; phone sign-ups: 400', async () => {
    const backend = await start(undefined);
    const anonymous = await client(backend).auth.signInAnonymously();
    expect(anonymous.error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
    expect(anonymous.error!.message).toBe('Anonymous sign-ins are disabled');

    const phone = await client(backend).auth.signUp({ phone: '+15555550100', password: 'correct-horse-1' });
    expect(phone.error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
    expect(phone.error!.message).toBe('Phone signups are disabled');
    const both = await post(backend, '/signup', {
      email: uniqueEmail('both'),
      phone: '+15555550100',
      password: 'correct-horse-1',
    });
    expect(both.status).toBe(400);
    expect(await both.json()).toMatchObject({
      error_code: 'validation_failed',
      msg: 'Only an email address or phone number should be provided on signup.',
    });
    const phoneLogin = await client(backend).auth.signInWithPassword({
      phone: '+15555550100',
      password: 'x',
    });
    expect(phoneLogin.error).toMatchObject({ status: 422, code: 'phone_provider_disabled' });
    expect(phoneLogin.error!.message).toBe('Phone logins are disabled');
    const phoneOtp = await client(backend).auth.signInWithOtp({ phone: '+15555550100' });
    expect(phoneOtp.error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
  });

  it('sign-ups off: 422 signup_disabled for email and anonymous sign-ups alike', async () => {
    const backend = await start({ auth: { enableSignup: false, enableAnonymousSignIns: true } });
    const email = await client(backend).auth.signUp({
      email: uniqueEmail('closed'),
      password: 'correct-horse-1',
    });
    expect(email.error).toMatchObject({ status: 422, code: 'signup_disabled' });
    expect(email.error!.message).toBe('Signups not allowed for this instance');
    const anonymous = await client(backend).auth.signInAnonymously();
    expect(anonymous.error).toMatchObject({ status: 422, code: 'signup_disabled' });
  });

  it('the email provider off: sign-up 400, password and magic-link sign-in 422, recovery 400', async () => {
    const backend = await start({ auth: { email: { enableSignup: false } } });
    const signUp = await client(backend).auth.signUp({
      email: uniqueEmail('noemail'),
      password: 'correct-horse-1',
    });
    expect(signUp.error).toMatchObject({ status: 400, code: 'email_provider_disabled' });
    expect(signUp.error!.message).toBe('Email signups are disabled');
    const password = await client(backend).auth.signInWithPassword({
      email: uniqueEmail('noemail'),
      password: 'correct-horse-1',
    });
    expect(password.error).toMatchObject({ status: 422, code: 'email_provider_disabled' });
    expect(password.error!.message).toBe('Email logins are disabled');
    const otp = await client(backend).auth.signInWithOtp({ email: uniqueEmail('noemail') });
    expect(otp.error).toMatchObject({ status: 422, code: 'email_provider_disabled' });
    const recover = await client(backend).auth.resetPasswordForEmail(uniqueEmail('noemail'));
    expect(recover.error).toMatchObject({ status: 400, code: 'email_provider_disabled' });
    expect(recover.error!.message).toBe('Email logins are disabled');
    const unknownOtp = await client(backend).auth.signInWithOtp({
      email: uniqueEmail('noemail'),
      options: { shouldCreateUser: false },
    });
    expect(unknownOtp.error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });
});

describe('features the backend does not offer answer as switched off', () => {
  let backend: LocalSupabase;
  beforeAll(async () => {
    backend = await startAuthBackend();
  });
  afterAll(async () => backend?.stop());

  it('SAML SSO: 404 saml_provider_disabled', async () => {
    const sso = await client(backend).auth.signInWithSSO({ domain: 'example.com' });
    expect(sso.error).toMatchObject({ status: 404, code: 'saml_provider_disabled' });
    expect(sso.error!.message).toBe('SAML 2.0 is disabled');
    const metadata = await fetch(`${backend.apiUrl}/auth/v1/sso/saml/metadata`, {
      headers: { apikey: backend.anonKey },
    });
    expect(metadata.status).toBe(404);
  });

  it('Web3 sign-in: 422 web3_provider_disabled', async () => {
    const web3 = await fetch(`${backend.apiUrl}/auth/v1/token?grant_type=web3`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ chain: 'ethereum', message: 'm', signature: 's' }),
    });
    expect(web3.status).toBe(422);
    expect(await web3.json()).toMatchObject({
      error_code: 'web3_provider_disabled',
      msg: 'Web3 provider is disabled',
    });
  });

  it('ID-token sign-in: 400 provider_disabled naming the issuer, validation_failed for an unknown provider', async () => {
    const sb = client(backend);
    const google = await sb.auth.signInWithIdToken({ provider: 'google', token: 'header.payload.signature' });
    expect(google.error).toMatchObject({ status: 400, code: 'provider_disabled' });
    expect(google.error!.message).toBe('Provider (issuer "https://accounts.google.com") is not enabled');
    expect(google.data.session).toBeNull();

    const idToken = (body: Record<string, unknown>) =>
      fetch(`${backend.apiUrl}/auth/v1/token?grant_type=id_token`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // Named by its issuer instead of the provider's name.
    const apple = await idToken({ id_token: 't', issuer: 'https://appleid.apple.com', client_id: 'app' });
    expect(apple.status).toBe(400);
    expect(await apple.json()).toMatchObject({
      error_code: 'provider_disabled',
      msg: 'Provider (issuer "https://appleid.apple.com") is not enabled',
    });
    // An Azure tenant is read from the token's own issuer.
    const azureIssuer = 'https://login.microsoftonline.com/tenant-1/v2.0';
    const azureToken = `e30.${Buffer.from(JSON.stringify({ iss: azureIssuer })).toString('base64url')}.sig`;
    expect(await (await idToken({ id_token: azureToken, provider: 'azure' })).json()).toMatchObject({
      error_code: 'provider_disabled',
      msg: `Provider (issuer "${azureIssuer}") is not enabled`,
    });
    expect(await (await idToken({ id_token: 'not-a-jwt', provider: 'azure' })).json()).toMatchObject({
      error_code: 'validation_failed',
      msg: 'Unable to detect issuer in ID token for Azure provider',
    });
    const hostile = "x'); drop table auth.users; --";
    const custom = await idToken({ id_token: 't', provider: hostile });
    expect(custom.status).toBe(400);
    expect(await custom.json()).toMatchObject({
      error_code: 'validation_failed',
      msg: `Custom OIDC provider ${JSON.stringify(hostile)} not allowed`,
    });
    // The request's own faults come first, in GoTrue's OAuth shape.
    expect(await (await idToken({ provider: 'google' })).json()).toEqual({
      error: 'invalid request',
      error_description: 'id_token required',
    });
    expect(await (await idToken({ id_token: 't', issuer: 'https://example.com' })).json()).toEqual({
      error: 'invalid request',
      error_description: 'provider or client_id and issuer required',
    });
    expect((await idToken({ id_token: 't', provider: 42 })).status).toBe(400);
  });

  it('manual linking: 404 manual_linking_disabled for a signed-in user, 401 without a session', async () => {
    const sb = client(backend);
    await sb.auth.signUp({ email: uniqueEmail('link'), password: 'correct-horse-1' });
    const linked = await sb.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
    expect(linked.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
    expect(linked.error!.message).toBe('Manual linking is disabled');
    const anonymous = await fetch(`${backend.apiUrl}/auth/v1/user/identities/authorize?provider=github`, {
      headers: { apikey: backend.anonKey },
    });
    expect(anonymous.status).toBe(401);
  });
});
