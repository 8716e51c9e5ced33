import { createClient, type Provider, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoExternalProviders,
  githubId,
  startDemoIdentityProvider,
  type DemoIdentityProvider,
} from '../../oidc/demo-identity-provider';
import { redirectDance } from '../../oidc/redirect-dance';
import { databaseVariants, serverVariant } from '../../../test/support/test-database';
import { authBackendPerSuite, client, uniqueEmail } from '../../../test/support/auth-backend';

const APP = 'http://127.0.0.1:5173';
const CALLBACK = `${APP}/auth/callback`;
const PASSWORD = 'correct-horse-1';

/** The project of these tests: confirmations on (no autoconfirm), manual linking on. */
const project = {
  auth: {
    enableManualLinking: true,
    email: { enableConfirmations: true },
    external: {} as ReturnType<typeof demoExternalProviders>,
  },
};

let idp: DemoIdentityProvider;
beforeAll(async () => {
  idp = await startDemoIdentityProvider();
  project.auth.external = demoExternalProviders(idp);
});
afterAll(() => idp?.stop());

for (const variant of databaseVariants) {
  describe(`sign-in through an external provider (${variant.name})`, serverVariant(variant.server), () => {
    const backend = authBackendPerSuite(variant.server, 'ls_oauth', project);
    const follow = () => [backend().apiUrl, idp.url];

    /** signInWithOAuth (PKCE) up to the app's callback URL, with `person` picked at the provider. */
    async function signInAt(sb: SupabaseClient, provider: Provider, person: string, redirectTo = CALLBACK) {
      const { data, error } = await sb.auth.signInWithOAuth({
        provider,
        // Keycloak answers userinfo only for an `openid` token, as Supabase's guide for it says.
        options: {
          redirectTo,
          skipBrowserRedirect: true,
          ...(provider === 'keycloak' ? { scopes: 'openid' } : {}),
        },
      });
      if (error) throw error;
      return (await redirectDance(data.url, { person, follow: follow() })).url;
    }

    async function signedIn(provider: Provider, person: string) {
      const sb = client(backend(), { pkce: true });
      const landed = await signInAt(sb, provider, person);
      const code = landed.searchParams.get('code');
      if (!code) throw new Error(`no code: ${landed.href}`);
      const { data, error } = await sb.auth.exchangeCodeForSession(code);
      if (error) throw error;
      return { sb, session: data.session, user: data.user };
    }

    const admin = () =>
      createClient(backend().apiUrl, backend().serviceRoleKey, { auth: { persistSession: false } }).auth
        .admin;

    async function passwordUser(email: string) {
      const created = await admin().createUser({ email, password: PASSWORD, email_confirm: true });
      if (created.error) throw created.error;
      const sb = client(backend(), { pkce: true });
      const { error } = await sb.auth.signInWithPassword({ email, password: PASSWORD });
      if (error) throw error;
      return { sb, id: created.data.user.id };
    }

    it('lists the enabled providers in /settings', async () => {
      const response = await fetch(`${backend().apiUrl}/auth/v1/settings`, {
        headers: { apikey: backend().anonKey },
      });
      const { external } = (await response.json()) as { external: Record<string, boolean> };
      expect(external).toMatchObject({
        github: true,
        google: true,
        keycloak: true,
        gitlab: false,
        apple: false,
      });
    });

    it('signs up through the OpenID provider with PKCE, names the profile from its claims, and signs in again', async () => {
      const sb = client(backend(), { pkce: true });
      const landed = await signInAt(sb, 'keycloak', 'ada');
      expect(landed.origin + landed.pathname).toBe(CALLBACK);
      const { data, error } = await sb.auth.exchangeCodeForSession(landed.searchParams.get('code')!);
      expect(error).toBeNull();
      expect(data.user).toMatchObject({
        email: 'ada@example.com',
        app_metadata: { provider: 'keycloak', providers: ['keycloak'] },
        user_metadata: { name: 'Ada Lovelace', full_name: 'Ada Lovelace', email_verified: true, sub: 'ada' },
        identities: [expect.objectContaining({ provider: 'keycloak', id: 'ada', email: 'ada@example.com' })],
      });
      expect(data.user!.email_confirmed_at).toBeTruthy();
      const claims = JSON.parse(
        Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
      ) as { amr: unknown };
      expect(claims.amr).toEqual([expect.objectContaining({ method: 'oauth' })]);
      expect(typeof (data.session as { provider_token?: unknown }).provider_token).toBe('string');

      const again = await signedIn('keycloak', 'ada');
      expect(again.user.id).toBe(data.user!.id);
    });

    it('GitHub (its REST API) and Google sign in; a verified address links to the account holding it', async () => {
      const grace = await signedIn('github', 'grace');
      expect(grace.user).toMatchObject({
        email: 'grace@example.com',
        user_metadata: { user_name: 'grace', preferred_username: 'grace', full_name: 'Grace Hopper' },
        identities: [expect.objectContaining({ provider: 'github', id: String(githubId('grace')) })],
      });
      const viaGoogle = await signedIn('google', 'grace');
      expect(viaGoogle.user.id).toBe(grace.user.id);
      expect(viaGoogle.user.app_metadata.providers).toEqual(['github', 'google']);
    });

    it('never merges an unverified provider address into the account that holds it', async () => {
      const email = uniqueEmail('victim');
      const victim = await passwordUser(email);
      idp.addPerson({ id: `mallory-${victim.id}`, name: 'Mallory', email, emailVerified: false });
      const sb = client(backend(), { pkce: true });
      const landed = await signInAt(sb, 'keycloak', `mallory-${victim.id}`);
      expect(landed.origin + landed.pathname).toBe(CALLBACK);
      expect(Object.fromEntries(landed.searchParams)).toEqual({
        error: 'access_denied',
        error_code: 'provider_email_needs_verification',
        error_description:
          'Unverified email with keycloak. Verify the email with keycloak in order to sign in',
      });
      expect(new URLSearchParams(landed.hash.slice(1)).get('error_code')).toBe(
        'provider_email_needs_verification',
      );
      const { data } = await admin().getUserById(victim.id);
      expect(data.user!.identities!.map((i) => i.provider)).toEqual(['email']);
      // The password still opens the victim's account.
      const back = await client(backend()).auth.signInWithPassword({ email, password: PASSWORD });
      expect(back.data.user?.id).toBe(victim.id);
    });

    it('sends a redirect_to outside the allow list to the site URL instead', async () => {
      const sb = client(backend(), { pkce: true });
      const landed = await signInAt(sb, 'keycloak', 'ada', 'https://evil.example/steal');
      expect(landed.origin).toBe(APP);
      expect(landed.pathname).toBe('/');
      expect(landed.searchParams.get('code')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('refuses a code twice, and a code without its verifier', async () => {
      const sb = client(backend(), { pkce: true });
      const code = (await signInAt(sb, 'keycloak', 'ada')).searchParams.get('code')!;
      const wrong = await fetch(`${backend().apiUrl}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { apikey: backend().anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ error_code: 'bad_code_verifier' });
      expect((await sb.auth.exchangeCodeForSession(code)).error).toBeNull();
      const replay = client(backend(), { pkce: true });
      const second = await replay.auth.exchangeCodeForSession(code);
      expect(second.error).toMatchObject({ name: 'AuthPKCECodeVerifierMissingError' });
      const raw = await fetch(`${backend().apiUrl}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { apikey: backend().anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
      });
      expect(await raw.json()).toMatchObject({ error_code: 'flow_state_not_found' });
    });

    it('answers a replayed or forged callback with GoTrue’s errors as query parameters', async () => {
      const sb = client(backend(), { pkce: true });
      const { data } = await sb.auth.signInWithOAuth({
        provider: 'keycloak',
        options: { redirectTo: CALLBACK, skipBrowserRedirect: true, scopes: 'openid' },
      });
      // Stop at the backend's callback: the browser's last step, to be replayed.
      const { url: callback } = await redirectDance(data.url!, {
        person: 'ada',
        follow: follow(),
        stopAt: (url) => url.pathname === '/auth/v1/callback',
      });
      expect(callback.pathname).toBe('/auth/v1/callback');
      const first = await fetch(callback, { redirect: 'manual' });
      expect(first.status).toBe(302);
      expect(new URL(first.headers.get('location')!).searchParams.get('code')).toBeTruthy();
      const replayed = await fetch(callback, { redirect: 'manual' });
      expect(replayed.status).toBe(303);
      const refused = new URL(replayed.headers.get('location')!);
      expect(refused.origin + refused.pathname).toBe(`${APP}/`);
      expect(Object.fromEntries(refused.searchParams)).toEqual({
        error: 'invalid_request',
        error_code: 'flow_state_already_used',
        error_description: 'State has already been used',
      });

      const cases: [string, string, string][] = [
        ['?code=x', 'bad_oauth_callback', 'OAuth state parameter missing'],
        ['?code=x&state=not-a-uuid', 'bad_oauth_state', 'OAuth state parameter is invalid'],
        [`?code=x&state=${crypto.randomUUID()}`, 'bad_oauth_state', 'OAuth state not found or expired'],
      ];
      for (const [query, code, description] of cases) {
        const response = await fetch(`${backend().apiUrl}/auth/v1/callback${query}`, { redirect: 'manual' });
        expect(response.status).toBe(303);
        const to = new URL(response.headers.get('location')!);
        expect([to.searchParams.get('error_code'), to.searchParams.get('error_description')]).toEqual([
          code,
          description,
        ]);
      }
    });

    it('passes the provider’s own error on to redirect_to', async () => {
      const start = await fetch(
        `${backend().apiUrl}/auth/v1/authorize?provider=keycloak&redirect_to=${encodeURIComponent(CALLBACK)}`,
        { redirect: 'manual' },
      );
      expect(start.status).toBe(302);
      const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
      const response = await fetch(
        `${backend().apiUrl}/auth/v1/callback?state=${state}&error=access_denied&error_description=The+user+cancelled`,
        { redirect: 'manual' },
      );
      const to = new URL(response.headers.get('location')!);
      expect(to.origin + to.pathname).toBe(CALLBACK);
      expect(Object.fromEntries(to.searchParams)).toEqual({
        error: 'access_denied',
        error_description: 'The user cancelled',
      });
      expect(new URLSearchParams(to.hash.slice(1)).get('sb')).toBe('');
    });

    it('refuses a provider that is not enabled', async () => {
      const response = await fetch(`${backend().apiUrl}/auth/v1/authorize?provider=gitlab`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error_code: 'validation_failed',
        msg: 'Unsupported provider: provider is not enabled',
      });
      const unknown = await fetch(`${backend().apiUrl}/auth/v1/authorize?provider=myspace`, {
        redirect: 'manual',
      });
      expect(await unknown.json()).toMatchObject({
        msg: 'Unsupported provider: Provider myspace could not be found',
      });
    });

    it('links a second provider to a password account and unlinks, never the last identity', async () => {
      const email = uniqueEmail('linker');
      const { sb, id } = await passwordUser(email);
      const linking = await sb.auth.linkIdentity({
        provider: 'github',
        options: { redirectTo: CALLBACK, skipBrowserRedirect: true },
      });
      expect(linking.error).toBeNull();
      idp.addPerson({ id: `gh-${id}`, name: 'Linker', email: `other-${email}`, emailVerified: true });
      const landed = (await redirectDance(linking.data.url!, { person: `gh-${id}`, follow: follow() })).url;
      const exchanged = await sb.auth.exchangeCodeForSession(landed.searchParams.get('code')!);
      expect(exchanged.error).toBeNull();
      expect(exchanged.data.user!.id).toBe(id);

      const { data: listed } = await sb.auth.getUserIdentities();
      expect(listed!.identities.map((i) => i.provider)).toEqual(['email', 'github']);

      // The same GitHub account cannot be linked to a second user.
      const other = await passwordUser(uniqueEmail('other'));
      const again = await other.sb.auth.linkIdentity({
        provider: 'github',
        options: { redirectTo: CALLBACK, skipBrowserRedirect: true },
      });
      const refused = (await redirectDance(again.data.url!, { person: `gh-${id}`, follow: follow() })).url;
      expect(refused.searchParams.get('error_code')).toBe('identity_already_exists');
      expect(refused.searchParams.get('error_description')).toBe(
        'Identity is already linked to another user',
      );

      const emailIdentity = listed!.identities.find((i) => i.provider === 'email')!;
      expect((await sb.auth.unlinkIdentity(emailIdentity)).error).toBeNull();
      const { data: after } = await sb.auth.getUserIdentities();
      expect(after!.identities.map((i) => i.provider)).toEqual(['github']);
      const last = await sb.auth.unlinkIdentity(after!.identities[0]!);
      expect(last.error).toMatchObject({ status: 422, code: 'single_identity_not_deletable' });
    });
  });
}
