import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { functionFailure } from './support/function-failure';
import { createFixture, type Fixture } from './support/fixture';

const FUNCTION = 'reset-member-two-factor';

// Runs in the local backend's Deno runtime, called through supabase-js.
describe(`edge function ${FUNCTION}`, () => {
  let t: TestBackend;
  let f: Fixture;
  let owner: SupabaseClient;
  beforeAll(async () => {
    t = await startBackend(variants[0]);
    f = await createFixture(t.backend.db);
    // Resetting another person's factors needs the owner's own second factor verified.
    owner = await clientFor(t.backend, f.users.owner, { aal: 'aal2' });
  });
  afterAll(async () => t?.stop());

  /** A verified TOTP factor, as enrolling in /account leaves it. */
  async function enrolled(userId: string): Promise<string> {
    const id = randomUUID();
    await t.backend.db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
      [id, userId, `phone-${id.slice(0, 8)}`],
    );
    return id;
  }
  const factorsOf = async (userId: string) =>
    (await t.backend.db.query<{ id: string }>('select id from auth.mfa_factors where user_id = $1', [userId]))
      .rows;
  const resets = async (userId: string) =>
    (
      await t.backend.db.query<{ actor_id: string; workspace_id: string }>(
        `select actor_id, workspace_id from public.activity where kind = 'member.two_factor_reset' and payload->>'user_id' = $1`,
        [userId],
      )
    ).rows;

  it("by an owner removes every factor of the member and nobody else's, and records who did it", async () => {
    await enrolled(f.users.member);
    await enrolled(f.users.member);
    const kept = await enrolled(f.users.viewer);
    const result = await owner.functions.invoke(FUNCTION, {
      body: { workspace_id: f.workspaceId, user_id: f.users.member },
    });
    expect(result.error).toBeNull();
    expect(result.response?.status).toBe(204);
    expect(await factorsOf(f.users.member)).toEqual([]);
    expect(await factorsOf(f.users.viewer)).toEqual([{ id: kept }]);
    expect(await resets(f.users.member)).toEqual([{ actor_id: f.users.owner, workspace_id: f.workspaceId }]);
  });

  it('tells the member at once: an email and a row in their own security log', async () => {
    const fresh = await createUser(t.backend.db, `told-${f.workspaceId}@example.test`);
    await t.backend.db.query(
      `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'member')`,
      [f.workspaceId, fresh],
    );
    await enrolled(fresh);
    t.backend.mailbox.clear();
    const result = await owner.functions.invoke(FUNCTION, { body: { workspace_id: f.workspaceId, user_id: fresh } });
    expect(result.error).toBeNull();
    const mails = t.backend.mailbox.list(`told-${f.workspaceId}@example.test`);
    expect(mails.map((m) => m.subject)).toEqual(['Your two-factor sign-in was reset']);

    const own = await clientFor(t.backend, fresh);
    const log = await own.from('security_events').select('kind, actor_id, workspace_id');
    expect(log.data).toEqual([{ kind: 'two_factor_reset', actor_id: f.users.owner, workspace_id: f.workspaceId }]);
    const others = await clientFor(t.backend, f.users.viewer);
    expect((await others.from('security_events').select('id').eq('user_id', fresh)).data).toEqual([]);
  });

  it('is refused to an owner who has not entered their own code on this session', async () => {
    const target = f.users.viewer;
    await enrolled(target);
    const before = await factorsOf(target);
    const aal1 = await clientFor(t.backend, f.users.owner);
    const result = await aal1.functions.invoke(FUNCTION, { body: { workspace_id: f.workspaceId, user_id: target } });
    expect(await functionFailure(result)).toMatchObject({ status: 403, code: 'forbidden', reason: 'insufficient_aal' });
    expect(await factorsOf(target)).toEqual(before);
  });

  it('is refused when the member also belongs to a workspace the owner does not own', async () => {
    const elsewhere = await createFixture(t.backend.db);
    const target = f.users.viewer;
    await t.backend.db.query(
      `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'viewer')`,
      [elsewhere.workspaceId, target],
    );
    const before = await factorsOf(target);
    const result = await owner.functions.invoke(FUNCTION, { body: { workspace_id: f.workspaceId, user_id: target } });
    expect(await functionFailure(result)).toMatchObject({
      status: 403,
      code: 'forbidden',
      reason: 'member_of_other_workspaces',
    });
    expect(await factorsOf(target)).toEqual(before);
    expect(await resets(target)).toEqual([]);
    await t.backend.db.query('delete from public.workspace_members where workspace_id = $1 and user_id = $2', [
      elsewhere.workspaceId,
      target,
    ]);
  });

  it('is refused for admins, members and viewers, removing nothing', async () => {
    const target = f.users.viewer;
    const before = await factorsOf(target);
    expect(before).not.toEqual([]);
    for (const role of ['admin', 'member'] as const) {
      const caller = await clientFor(t.backend, f.users[role]);
      const result = await caller.functions.invoke(FUNCTION, {
        body: { workspace_id: f.workspaceId, user_id: target },
      });
      expect(await functionFailure(result)).toMatchObject({
        status: 403,
        code: 'forbidden',
        reason: 'not_owner',
      });
    }
    expect(await factorsOf(target)).toEqual(before);
    expect(await resets(target)).toEqual([]);
  });

  it('hides the workspace from outsiders and refuses users who are not its members', async () => {
    const target = f.users.viewer;
    const before = await factorsOf(target);
    const outsider = await clientFor(t.backend, f.users.outsider);
    const hidden = await outsider.functions.invoke(FUNCTION, {
      body: { workspace_id: f.workspaceId, user_id: target },
    });
    expect(await functionFailure(hidden)).toMatchObject({ status: 404, code: 'not-found' });

    // An owner elsewhere cannot reach the outsider's factors through this workspace, nor an unknown user's.
    const outsiderFactor = await enrolled(f.users.outsider);
    for (const userId of [f.users.outsider, randomUUID()]) {
      const result = await owner.functions.invoke(FUNCTION, {
        body: { workspace_id: f.workspaceId, user_id: userId },
      });
      expect(await functionFailure(result)).toMatchObject({ status: 404, code: 'not-found' });
    }
    expect(await factorsOf(f.users.outsider)).toEqual([{ id: outsiderFactor }]);
    expect(await factorsOf(target)).toEqual(before);
  });

  it('sends owners to their own account for their own factors', async () => {
    const own = await enrolled(f.users.owner);
    const result = await owner.functions.invoke(FUNCTION, {
      body: { workspace_id: f.workspaceId, user_id: f.users.owner },
    });
    expect(await functionFailure(result)).toMatchObject({
      status: 403,
      code: 'forbidden',
      reason: 'own_account',
    });
    expect(await factorsOf(f.users.owner)).toEqual([{ id: own }]);
  });

  it('refuses malformed and hostile ids before touching anything', async () => {
    const target = f.users.viewer;
    const before = await factorsOf(target);
    const bodies: [unknown, string][] = [
      [{ workspace_id: f.workspaceId }, 'user_id'],
      [{ workspace_id: f.workspaceId, user_id: `${target}&user_id=neq.x` }, 'user_id'],
      [{ workspace_id: f.workspaceId, user_id: "x'); delete from auth.mfa_factors; --" }, 'user_id'],
      [{ workspace_id: f.workspaceId, user_id: `${target}/factors/../../${f.users.owner}` }, 'user_id'],
      [{ workspace_id: `${f.workspaceId}&role=eq.owner`, user_id: target }, 'workspace_id'],
      [{ workspace_id: f.workspaceId, user_id: 'a'.repeat(100_000) }, 'user_id'],
    ];
    for (const [body, reason] of bodies) {
      const result = await owner.functions.invoke(FUNCTION, { body: body as Record<string, unknown> });
      expect(await functionFailure(result)).toMatchObject({ status: 400, code: 'validation', reason });
    }
    const notJson = await owner.functions.invoke(FUNCTION, { body: 'not json' });
    expect(await functionFailure(notJson)).toMatchObject({ status: 400, code: 'validation' });
    expect(await factorsOf(target)).toEqual(before);
  });

  it('refuses anonymous callers and forged or expired tokens', async () => {
    const target = f.users.viewer;
    const before = await factorsOf(target);
    const body = { workspace_id: f.workspaceId, user_id: target };
    const anon = await clientFor(t.backend);
    expect(await functionFailure(await anon.functions.invoke(FUNCTION, { body }))).toMatchObject({
      status: 403,
      code: 'forbidden',
    });

    const sign = (secret: string, expiresAt: number) =>
      new SignJWT({ sub: f.users.owner, role: 'authenticated', aud: 'authenticated' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(expiresAt - 3600)
        .setExpirationTime(expiresAt)
        .sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    for (const token of [
      await sign('not-the-project-secret-not-the-project-secret', now + 3600),
      await sign(t.backend.jwtSecret, now - 60),
    ]) {
      const result = await anon.functions.invoke(FUNCTION, {
        body,
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(result.error).not.toBeNull();
      const response = (result.error as { context: Response }).context;
      expect(response.status).toBe(401);
    }
    expect(await factorsOf(target)).toEqual(before);
    expect(await resets(target)).toEqual([]);
  });

  it('a member without a factor is reset to the same state, recorded', async () => {
    const fresh = await createUser(t.backend.db, `no-factor-${f.workspaceId}@example.test`);
    await t.backend.db.query(
      `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'member')`,
      [f.workspaceId, fresh],
    );
    const result = await owner.functions.invoke(FUNCTION, {
      body: { workspace_id: f.workspaceId, user_id: fresh },
    });
    expect(result.error).toBeNull();
    expect(await resets(fresh)).toHaveLength(1);
  });
});
