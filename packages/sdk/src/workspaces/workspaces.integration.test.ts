import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  MISSING_ID,
  signedInClient,
  SQL_LOOKING,
  uniqueSlug,
  workspaceWith,
  startTeam,
  type SignedInClient,
} from '../../test/data-fixture';
import { testClient } from '../../test/local-backend';
import { createWorkspace } from './create-workspace';
import { deleteWorkspace } from './delete-workspace';
import { getWorkspaceBySlug } from './get-workspace-by-slug';
import { leaveWorkspace } from './leave-workspace';
import { listMyWorkspaces } from './list-my-workspaces';
import { updateWorkspace } from './update-workspace';

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

describe('createWorkspace', () => {
  it('creates it with the caller as owner, trimming the name', async () => {
    const slug = uniqueSlug('acme');
    const created = await createWorkspace(member.client, { name: '  Acme  ', slug });
    expect(created).toMatchObject({ name: 'Acme', slug, role: 'owner', created_by: member.userId });
    const { rows } = await backend.db.query<{ role: string }>(
      `select role from public.workspace_members where workspace_id = $1 and user_id = $2`,
      [created.id, member.userId],
    );
    expect(rows).toEqual([{ role: 'owner' }]);
  });

  it('refuses a taken slug as a conflict on the slug', async () => {
    const slug = uniqueSlug('taken');
    await createWorkspace(owner.client, { name: 'One', slug });
    const error = await expectCode(createWorkspace(outsider.client, { name: 'Two', slug }), 'conflict');
    expect(error.issues.map((i) => i.path)).toEqual([['slug']]);
  });

  it('refuses the 21st owned workspace as limit-reached', async () => {
    const busy = await signedInClient(backend, 'busy');
    for (let i = 0; i < 20; i += 1)
      await createWorkspace(busy.client, { name: `W${String(i)}`, slug: uniqueSlug('many') });
    const error = await expectCode(
      createWorkspace(busy.client, { name: 'One too many', slug: uniqueSlug() }),
      'limit-reached',
    );
    expect(error.reason).toBe('ownedWorkspacesPerUser');
  }, 30_000);

  it('validates name and slug before any request', async () => {
    const error = await expectNoRequestValidation(owner, () =>
      createWorkspace(owner.client, { name: ' ', slug: 'Not A Slug' }),
    );
    expect(error.issues.map((i) => i.path[0]).sort()).toEqual(['name', 'slug']);
    await expectNoRequestValidation(owner, () =>
      createWorkspace(owner.client, { name: 'x'.repeat(81), slug: 'fine-slug' }),
    );
    await expectNoRequestValidation(owner, () =>
      createWorkspace(owner.client, { name: 'Settings', slug: 'settings' }),
    );
  });

  it('stores SQL-looking names as plain text', async () => {
    const created = await createWorkspace(owner.client, { name: SQL_LOOKING, slug: uniqueSlug() });
    expect(created.name).toBe(SQL_LOOKING);
  });

  it('is forbidden when signed out', async () => {
    const anon = testClient(backend);
    await expectCode(
      createWorkspace(anon.client, { name: 'Anon', slug: uniqueSlug() }),
      'auth/session-expired',
    );
  });
});

describe('listMyWorkspaces', () => {
  it('lists exactly my workspaces with my role in each', async () => {
    const mine = await listMyWorkspaces(viewer.client);
    expect(mine.map((w) => [w.id, w.role])).toEqual([[workspaceId, 'viewer']]);
  });

  it('is empty for someone in none', async () => {
    const loner = await signedInClient(backend, 'loner');
    expect(await listMyWorkspaces(loner.client)).toEqual([]);
  });

  it('needs a session', async () => {
    await expectCode(listMyWorkspaces(testClient(backend).client), 'auth/session-expired');
  });
});

describe('getWorkspaceBySlug', () => {
  it('finds a workspace I am in, with my role', async () => {
    const { slug } = (await listMyWorkspaces(admin.client))[0]!;
    expect(await getWorkspaceBySlug(admin.client, slug)).toMatchObject({ id: workspaceId, role: 'admin' });
  });

  it('answers not-found alike for an unknown slug and a workspace I am not in', async () => {
    const { slug } = (await listMyWorkspaces(owner.client)).find((w) => w.id === workspaceId)!;
    await expectCode(getWorkspaceBySlug(outsider.client, slug), 'not-found');
    await expectCode(getWorkspaceBySlug(outsider.client, 'no-such-workspace'), 'not-found');
  });

  it('validates the slug before any request', async () => {
    await expectNoRequestValidation(owner, () => getWorkspaceBySlug(owner.client, SQL_LOOKING));
    await expectNoRequestValidation(owner, () => getWorkspaceBySlug(owner.client, 'a'.repeat(41)));
  });
});

