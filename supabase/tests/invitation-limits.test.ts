import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, pgError, serverVariant, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, newToken, type Fixture } from './support/fixture';
import { functionFailure } from './support/function-failure';

// Invitations are limited by person, not by workspace (issue 29 finding 4):
// creating, filling and deleting workspaces does not reset anything.
for (const variant of variants) {
  describe(`invitation limits per person on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    beforeAll(async () => {
      t = await startBackend(variant);
    });
    afterAll(async () => t?.stop());

    /** A new workspace owned by `userId`, as create_workspace makes it. */
    const workspaceOf = (userId: string, tag: string) =>
      as(t.backend.db, { userId }, async (tx) => {
        const { rows } = await tx.query<{ id: string }>('select id from public.create_workspace($1, $2)', [
          `Team ${tag}`,
          `team-${tag}`,
        ]);
        return rows[0]!.id;
      });
    const invite = (userId: string, workspaceId: string, email: string) =>
      as(t.backend.db, { userId }, (tx) =>
        tx.query(
          `insert into public.invitations (workspace_id, email, role, token_hash, invited_by) values ($1, $2, 'member', $3, $4)`,
          [workspaceId, email, newToken().hash, userId],
        ),
      );

    it('counts an inviter’s invitations across deleted workspaces: 50 a day', async () => {
      const f = await createFixture(t.backend.db);
      const owner = f.users.owner;
      let sent = 0;
      // Three workspaces of 20 each would pass every per-workspace limit; deleting them changes nothing.
      for (let w = 0; sent < 50; w++) {
        const workspaceId = await workspaceOf(owner, `relay-${w}-${Date.now().toString(36)}`);
        for (let i = 0; i < 20 && sent < 50; i++, sent++) {
          await invite(owner, workspaceId, `relay-${sent}-${f.workspaceId}@example.test`);
        }
        await as(t.backend.db, { userId: owner }, (tx) =>
          tx.query('delete from public.workspaces where id = $1', [workspaceId]),
        );
      }
      const fresh = await workspaceOf(owner, `relay-last-${Date.now().toString(36)}`);
      const refused = await pgError(invite(owner, fresh, `relay-51-${f.workspaceId}@example.test`));
      expect(refused).toMatchObject({ hint: 'teamboard:limit-reached', detail: 'invitationsPerUserPerDay' });

      // A day later there is room again.
      await t.backend.db.query(
        `update private.invitation_sends set created_at = now() - interval '25 hours' where inviter_id = $1`,
        [owner],
      );
      await invite(owner, fresh, `relay-51-${f.workspaceId}@example.test`);
    });

    it('lets one address receive 3 invitations a day, from anyone', async () => {
      const target = `victim-${Date.now().toString(36)}@example.test`;
      const inviters = [await createFixture(t.backend.db), await createFixture(t.backend.db)];
      await invite(inviters[0]!.users.owner, inviters[0]!.workspaceId, target);
      await invite(inviters[0]!.users.admin, inviters[0]!.workspaceId, target);
      await invite(inviters[1]!.users.owner, inviters[1]!.workspaceId, target);
      const refused = await pgError(
        invite(inviters[1]!.users.admin, inviters[1]!.workspaceId, target.toUpperCase()),
      );
      expect(refused).toMatchObject({
        hint: 'teamboard:limit-reached',
        detail: 'invitationsPerAddressPerDay',
      });
      const { rows } = await t.backend.db.query(
        'select count(*)::int as n from public.invitations where email = $1',
        [target],
      );
      expect(rows).toEqual([{ n: 3 }]);
    });

    it('keeps no address in the ledger and lets no client read it', async () => {
      const { rows } = await t.backend.db.query<{ n: number }>(
        `select count(*)::int as n from private.invitation_sends where email_hash !~ '^[0-9a-f]{64}$'`,
      );
      expect(rows).toEqual([{ n: 0 }]);
      const f = await createFixture(t.backend.db);
      const refused = await pgError(
        as(t.backend.db, { userId: f.users.owner }, (tx) =>
          tx.query('select * from private.invitation_sends'),
        ),
      );
      expect(refused.code).toBe('42501');
    });
  });
}

describe('invite-member with the limits per person', () => {
  let t: TestBackend;
  let f: Fixture;
  let owner: SupabaseClient;
  beforeAll(async () => {
    t = await startBackend(variants[0]);
    f = await createFixture(t.backend.db);
    owner = await clientFor(t.backend, f.users.owner);
  });
  afterAll(async () => t?.stop());

  it('never puts the workspace’s name in the subject', async () => {
    await t.backend.db.query('update public.workspaces set name = $1 where id = $2', [
      'Your account is locked, visit evil.example',
      f.workspaceId,
    ]);
    const email = `subject-${f.workspaceId}@example.test`;
    const result = await owner.functions.invoke('invite-member', {
      body: { workspace_id: f.workspaceId, email },
    });
    expect(result.error).toBeNull();
    const [mail] = t.backend.mailbox.list(email);
    expect(mail?.subject).toBe("You're invited to a workspace on Teamboard");
    expect(mail?.subject).not.toContain('evil');
  });

  it('refuses a fourth invitation to one address, sends nothing, and counts the refusal', async () => {
    const email = `thrice-${f.workspaceId}@example.test`;
    for (let i = 0; i < 3; i++) {
      const sent = await owner.functions.invoke('invite-member', {
        body: { workspace_id: f.workspaceId, email },
      });
      expect(sent.error).toBeNull();
    }
    t.backend.mailbox.clear();
    const result = await owner.functions.invoke('invite-member', {
      body: { workspace_id: f.workspaceId, email },
    });
    expect(await functionFailure(result)).toMatchObject({
      status: 429,
      code: 'limit-reached',
      reason: 'invitationsPerAddressPerDay',
    });
    expect(t.backend.mailbox.list(email)).toEqual([]);
    const { rows } = await t.backend.db.query(
      'select reason from private.invitation_refusals where inviter_id = $1',
      [f.users.owner],
    );
    expect(rows).toEqual([{ reason: 'invitationsPerAddressPerDay' }]);
  });
});
