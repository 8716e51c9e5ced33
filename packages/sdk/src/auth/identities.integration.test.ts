import type { LocalSupabase } from '@teamboard/local-supabase';
import {
  demoExternalProviders,
  redirectDance,
  startDemoIdentityProvider,
  type DemoIdentityProvider,
} from '@teamboard/local-supabase/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, startBackend, testClient, uniqueEmail } from '../../test/local-backend';
import { isTeamboardError, type TeamboardError } from '../errors/teamboard-error';
import { exchangeCodeForSession } from './exchange-code-for-session';
import { linkIdentity } from './link-identity';
import { listIdentities } from './list-identities';
import { listSignInProviders } from './list-sign-in-providers';
import { signInWithPassword } from './sign-in-with-password';
import { signInWithProvider } from './sign-in-with-provider';
import { unlinkIdentity } from './unlink-identity';

const CALLBACK = `${APP_URL}/auth/callback`;
const PASSWORD = 'correct-horse-7';

async function failure(promise: Promise<unknown>): Promise<TeamboardError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isTeamboardError(outcome)) throw new Error(`expected a TeamboardError, got ${String(outcome)}`);
  return outcome;
}

let idp: DemoIdentityProvider;
let backend: LocalSupabase;
beforeAll(async () => {
  idp = await startDemoIdentityProvider();
  const { keycloak, github, google } = demoExternalProviders(idp);
  // Google off: the providers listed are the enabled ones only.
  backend = await startBackend({
    auth: {
      enableManualLinking: true,
      external: { keycloak, github, google: { ...google, enabled: false } },
    },
  });
});
afterAll(async () => {
  await backend?.stop();
  await idp?.stop();
});

/** The browser's part: the provider URL to the app's callback, the person picked at the provider. */
async function landAt(url: string, person: string): Promise<URL> {
  return (await redirectDance(url, { person, follow: [backend.apiUrl, idp.url] })).url;
}

describe('sign-in providers', () => {
  it('lists the enabled providers only, in Teamboard’s order', async () => {
    const { client } = testClient(backend);
    expect(await listSignInProviders(client)).toEqual(['github', 'keycloak']);
  });

  it('signs up through the organisation’s provider and lands with a code for the session', async () => {
    const { client } = testClient(backend);
    const { url } = await signInWithProvider(
      client,
      { provider: 'keycloak' },
      { redirectTo: CALLBACK, skipBrowserRedirect: true },
    );
    const landed = await landAt(url, 'ada');
    expect(landed.origin + landed.pathname).toBe(CALLBACK);
    const session = await exchangeCodeForSession(client, landed.searchParams.get('code')!);
    expect(session.user).toMatchObject({ email: 'ada@example.com' });
    expect((await listIdentities(client)).map((i) => [i.provider, i.email])).toEqual([
      ['keycloak', 'ada@example.com'],
    ]);
  });

  it('refuses a provider that is switched off, and one that does not exist, before leaving the app', async () => {
    const { client, requests } = testClient(backend);
    const off = await failure(
      signInWithProvider(client, { provider: 'google' }, { skipBrowserRedirect: true }),
    );
    expect([off.code, off.reason]).toEqual(['forbidden', 'provider_disabled']);
    const unknown = await failure(
      signInWithProvider(client, { provider: 'myspace' as 'github' }, { skipBrowserRedirect: true }),
    );
    expect(unknown.code).toBe('validation');
    expect(requests).toEqual(['/auth/v1/settings']);
  });

  it('links GitHub to a password account, unlinks email, and refuses to unlink the last one', async () => {
    const email = uniqueEmail('link');
    const admin = await fetch(`${backend.apiUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: backend.serviceRoleKey,
        authorization: `Bearer ${backend.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email, password: PASSWORD, email_confirm: true }),
    });
    expect(admin.status).toBe(200);
    const { client } = testClient(backend);
    await signInWithPassword(client, { email, password: PASSWORD });
    idp.addPerson({ id: `sdk-${email}`, name: 'Linked', email: `gh-${email}`, emailVerified: true });

    const { url } = await linkIdentity(
      client,
      { provider: 'github' },
      { redirectTo: CALLBACK, skipBrowserRedirect: true },
    );
    const landed = await landAt(url, `sdk-${email}`);
    await exchangeCodeForSession(client, landed.searchParams.get('code')!);
    const identities = await listIdentities(client);
    expect(identities.map((i) => i.provider)).toEqual(['email', 'github']);

    await unlinkIdentity(client, { identityId: identities[0]!.id });
    const left = await listIdentities(client);
    expect(left.map((i) => i.provider)).toEqual(['github']);
    const last = await failure(unlinkIdentity(client, { identityId: left[0]!.id }));
    expect([last.code, last.reason]).toEqual(['conflict', 'single_identity_not_deletable']);
    const bad = await failure(unlinkIdentity(client, { identityId: 'nope' }));
    expect(bad.code).toBe('validation');
    const missing = await failure(unlinkIdentity(client, { identityId: crypto.randomUUID() }));
    expect(missing.code).toBe('not-found');
  });
});
