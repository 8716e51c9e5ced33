import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  MISSING_ID,
  signedInClients,
  workspaceWith,
  startTeam,
  type SignedInClient,
} from '../../test/data-fixture';
import { changeMemberRole } from './change-member-role';
import { listMembers } from './list-members';
import { removeMember } from './remove-member';
import { transferOwnership } from './transfer-ownership';

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

const roleOf = async (id: string, userId: string) =>
  (
    await backend.db.query<{ role: string }>(
      `select role from public.workspace_members where workspace_id = $1 and user_id = $2`,
      [id, userId],
    )
  ).rows[0]?.role;

describe('listMembers', () => {
  it('lists every member with role and profile, for any member', async () => {
    const members = await listMembers(viewer.client, workspaceId);
    // Joined in this order by the fixture; the owner joined when creating it.
    expect(members.map((m) => [m.user_id, m.role, m.profile?.display_name])).toEqual([
      [owner.userId, 'owner', 'owner'],
      [admin.userId, 'admin', 'admin'],
      [member.userId, 'member', 'member'],
      [viewer.userId, 'viewer', 'viewer'],
    ]);
    expect(members[0]?.profile).toEqual({ display_name: 'owner', avatar_path: null });
  });

  it('is empty for an outsider', async () => {
    expect(await listMembers(outsider.client, workspaceId)).toEqual([]);
  });

  it('validates before any request', async () => {
    await expectNoRequestValidation(owner, () => listMembers(owner.client, `${MISSING_ID}' or 1=1`));
  });
});

describe('changeMemberRole', () => {
  it('lets an admin change a member role', async () => {
    const [someone] = await signedInClients(backend, ['someone']);
    const id = await workspaceWith(backend, owner, [
      [admin, 'admin'],
      [someone, 'member'],
    ]);
    expect(
      await changeMemberRole(admin.client, { workspaceId: id, userId: someone.userId, role: 'viewer' }),
    ).toMatchObject({
      role: 'viewer',
    });
    expect(await roleOf(id, someone.userId)).toBe('viewer');
  });

  it('keeps owners for owners: an admin can neither promote to owner nor demote one', async () => {
    const promote = await expectCode(
      changeMemberRole(admin.client, { workspaceId, userId: member.userId, role: 'owner' }),
      'forbidden',
    );
    expect(promote.reason).toBe('not_owner');
    await expectCode(
      changeMemberRole(admin.client, { workspaceId, userId: owner.userId, role: 'admin' }),
      'forbidden',
    );
    expect(await roleOf(workspaceId, owner.userId)).toBe('owner');
  });

  it('refuses to demote the last owner', async () => {
    const error = await expectCode(
      changeMemberRole(owner.client, { workspaceId, userId: owner.userId, role: 'admin' }),
      'conflict',
    );
    expect(error.reason).toBe('last_owner');
  });

  it('is forbidden for members and viewers, not-found for outsiders and non-members', async () => {
    await expectCode(
      changeMemberRole(member.client, { workspaceId, userId: viewer.userId, role: 'admin' }),
      'forbidden',
    );
    await expectCode(
      changeMemberRole(viewer.client, { workspaceId, userId: viewer.userId, role: 'admin' }),
      'forbidden',
    );
    await expectCode(
      changeMemberRole(outsider.client, { workspaceId, userId: viewer.userId, role: 'admin' }),
      'not-found',
    );
    await expectCode(
      changeMemberRole(owner.client, { workspaceId, userId: outsider.userId, role: 'admin' }),
      'not-found',
    );
    expect(await roleOf(workspaceId, viewer.userId)).toBe('viewer');
  });

  it('validates before any request', async () => {
    await expectNoRequestValidation(owner, () =>
      // @ts-expect-error — an unknown role is exactly what is being tested
      changeMemberRole(owner.client, { workspaceId, userId: member.userId, role: 'superuser' }),
    );
  });
});

describe('removeMember', () => {
  it('lets an admin remove a member', async () => {
    const [someone] = await signedInClients(backend, ['removed']);
    const id = await workspaceWith(backend, owner, [
      [admin, 'admin'],
      [someone, 'member'],
    ]);
    await removeMember(admin.client, { workspaceId: id, userId: someone.userId });
    expect(await roleOf(id, someone.userId)).toBeUndefined();
  });

  it('is forbidden for an admin removing an owner, and for members and viewers', async () => {
    await expectCode(removeMember(admin.client, { workspaceId, userId: owner.userId }), 'forbidden');
    await expectCode(removeMember(member.client, { workspaceId, userId: viewer.userId }), 'forbidden');
    await expectCode(removeMember(viewer.client, { workspaceId, userId: member.userId }), 'forbidden');
    expect(await roleOf(workspaceId, member.userId)).toBe('member');
  });

  it('keeps the last owner', async () => {
    const error = await expectCode(
      removeMember(owner.client, { workspaceId, userId: owner.userId }),
      'conflict',
    );
    expect(error.reason).toBe('last_owner');
  });

  it('is not-found for outsiders and for people who are not members', async () => {
    await expectCode(removeMember(outsider.client, { workspaceId, userId: member.userId }), 'not-found');
    await expectCode(removeMember(owner.client, { workspaceId, userId: outsider.userId }), 'not-found');
  });

  it('validates before any request', async () => {
    await expectNoRequestValidation(owner, () => removeMember(owner.client, { workspaceId, userId: 'me' }));
  });
});

describe('transferOwnership', () => {
  it('promotes the member and makes the caller an admin', async () => {
    const [newOwner] = await signedInClients(backend, ['heir']);
    const id = await workspaceWith(backend, owner, [[newOwner, 'member']]);
    await transferOwnership(owner.client, { workspaceId: id, userId: newOwner.userId });
    expect([await roleOf(id, newOwner.userId), await roleOf(id, owner.userId)]).toEqual(['owner', 'admin']);
  });

  it('is forbidden for an admin, not-found for an outsider and for a non-member target', async () => {
    const error = await expectCode(
      transferOwnership(admin.client, { workspaceId, userId: member.userId }),
      'forbidden',
    );
    expect(error.reason).toBe('not_owner');
    await expectCode(transferOwnership(viewer.client, { workspaceId, userId: member.userId }), 'forbidden');
    await expectCode(transferOwnership(outsider.client, { workspaceId, userId: member.userId }), 'not-found');
    await expectCode(transferOwnership(owner.client, { workspaceId, userId: outsider.userId }), 'not-found');
  });

  it('refuses a transfer to yourself as validation', async () => {
    await expectCode(transferOwnership(owner.client, { workspaceId, userId: owner.userId }), 'validation');
  });

  it('validates before any request', async () => {
    await expectNoRequestValidation(owner, () =>
      transferOwnership(owner.client, { workspaceId: '', userId: member.userId }),
    );
  });
});
