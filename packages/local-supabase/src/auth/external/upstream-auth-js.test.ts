/**
 * The OAuth and identity-linking tests of auth-js (supabase-js's `packages/core/auth-js`,
 * `test/GoTrueClient.test.ts`: "The auth client can signin with third-party oAuth providers",
 * "Identity Management", the `exchangeCodeForSession` tests of "Authentication") under that suite's
 * project settings (`test/supabase/config.toml`: manual linking off, Google on, autoconfirm), here
 * through supabase-js. Upstream only builds the `/authorize` URLs; these tests also follow each one
 * and expect GoTrue's answer (`GetExternalProviderRedirectURL` wrapping `Provider()`'s error as
 * `400 validation_failed Unsupported provider: …`). Google points at the demo provider, as no test
 * here reaches accounts.google.com.
 */
import type { Provider } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoExternalProviders,
  startDemoIdentityProvider,
  type DemoIdentityProvider,
} from '../../oidc/demo-identity-provider';
import { databaseVariants, serverVariant } from '../../../test/support/test-database';
import { authBackendPerSuite, client, uniqueEmail } from '../../../test/support/auth-backend';

const PASSWORD = 'correct-horse-1';

const project = {
  auth: {
    enableManualLinking: false,
    email: { enableConfirmations: false },
    external: {} as Partial<ReturnType<typeof demoExternalProviders>>,
  },
};

let idp: DemoIdentityProvider;
beforeAll(async () => {
  idp = await startDemoIdentityProvider();
  project.auth.external = { google: demoExternalProviders(idp).google };
});
afterAll(() => idp?.stop());

for (const variant of databaseVariants) {
  describe(`auth-js's OAuth and identity tests (${variant.name})`, serverVariant(variant.server), () => {
    const backend = authBackendPerSuite(variant.server, 'ls_authjs_oauth', project);

    /** What the backend answers for the URL `signInWithOAuth` builds, without following it. */
    async function authorize(provider: Provider, options: { redirectTo?: string; scopes?: string } = {}) {
      const { data, error } = await client(backend()).auth.signInWithOAuth({
        provider,
        options: { ...options, skipBrowserRedirect: true },
      });
      expect(error).toBeNull();
      expect(data.provider).toBe(provider);
      if (!data.url) throw new Error('signInWithOAuth built no URL');
      return { url: data.url, response: await fetch(data.url, { redirect: 'manual' }) };
    }

    it('sends signInWithOAuth for the enabled provider on to it ("signIn() with Provider")', async () => {
      const { response } = await authorize('google', { redirectTo: 'https://localhost:9000/welcome' });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location')!);
      expect(location.origin).toBe(new URL(idp.url).origin);
      expect(location.searchParams.get('state')).toBeTruthy();
    });

    it('refuses a provider that is off, unknown, or a custom one not registered', async () => {
      // "signIn() with Provider can append scopes": GitHub is off in that project.
      const github = await authorize('github', { scopes: 'repo' });
      expect(github.response.status).toBe(400);
      expect(await github.response.json()).toMatchObject({
        error_code: 'validation_failed',
        msg: 'Unsupported provider: provider is not enabled',
      });
      // "should handle signInWithOAuth with invalid provider".
      const unknown = await authorize('invalid-provider' as Provider);
      expect(await unknown.response.json()).toMatchObject({
        msg: 'Unsupported provider: Provider invalid-provider could not be found',
      });
      // A name GoTrue's Provider() knows though /settings does not list it.
      const x = await authorize('x');
      expect(await x.response.json()).toMatchObject({ msg: 'Unsupported provider: provider is not enabled' });
      // "signIn() with custom OIDC provider and options": GoTrue looks custom providers up in its
      // database (custom OAuth is on by default) and finds none.
      const custom = await authorize('custom:my-oidc-provider', {
        redirectTo: 'https://localhost:9000/callback',
        scopes: 'openid profile email',
      });
      expect(custom.url).toContain('redirect_to=');
      expect(custom.url).toContain('scopes=');
      expect(custom.response.status).toBe(400);
      expect(await custom.response.json()).toMatchObject({
        error_code: 'validation_failed',
        msg: 'Unsupported provider: custom provider custom:my-oidc-provider not found',
      });
    });

    it('refuses a PKCE exchange of an unknown code with GoTrue’s 404 flow_state_not_found', async () => {
      // "exchangeCodeForSession() should fail with invalid authCode" (upstream mocks the answer).
      const sb = client(backend(), { pkce: true });
      const started = await sb.auth.signInWithOAuth({
        provider: 'google',
        options: { skipBrowserRedirect: true },
      });
      expect(started.error).toBeNull();
      const { data, error } = await sb.auth.exchangeCodeForSession('mock_code');
      expect(error).toMatchObject({ status: 404, code: 'flow_state_not_found' });
      expect(data.session).toBeNull();
    });

    it('lists the email identity of a new account, and only with a session ("getUserIdentities()")', async () => {
      const sb = client(backend(), { pkce: true });
      const missing = await sb.auth.getUserIdentities();
      expect(missing.error?.message).toContain('Auth session missing!');
      const email = uniqueEmail('authjs');
      expect((await sb.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
      const { data, error } = await sb.auth.getUserIdentities();
      expect(error).toBeNull();
      expect(data?.identities).toHaveLength(1);
      expect(data!.identities[0]).toMatchObject({ provider: 'email', identity_data: { email } });
    });

    it('refuses linkIdentity and unlinkIdentity while manual linking is off', async () => {
      const sb = client(backend(), { pkce: true });
      expect((await sb.auth.signUp({ email: uniqueEmail('authjs'), password: PASSWORD })).error).toBeNull();
      const linked = await sb.auth.linkIdentity({
        provider: 'google',
        options: {
          redirectTo: 'http://localhost:3000',
          scopes: 'openid profile email',
          queryParams: { prompt: 'select_account' },
          skipBrowserRedirect: true,
        },
      });
      expect(linked.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
      expect(linked.error!.message).toContain('Manual linking is disabled');
      // GoTrue's DeleteIdentity checks the setting before looking at the identity.
      const { data } = await sb.auth.getUserIdentities();
      const unlinked = await sb.auth.unlinkIdentity(data!.identities[0]!);
      expect(unlinked.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
      expect(unlinked.error!.message).toContain('Manual linking is disabled');
    });
  });
}
