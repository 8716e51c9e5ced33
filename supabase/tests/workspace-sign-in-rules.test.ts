import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import {
  demoExternalProviders,
  redirectDance,
  startDemoIdentityProvider,
  type DemoIdentityProvider,
} from '@teamboard/local-supabase/testing';
import { LIMITS } from '@teamboard/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createUser,
  pgError,
  serverVariant,
  startBackend,
  variants,
  type TestBackend,
} from './support/backend';
import { createFixture, type Fixture } from './support/fixture';

// A workspace's sign-in rules (issue 36): people of an allowed email domain join without an
// invitation, and a workspace may require members to sign in through one provider — held back
// at the server like the two-factor requirement, whatever the session's other claims.
const PASSWORD = 'teamboard-test-1';

for (const variant of variants) {
  describe(`workspace sign-in rules on ${variant.name}`, serverVariant(variant.server), () => {
    let idp: DemoIdentityProvider;
    let t: TestBackend;
    let f: Fixture;
    const domain = () => `d${f.workspaceId.slice(0, 8)}.test`;

    beforeAll(async () => {
      idp = await startDemoIdentityProvider();
      t = await startBackend(variant, { auth: { external: demoExternalProviders(idp) } });
      f = await createFixture(t.backend.db);
    });
    afterAll(async () => {
      await t?.stop();
      await idp?.stop();
    });

    const setRules = (userId: string, set: string, values: unknown[]) =>
      as(t.backend.db, { userId }, (tx) =>
        tx.query(`update public.workspaces set ${set} where id = $1 returning id`, [
          f.workspaceId,
          ...values,
        ]),
      );

    describe('joining by email domain', () => {
      beforeAll(async () => {
        const { rows } = await setRules(f.users.owner, 'join_domains = $2, join_role = $3', [
          [domain()],
          'viewer',
        ]);
        expect(rows).toHaveLength(1);
      });

      it('lets only owners change the rules', async () => {
        const error = await pgError(setRules(f.users.admin, 'join_domains = $2', [['evil.test']]));
        expect(error).toMatchObject({ code: '42501', detail: 'not_owner' });
        // Members, viewers and outsiders do not reach the row at all.
        for (const who of ['member', 'viewer', 'outsider'] as const) {
          expect((await setRules(f.users[who], 'join_role = $2', ['admin'])).rows).toEqual([]);
        }
        const { rows } = await t.backend.db.query(
          'select join_domains, join_role from public.workspaces where id = $1',
          [f.workspaceId],
        );
        expect(rows[0]).toEqual({ join_domains: [domain()], join_role: 'viewer' });
      });

      it('refuses domains that are not host names, more than ten, an owner role and unknown providers', async () => {
        const hostile: [string, unknown][] = [
          ['join_domains = $2', ['ACME.test']],
          ['join_domains = $2', ['@acme.test']],
          ['join_domains = $2', ['localhost']],
          ['join_domains = $2', ["acme.test'); drop table public.boards; --"]],
          ['join_domains = $2', [`${'a'.repeat(64)}.test`]],
          ['join_domains = $2', Array.from({ length: 11 }, (_, i) => `d${i}.test`)],
          ['join_role = $2', 'owner'],
          ['required_provider = $2', 'evil'],
        ];
        for (const [set, value] of hostile) {
          const error = await pgError(setRules(f.users.owner, set, [value]));
          expect(error.code, `${set} ${JSON.stringify(value)}`).toBe('23514');
        }
        const error = await pgError(setRules(f.users.owner, 'join_role = $2', ['boss']));
        expect(error.code).toBe('22P02');
      });

      it('lists the workspace to a verified newcomer of the domain, who joins with the chosen role once', async () => {
        const newcomer = await createUser(t.backend.db, `new-${randomUUID().slice(0, 6)}@${domain()}`);
        const listed = await as(t.backend.db, { userId: newcomer }, (tx) =>
          tx.query('select id, join_role, domain from public.list_joinable_workspaces()'),
        );
        expect(listed.rows).toEqual([{ id: f.workspaceId, join_role: 'viewer', domain: domain() }]);

        await as(t.backend.db, { userId: newcomer }, (tx) =>
          tx.query('select id from public.join_workspace_by_domain($1)', [f.workspaceId]),
        );
        const { rows } = await t.backend.db.query(
          'select role from public.workspace_members where workspace_id = $1 and user_id = $2',
          [f.workspaceId, newcomer],
        );
        expect(rows).toEqual([{ role: 'viewer' }]);
        const again = await as(t.backend.db, { userId: newcomer }, async (tx) => ({
          listed: (await tx.query('select id from public.list_joinable_workspaces()')).rows,
          error: await pgError(tx.query('select public.join_workspace_by_domain($1)', [f.workspaceId])),
        }));
        expect(again.listed).toEqual([]);
        expect(again.error).toMatchObject({ code: '23505', detail: 'already_member' });
      });

      it('never lets an unverified address join, nor another domain, a lookalike one or a made-up workspace', async () => {
        const unverified = randomUUID();
        await t.backend.db.query(
          `insert into auth.users (id, aud, role, email, raw_app_meta_data, created_at, updated_at)
           values ($1, 'authenticated', 'authenticated', $2, '{"provider":"email"}', now(), now())`,
          [unverified, `unverified@${domain()}`],
        );
        const other = await createUser(t.backend.db, `someone@evil-${domain()}`);
        const sub = await createUser(t.backend.db, `someone@sub.${domain()}`);
        const cases: [string, unknown, string][] = [
          [unverified, f.workspaceId, 'email_not_verified'],
          [other, f.workspaceId, 'domain_not_allowed'],
          [sub, f.workspaceId, 'domain_not_allowed'],
          [other, randomUUID(), 'domain_not_allowed'],
          [f.users.outsider, f.workspaceId, 'domain_not_allowed'],
        ];
        for (const [userId, workspaceId, detail] of cases) {
          const outcome = await as(t.backend.db, { userId }, async (tx) => ({
            listed: (await tx.query('select id from public.list_joinable_workspaces()')).rows,
            error: await pgError(tx.query('select public.join_workspace_by_domain($1)', [workspaceId])),
          }));
          expect(outcome.listed).toEqual([]);
          expect(outcome.error).toMatchObject({ code: '42501', detail });
        }
        const { rows } = await t.backend.db.query(
          'select count(*)::int as n from public.workspace_members where user_id = any($1)',
          [[unverified, other, sub]],
        );
        expect(rows).toEqual([{ n: 0 }]);
        const anon = await pgError(
          as(t.backend.db, 'anon', (tx) =>
            tx.query('select public.join_workspace_by_domain($1)', [f.workspaceId]),
          ),
        );
        expect(anon.code).toBe('42501');
        const bad = await pgError(
          as(t.backend.db, { userId: other }, (tx) =>
            tx.query('select public.join_workspace_by_domain($1)', ['x']),
          ),
        );
        expect(bad.code).toBe('22P02');
      });
    });

    it('counts joiners against the member limit like invitees', async () => {
      const full = await as(t.backend.db, { userId: f.users.admin }, async (tx) => {
        const { rows } = await tx.query<{ id: string }>('select id from public.create_workspace($1, $2)', [
          'Full team',
          `full-${f.workspaceId.slice(0, 8)}`,
        ]);
        return rows[0]!.id;
      });
      await t.backend.db.query('update public.workspaces set join_domains = $2 where id = $1', [
        full,
        [domain()],
      ]);
      for (let i = 1; i < LIMITS.membersPerWorkspace; i++) {
        const id = await createUser(t.backend.db, `filler-${i}-${randomUUID().slice(0, 6)}@example.test`);
        await t.backend.db.query(
          `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'member')`,
          [full, id],
        );
      }
      const late = await createUser(t.backend.db, `late-${randomUUID().slice(0, 6)}@${domain()}`);
      const error = await pgError(
        as(t.backend.db, { userId: late }, (tx) =>
          tx.query('select public.join_workspace_by_domain($1)', [full]),
        ),
      );
      expect(error).toMatchObject({ hint: 'teamboard:limit-reached', detail: 'membersPerWorkspace' });
    });

    describe('a required provider', () => {
      const client = () =>
        createClient(t.backend.apiUrl, t.backend.anonKey, {
          auth: {
            persistSession: false,
            autoRefreshToken: false,
            flowType: 'pkce',
            storage: memoryStorage(),
          },
        });

      /** Signs in through the demo provider as `person`, the browser's redirects followed in code. */
      async function throughProvider(
        provider: 'keycloak' | 'github',
        person: string,
      ): Promise<SupabaseClient> {
        const sb = client();
        const { data } = await sb.auth.signInWithOAuth({
          provider,
          options: { skipBrowserRedirect: true, ...(provider === 'keycloak' ? { scopes: 'openid' } : {}) },
        });
        const landed = (await redirectDance(data.url!, { person, follow: [t.backend.apiUrl, idp.url] })).url;
        const code = landed.searchParams.get('code');
        expect(code, landed.href).toBeTruthy();
        expect((await sb.auth.exchangeCodeForSession(code!)).error).toBeNull();
        return sb;
      }

      async function withPassword(sb: SupabaseClient): Promise<SupabaseClient> {
        const { data } = await sb.auth.getUser();
        await t.backend.db.query(
          `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf')) where id = $1`,
          [data.user!.id, PASSWORD],
        );
        const sb2 = client();
        expect(
          (await sb2.auth.signInWithPassword({ email: data.user!.email!, password: PASSWORD })).error,
        ).toBeNull();
        return sb2;
      }

      const boards = async (sb: SupabaseClient) => {
        const { data, error } = await sb.from('boards').select('id').eq('workspace_id', f.workspaceId);
        expect(error).toBeNull();
        return data!.length;
      };

      let owner: SupabaseClient;
      let ownerPassword: SupabaseClient;
      let member: SupabaseClient;
      let memberPassword: SupabaseClient;
      beforeAll(async () => {
        owner = await throughProvider('keycloak', 'grace');
        member = await throughProvider('keycloak', 'ada');
        ownerPassword = await withPassword(owner);
        memberPassword = await withPassword(member);
        for (const [sb, role] of [
          [owner, 'owner'],
          [member, 'member'],
        ] as const) {
          const { data } = await sb.auth.getUser();
          await t.backend.db.query(
            'insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, $3)',
            [f.workspaceId, data.user!.id, role],
          );
        }
      });

      it('is set only by an owner signed in through it', async () => {
        const refused = await ownerPassword
          .from('workspaces')
          .update({ required_provider: 'keycloak' })
          .eq('id', f.workspaceId);
        expect(refused.error).toMatchObject({ code: '42501', details: 'provider_session_required' });
        const viaGithubLater = await owner
          .from('workspaces')
          .update({ required_provider: 'github' })
          .eq('id', f.workspaceId);
        expect(viaGithubLater.error).toMatchObject({ details: 'provider_session_required' });
        const set = await owner
          .from('workspaces')
          .update({ required_provider: 'keycloak' })
          .eq('id', f.workspaceId)
          .select('required_provider');
        expect(set.error).toBeNull();
        expect(set.data).toEqual([{ required_provider: 'keycloak' }]);
      });

      it('refuses a member’s password session at the server, and shows why on the workspace row', async () => {
        expect(await boards(member)).toBe(1);
        expect(await boards(memberPassword)).toBe(0);
        const rpc = await memberPassword.rpc('list_board_members', { board_id: f.boardId });
        expect(rpc.error).not.toBeNull();
        const { data } = await memberPassword
          .from('workspaces')
          .select('required_provider')
          .eq('id', f.workspaceId);
        expect(data).toEqual([{ required_provider: 'keycloak' }]);
        expect((await memberPassword.rpc('my_session_provider')).data).toBeNull();
        expect((await member.rpc('my_session_provider')).data).toBe('keycloak');
      });

      it('refuses a session through another provider, without touching earlier sessions', async () => {
        // ada's GitHub account has the same verified address: it links to her account.
        const viaGithub = await throughProvider('github', 'ada');
        expect(await boards(viaGithub)).toBe(0);
        expect((await viaGithub.rpc('my_session_provider')).data).toBe('github');
        expect(await boards(member)).toBe(1);
        // A refreshed token keeps its session, and the session its provider.
        expect((await member.auth.refreshSession()).error).toBeNull();
        expect(await boards(member)).toBe(1);
      });

      it('holds back a forged session id and an owner who did not sign in through it', async () => {
        const { data } = await member.auth.getUser();
        const forged = await as(t.backend.db, { userId: data.user!.id }, async (tx) => {
          await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
            JSON.stringify({
              sub: data.user!.id,
              role: 'authenticated',
              amr: [{ method: 'oauth', timestamp: 0 }],
              session_id: randomUUID(),
            }),
          ]);
          return (await tx.query('select id from public.boards where workspace_id = $1', [f.workspaceId]))
            .rows;
        });
        expect(forged).toEqual([]);
        expect(await boards(ownerPassword)).toBe(0);
        expect(await boards(owner)).toBe(1);
      });
    });
  });
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