describe('updateWorkspace', () => {
  it('lets an admin rename', async () => {
    const updated = await updateWorkspace(admin.client, { workspaceId, name: 'Renamed by admin' });
    expect(updated.name).toBe('Renamed by admin');
  });

  it('lets only an owner change the slug', async () => {
    const error = await expectCode(
      updateWorkspace(admin.client, { workspaceId, slug: uniqueSlug('admin') }),
      'forbidden',
    );
    expect(error.reason).toBe('not_owner');
    const slug = uniqueSlug('owner');
    expect((await updateWorkspace(owner.client, { workspaceId, slug })).slug).toBe(slug);
  });

  it('is forbidden for members and viewers, not-found for outsiders and unknown ids', async () => {
    await expectCode(updateWorkspace(member.client, { workspaceId, name: 'Nope' }), 'forbidden');
    await expectCode(updateWorkspace(viewer.client, { workspaceId, name: 'Nope' }), 'forbidden');
    await expectCode(updateWorkspace(outsider.client, { workspaceId, name: 'Nope' }), 'not-found');
    await expectCode(updateWorkspace(owner.client, { workspaceId: MISSING_ID, name: 'Nope' }), 'not-found');
    const { rows } = await backend.db.query<{ name: string }>(
      `select name from public.workspaces where id = $1`,
      [workspaceId],
    );
    expect(rows[0]?.name).not.toBe('Nope');
  });

  it('refuses a taken slug as a conflict', async () => {
    const other = await createWorkspace(owner.client, { name: 'Other', slug: uniqueSlug() });
    await expectCode(updateWorkspace(owner.client, { workspaceId, slug: other.slug }), 'conflict');
  });

  it('validates before any request, including an update with nothing in it', async () => {
    await expectNoRequestValidation(owner, () => updateWorkspace(owner.client, { workspaceId }));
    await expectNoRequestValidation(owner, () =>
      updateWorkspace(owner.client, { workspaceId: 'not-an-id', name: 'X' }),
    );
    await expectNoRequestValidation(owner, () =>
      updateWorkspace(owner.client, { workspaceId, name: 'y'.repeat(81) }),
    );
  });
});

describe('leaveWorkspace', () => {
  it('lets a member leave', async () => {
    const leaver = await signedInClient(backend, 'leaver');
    const id = await workspaceWith(backend, owner, [[leaver, 'member']]);
    await leaveWorkspace(leaver.client, id);
    expect((await listMyWorkspaces(leaver.client)).map((w) => w.id)).not.toContain(id);
  });

  it('keeps the last owner', async () => {
    const id = await workspaceWith(backend, owner, []);
    const error = await expectCode(leaveWorkspace(owner.client, id), 'conflict');
    expect(error.reason).toBe('last_owner');
  });

  it('is not-found for a workspace I am not in', async () => {
    await expectCode(leaveWorkspace(outsider.client, workspaceId), 'not-found');
  });

  it('validates before any request', async () => {
    await expectNoRequestValidation(owner, () => leaveWorkspace(owner.client, SQL_LOOKING));
  });
});

describe('deleteWorkspace', () => {
  it('lets an owner delete it with everything in it', async () => {
    const id = await workspaceWith(backend, owner, [[member, 'member']]);
    await deleteWorkspace(owner.client, id);
    const { rows } = await backend.db.query(`select 1 from public.workspaces where id = $1`, [id]);
    expect(rows).toEqual([]);
  });

  it('is forbidden for admins (and below), not-found for outsiders', async () => {
    await expectCode(deleteWorkspace(admin.client, workspaceId), 'forbidden');
    await expectCode(deleteWorkspace(viewer.client, workspaceId), 'forbidden');
    await expectCode(deleteWorkspace(outsider.client, workspaceId), 'not-found');
    await expectCode(deleteWorkspace(owner.client, MISSING_ID), 'not-found');
    const { rows } = await backend.db.query(`select 1 from public.workspaces where id = $1`, [workspaceId]);
    expect(rows).toHaveLength(1);
  });

  it('validates before any request', async () => {
    await expectNoRequestValidation(owner, () => deleteWorkspace(owner.client, ''));
  });
});
