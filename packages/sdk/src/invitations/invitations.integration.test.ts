import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  MISSING_ID,
  signedInClients,
  SQL_LOOKING,
  workspaceWith,
  startTeam,
  type SignedInClient,
} from '../../test/data-fixture';
import { testClient, uniqueEmail } from '../../test/local-backend';
import { listMembers } from '../members/list-members';
import { acceptInvitation } from './accept-invitation';
import { invitationStatus } from './invitation-status';
import { inviteMember } from './invite-member';
import { listInvitations } from './list-invitations';
import { previewInvitation } from './preview-invitation';
import { revokeInvitation } from './revoke-invitation';

let backend: LocalSupabase;
let owner: SignedInClient;
let admin: SignedInClient;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let workspaceId: string;

beforeAll(async () => {
  ({ backend, owner, admin, member, viewer, outsider, workspaceId } = await startTeam());
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

/**
 * Adds `count` members who exist only in the database (no password, never
 * signed in): the member limit needs many people, and creating them through
 * the Auth API one by one would make this suite slow.
 */
async function addQuietMembers(id: string, count: number): Promise<void> {
  await backend.db.query(
    `with people as (
       insert into auth.users (instance_id, id, aud, role, email, raw_user_meta_data, created_at, updated_at)
       select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
              'quiet-' || gen_random_uuid() || '@example.com', '{"display_name": "Quiet"}'::jsonb, now(), now()
       from generate_series(1, $2::int)
       returning id
     )
     insert into public.workspace_members (workspace_id, user_id, role)
     select $1, id, 'viewer' from people`,
    [id, count],
  );
}

/** The raw token from the newest invitation email to `email`. */
async function tokenFor(email: string): Promise<string> {
  const mail = await backend.mailbox.waitFor(email, { match: (m) => /invited/i.test(m.subject) });
  const link = mail.links.find((l) => l.includes('/invite/'));
  if (link === undefined) throw new Error(`no invite link to ${email}`);
  return decodeURIComponent(new URL(link).pathname.split('/').at(-1) ?? '');
}

describe('inviteMember', () => {
  it('lets an admin invite, emailing a link whose token joins the invitee', async () => {
    const [invitee] = await signedInClients(backend, ['invitee']);
    const sent = await inviteMember(admin.client, {
      workspaceId,
      email: ` ${invitee.email.toUpperCase()} `,
      role: 'member',
    });
    expect(sent).toMatchObject({ email: invitee.email, role: 'member' });
    expect(Date.parse(sent.expires_at)).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);

    const joined = await acceptInvitation(invitee.client, await tokenFor(invitee.email));
    expect(joined.id).toBe(workspaceId);
    const roles = (await listMembers(invitee.client, workspaceId)).map((m) => [m.user_id, m.role]);
    expect(roles).toContainEqual([invitee.userId, 'member']);
  });

  it('is forbidden for members and viewers, not-found for outsiders', async () => {
    const email = uniqueEmail('nobody');
    const error = await expectCode(
      inviteMember(member.client, { workspaceId, email, role: 'member' }),
      'forbidden',
    );
    expect(error.reason).toBe('not_manager');
    await expectCode(inviteMember(viewer.client, { workspaceId, email, role: 'viewer' }), 'forbidden');
    await expectCode(inviteMember(outsider.client, { workspaceId, email, role: 'member' }), 'not-found');
    await expectCode(
      inviteMember(owner.client, { workspaceId: MISSING_ID, email, role: 'member' }),
      'not-found',
    );
  });

  it('refuses to invite a member as a conflict', async () => {
    const error = await expectCode(
      inviteMember(owner.client, { workspaceId, email: member.email, role: 'admin' }),
      'conflict',
    );
    expect(error.reason).toBe('already_member');
  });

  it('stops at 20 invitations per workspace per hour', async () => {
    const id = await workspaceWith(backend, owner, []);
    for (let i = 0; i < 20; i += 1) {
      await inviteMember(owner.client, { workspaceId: id, email: uniqueEmail('bulk'), role: 'viewer' });
    }
    const error = await expectCode(
      inviteMember(owner.client, { workspaceId: id, email: uniqueEmail('bulk'), role: 'viewer' }),
      'limit-reached',
    );
    expect(error.reason).toBe('invitationsPerWorkspacePerHour');
  }, 60_000);

  it('stops at 50 people per workspace, pending invitations included', async () => {
    const id = await workspaceWith(backend, owner, []);
    await addQuietMembers(id, 48);
    await inviteMember(owner.client, { workspaceId: id, email: uniqueEmail('fiftieth'), role: 'viewer' });
    const error = await expectCode(
      inviteMember(owner.client, { workspaceId: id, email: uniqueEmail('fifty-first'), role: 'viewer' }),
      'limit-reached',
    );
    expect(error.reason).toBe('membersPerWorkspace');
    expect(error.retryable).toBe(false);
  }, 60_000);

  it('validates before any request: bad email, owner role, SQL-looking or oversized input', async () => {
    await expectNoRequestValidation(owner, () =>
      inviteMember(owner.client, { workspaceId, email: SQL_LOOKING, role: 'member' }),
    );
    await expectNoRequestValidation(owner, () =>
      inviteMember(owner.client, { workspaceId, email: `${'a'.repeat(250)}@example.test`, role: 'member' }),
    );
    await expectNoRequestValidation(owner, () =>
      // @ts-expect-error — owner cannot be granted by invitation, which the schema must refuse
      inviteMember(owner.client, { workspaceId, email: uniqueEmail('x'), role: 'owner' }),
    );
  });
});

describe('listInvitations and revokeInvitation', () => {
  it('lists pending ones to managers, every one with its status on request', async () => {
    const id = await workspaceWith(backend, owner, [[admin, 'admin']]);
    const [pending, revoked, expired] = [uniqueEmail('p'), uniqueEmail('r'), uniqueEmail('e')];
    for (const email of [pending, revoked, expired])
      await inviteMember(owner.client, { workspaceId: id, email, role: 'member' });
    const all = await listInvitations(owner.client, id, { status: 'all' });
    const byEmail = new Map(all.map((i) => [i.email, i]));
    await revokeInvitation(admin.client, byEmail.get(revoked)!.id);
    await backend.db.query(
      `update public.invitations set expires_at = now() - interval '1 minute' where id = $1`,
      [byEmail.get(expired)!.id],
    );

    expect((await listInvitations(admin.client, id)).map((i) => [i.email, i.status])).toEqual([
      [pending, 'pending'],
    ]);
    const statuses = new Map(
      (await listInvitations(owner.client, id, { status: 'all' })).map((i) => [i.email, i.status]),
    );
    expect(Object.fromEntries(statuses)).toEqual({
      [pending]: 'pending',
      [revoked]: 'revoked',
      [expired]: 'expired',
    });
    expect(Object.keys(all[0]!)).not.toContain('token_hash');
  });

  it('shows members, viewers and outsiders nothing', async () => {
    await inviteMember(owner.client, { workspaceId, email: uniqueEmail('hidden'), role: 'member' });
    for (const user of [member, viewer, outsider]) {
      expect(await listInvitations(user.client, workspaceId, { status: 'all' })).toEqual([]);
    }
  });

  it('revokes once: a second revoke is a conflict, and the link stops working', async () => {
    const [invitee] = await signedInClients(backend, ['revoked']);
    await inviteMember(owner.client, { workspaceId, email: invitee.email, role: 'viewer' });
    const token = await tokenFor(invitee.email);
    const [invitation] = (await listInvitations(owner.client, workspaceId)).filter(
      (i) => i.email === invitee.email,
    );
    expect((await revokeInvitation(owner.client, invitation!.id)).status).toBe('revoked');
    const again = await expectCode(revokeInvitation(owner.client, invitation!.id), 'conflict');
    expect(again.reason).toBe('invitation_not_pending');
    expect((await expectCode(acceptInvitation(invitee.client, token), 'conflict')).reason).toBe(
      'invitation_revoked',
    );
  });

  it('is not-found for those who cannot see invitations (members, viewers, outsiders) and unknown ids', async () => {
    const sent = await inviteMember(owner.client, {
      workspaceId,
      email: uniqueEmail('keep'),
      role: 'member',
    });
    for (const user of [member, viewer, outsider])
      await expectCode(revokeInvitation(user.client, sent.id), 'not-found');
    await expectCode(revokeInvitation(owner.client, MISSING_ID), 'not-found');
    const [still] = (await listInvitations(owner.client, workspaceId)).filter((i) => i.id === sent.id);
    expect(still?.status).toBe('pending');
  });

  it('validate before any request', async () => {
    await expectNoRequestValidation(owner, () => listInvitations(owner.client, 'nope'));
    await expectNoRequestValidation(owner, () => revokeInvitation(owner.client, SQL_LOOKING));
  });

  it('derives status from the stamps and the clock', () => {
    const base = { accepted_at: null, revoked_at: null, expires_at: '2030-01-01T00:00:00Z' };
    const now = new Date('2029-12-31T00:00:00Z');
    expect(invitationStatus(base, now)).toBe('pending');
    expect(invitationStatus(base, new Date('2030-01-01T00:00:00Z'))).toBe('expired');
    expect(invitationStatus({ ...base, revoked_at: '2029-01-01T00:00:00Z' }, now)).toBe('revoked');
    expect(invitationStatus({ ...base, accepted_at: '2029-01-01T00:00:00Z' }, now)).toBe('accepted');
  });
});

describe('acceptInvitation', () => {
  it('works once: a second use is a conflict (invitation_used)', async () => {
    const [invitee] = await signedInClients(backend, ['twice']);
    await inviteMember(owner.client, { workspaceId, email: invitee.email, role: 'viewer' });
    const token = await tokenFor(invitee.email);
    await acceptInvitation(invitee.client, token);
    expect((await expectCode(acceptInvitation(invitee.client, token), 'conflict')).reason).toBe(
      'invitation_used',
    );
  });

  it('refuses an expired link, another address, and an unknown token', async () => {
    const [invitee, stranger] = await signedInClients(backend, ['late', 'stranger']);
    await inviteMember(owner.client, { workspaceId, email: invitee.email, role: 'member' });
    const token = await tokenFor(invitee.email);
    const mismatch = await expectCode(acceptInvitation(stranger.client, token), 'forbidden');
    expect(mismatch.reason).toBe('invitation_email_mismatch');
    await backend.db.query(
      `update public.invitations set expires_at = now() - interval '1 second' where email = $1`,
      [invitee.email],
    );
    expect((await expectCode(acceptInvitation(invitee.client, token), 'conflict')).reason).toBe(
      'invitation_expired',
    );
    expect((await expectCode(acceptInvitation(invitee.client, SQL_LOOKING), 'not-found')).reason).toBe(
      'invitation_not_found',
    );
  });

  it('refuses to join a workspace that is already full', async () => {
    const [invitee] = await signedInClients(backend, ['too-late']);
    const id = await workspaceWith(backend, owner, []);
    await addQuietMembers(id, 48);
    await inviteMember(owner.client, { workspaceId: id, email: invitee.email, role: 'member' });
    const token = await tokenFor(invitee.email);
    // The limit keeps a workspace from getting here through the app; an import
    // done with triggers off (as an administrator might) is how one ends up full.
    await backend.db.transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`);
      await tx.query(
        `insert into public.workspace_members (workspace_id, user_id, role)
         select $1, p.id, 'viewer' from public.profiles p
         where not exists (select 1 from public.workspace_members m where m.workspace_id = $1 and m.user_id = p.id)
           and p.id <> $2
         limit 1`,
        [id, invitee.userId],
      );
    });
    const error = await expectCode(acceptInvitation(invitee.client, token), 'limit-reached');
    expect(error.reason).toBe('membersPerWorkspace');
    const joined = await backend.db.query(
      `select 1 from public.workspace_members where workspace_id = $1 and user_id = $2`,
      [id, invitee.userId],
    );
    expect(joined.rows).toEqual([]);
  }, 60_000);

  it('validates before any request', async () => {
    await expectNoRequestValidation(owner, () => acceptInvitation(owner.client, '   '));
  });
});

describe('previewInvitation', () => {
  it('shows a signed-out visitor the workspace, the inviter and the invited address', async () => {
    const email = uniqueEmail('preview');
    await inviteMember(admin.client, { workspaceId, email, role: 'viewer' });
    const token = await tokenFor(email);
    const visitor = testClient(backend);
    const preview = await previewInvitation(visitor.client, token);
    const { rows } = await backend.db.query<{ name: string; display_name: string }>(
      `select w.name, p.display_name from public.workspaces w, public.profiles p where w.id = $1 and p.id = $2`,
      [workspaceId, admin.userId],
    );
    expect(preview).toMatchObject({
      status: 'pending',
      workspace_name: rows[0]!.name,
      inviter_name: rows[0]!.display_name,
      email,
      role: 'viewer',
    });
    expect(preview.status === 'pending' && Date.parse(preview.expires_at)).toBeGreaterThan(Date.now());
  });

  it('says only the status of a used, revoked or expired link, and not_found for an unknown one', async () => {
    const [invitee] = await signedInClients(backend, ['previewed']);
    await inviteMember(owner.client, { workspaceId, email: invitee.email, role: 'member' });
    const used = await tokenFor(invitee.email);
    await acceptInvitation(invitee.client, used);
    expect(await previewInvitation(invitee.client, used)).toEqual({ status: 'accepted' });

    const revokedEmail = uniqueEmail('revoked-preview');
    const sent = await inviteMember(owner.client, { workspaceId, email: revokedEmail, role: 'member' });
    const revoked = await tokenFor(revokedEmail);
    await revokeInvitation(owner.client, sent.id);
    expect(await previewInvitation(outsider.client, revoked)).toEqual({ status: 'revoked' });

    const expiredEmail = uniqueEmail('expired-preview');
    await inviteMember(owner.client, { workspaceId, email: expiredEmail, role: 'member' });
    const expired = await tokenFor(expiredEmail);
    await backend.db.query(
      `update public.invitations set expires_at = now() - interval '1 second' where email = $1`,
      [expiredEmail],
    );
    expect(await previewInvitation(testClient(backend).client, expired)).toEqual({ status: 'expired' });

    for (const token of ['unknown-token', SQL_LOOKING, '../../etc/passwd', 'a'.repeat(256)]) {
      expect(await previewInvitation(testClient(backend).client, token)).toEqual({ status: 'not_found' });
    }
  });

  it('refuses an empty or over-long token before any request', async () => {
    await expectNoRequestValidation(owner, () => previewInvitation(owner.client, '   '));
    await expectNoRequestValidation(owner, () => previewInvitation(owner.client, 'a'.repeat(257)));
  });
});
