import type { LocalSupabase } from '@teamboard/local-supabase';
import {
  demoExternalProviders,
  redirectDance,
  startDemoIdentityProvider,
  type DemoIdentityProvider,
} from '@teamboard/local-supabase/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  MISSING_ID,
  signedInClients,
  SQL_LOOKING,
  workspaceWith,
  type SignedInClient,
} from '../../test/data-fixture';
import { startBackend, testClient, type TestClient } from '../../test/local-backend';
import { exchangeCodeForSession } from '../auth/exchange-code-for-session';
import { getSessionProvider } from '../auth/get-session-provider';
import { signInWithProvider } from '../auth/sign-in-with-provider';
import { LIMITS } from '../constants';
import { joinWorkspaceByDomain } from './join-workspace-by-domain';
import { listJoinableWorkspaces } from './list-joinable-workspaces';
import { listMyWorkspaces } from './list-my-workspaces';
import { setWorkspaceSignInRules } from './set-workspace-sign-in-rules';

let idp: DemoIdentityProvider;
let backend: LocalSupabase;
let owner: SignedInClient;
let admin: SignedInClient;
let member: SignedInClient;
let outsider: SignedInClient;
let workspaceId: string;
beforeAll(async () => {
  idp = await startDemoIdentityProvider();
  backend = await startBackend({ auth: { external: demoExternalProviders(idp) } });
  [owner, admin, member, outsider] = await signedInClients(backend, ['owner', 'admin', 'member', 'outsider']);
  workspaceId = await workspaceWith(backend, owner, [
    [admin, 'admin'],
    [member, 'member'],
  ]);
}, 60_000);
afterAll(async () => {
  await backend?.stop();
  await idp?.stop();
});

/** Signs `person` in through the demo company provider, as the app's callback page does. */
async function throughCompanyProvider(person: string): Promise<TestClient> {
  const test = testClient(backend);
  const { url } = await signInWithProvider(
    test.client,
    { provider: 'keycloak' },
    { skipBrowserRedirect: true },
  );
  const landed = (await redirectDance(url, { person, follow: [backend.apiUrl, idp.url] })).url;
  await exchangeCodeForSession(test.client, landed.searchParams.get('code')!);
  return test;
}

describe('setWorkspaceSignInRules', () => {
  it('lets an owner allow domains, written as the database keeps them, with a role', async () => {
    const updated = await setWorkspaceSignInRules(owner.client, {
      workspaceId,
      joinDomains: [' Example.COM', 'example.com'],
      joinRole: 'viewer',
    });
    expect(updated).toMatchObject({
      join_domains: ['example.com'],
      join_role: 'viewer',
      required_provider: null,
    });
  });

  it('refuses hostile input before sending anything', async () => {
    const tooMany = Array.from({ length: LIMITS.joinDomainsPerWorkspace + 1 }, (_, i) => `d${i}.test`);
    for (const input of [
      { workspaceId, joinDomains: ['@example.com'] },
      { workspaceId, joinDomains: [SQL_LOOKING] },
      { workspaceId, joinDomains: ['localhost'] },
      { workspaceId, joinDomains: tooMany },
      { workspaceId, joinRole: 'owner' },
      { workspaceId, requiredProvider: 'evil' },
      { workspaceId },
      { workspaceId: SQL_LOOKING, joinRole: 'member' },
    ]) {
      await expectNoRequestValidation(owner, () =>
        setWorkspaceSignInRules(owner.client, input as Parameters<typeof setWorkspaceSignInRules>[1]),
      );
    }
  });

  it('refuses anyone but an owner, and does not tell outsiders the workspace exists', async () => {
    const byAdmin = await expectCode(
      setWorkspaceSignInRules(admin.client, { workspaceId, joinRole: 'admin' }),
      'forbidden',
    );
    expect(byAdmin.reason).toBe('not_owner');
    await expectCode(setWorkspaceSignInRules(member.client, { workspaceId, joinRole: 'admin' }), 'forbidden');
    await expectCode(
      setWorkspaceSignInRules(outsider.client, { workspaceId, joinRole: 'admin' }),
      'not-found',
    );
    await expectCode(
      setWorkspaceSignInRules(owner.client, { workspaceId: MISSING_ID, joinRole: 'admin' }),
      'not-found',
    );
  });
});

describe('joining by email domain', () => {
  it('lists the workspace to a newcomer of the domain, who joins with the chosen role once', async () => {
    const ada = await throughCompanyProvider('ada');
    const [slug] = (
      await backend.db.query<{ slug: string }>('select slug from public.workspaces where id = $1', [
        workspaceId,
      ])
    ).rows.map((r) => r.slug);
    expect(await listJoinableWorkspaces(ada.client)).toEqual([
      { id: workspaceId, name: 'Team', slug, joinRole: 'viewer', domain: 'example.com' },
    ]);
    const joined = await joinWorkspaceByDomain(ada.client, { workspaceId });
    expect(joined.id).toBe(workspaceId);
    expect((await listMyWorkspaces(ada.client)).map((w) => [w.id, w.role])).toEqual([
      [workspaceId, 'viewer'],
    ]);
    expect(await listJoinableWorkspaces(ada.client)).toEqual([]);
    const again = await expectCode(joinWorkspaceByDomain(ada.client, { workspaceId }), 'conflict');
    expect(again.reason).toBe('already_member');
  });

  it('refuses people of other domains and made-up workspaces alike, and bad ids before sending', async () => {
    // The fixture's people are at another domain.
    expect(await listJoinableWorkspaces(outsider.client)).toEqual([]);
    for (const id of [workspaceId, MISSING_ID]) {
      const refused = await expectCode(
        joinWorkspaceByDomain(outsider.client, { workspaceId: id }),
        'forbidden',
      );
      expect(refused.reason).toBe('domain_not_allowed');
    }
    await expectNoRequestValidation(outsider, () =>
      joinWorkspaceByDomain(outsider.client, { workspaceId: SQL_LOOKING }),
    );
  });
});

describe('a required provider', () => {
  it('is set only from a session signed in through it, and then holds back password sessions', async () => {
    const refused = await expectCode(
      setWorkspaceSignInRules(owner.client, { workspaceId, requiredProvider: 'keycloak' }),
      'forbidden',
    );
    expect(refused.reason).toBe('provider_session_required');

    const grace = await throughCompanyProvider('grace');
    const { data } = await grace.client.supabase.auth.getUser();
    await backend.db.query(
      `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'owner')`,
      [workspaceId, data.user!.id],
    );
    expect(await getSessionProvider(grace.client)).toBe('keycloak');
    expect(await getSessionProvider(owner.client)).toBeNull();
    const set = await setWorkspaceSignInRules(grace.client, { workspaceId, requiredProvider: 'keycloak' });
    expect(set.required_provider).toBe('keycloak');

    // The password sessions still see the workspace (to be told why) but nothing in it.
    const boards = async (who: TestClient) =>
      (await who.client.supabase.from('boards').select('id').eq('workspace_id', workspaceId)).data;
    await grace.client.supabase.from('boards').insert({ workspace_id: workspaceId, name: 'Roadmap' });
    expect(await boards(grace)).toHaveLength(1);
    expect(await boards(member)).toEqual([]);
    expect(await boards(owner)).toEqual([]);
    expect((await listMyWorkspaces(member.client)).map((w) => w.required_provider)).toEqual(['keycloak']);

    const lifted = await setWorkspaceSignInRules(grace.client, { workspaceId, requiredProvider: null });
    expect(lifted.required_provider).toBeNull();
    expect(await boards(member)).toHaveLength(1);
  });
});
