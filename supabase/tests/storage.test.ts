import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// §6 storage rules on storage.objects, through supabase-js and the local Storage API.
describe('storage policies', () => {
  let t: TestBackend;
  let f: Fixture;
  const file = (type = 'text/plain') => new Blob(['hello'], { type });
  const attachmentPath = (name = 'notes.txt') => `${f.workspaceId}/${f.cardId}/${randomUUID()}/${name}`;
  beforeAll(async () => {
    t = await startBackend(variants[0]);
    f = await createFixture(t.backend.db);
  });
  afterAll(async () => t?.stop());

  it('lets editors upload attachments and members read them; others cannot', async () => {
    const member = await clientFor(t.backend, f.users.member);
    const path = attachmentPath();
    const uploaded = await member.storage.from('attachments').upload(path, file());
    expect(uploaded.error).toBeNull();

    const viewer = await clientFor(t.backend, f.users.viewer);
    const read = await viewer.storage.from('attachments').download(path);
    expect(read.error).toBeNull();
    expect(await read.data?.text()).toBe('hello');
    const viewerUpload = await viewer.storage.from('attachments').upload(attachmentPath(), file());
    expect(viewerUpload.error).not.toBeNull();

    const outsider = await clientFor(t.backend, f.users.outsider);
    expect((await outsider.storage.from('attachments').download(path)).error).not.toBeNull();
    expect(
      (await outsider.storage.from('attachments').upload(attachmentPath(), file())).error,
    ).not.toBeNull();
    const anon = await clientFor(t.backend);
    expect((await anon.storage.from('attachments').download(path)).error).not.toBeNull();
  });

  it('refuses executables and paths outside a card of the workspace', async () => {
    const member = await clientFor(t.backend, f.users.member);
    const exe = await member.storage
      .from('attachments')
      .upload(attachmentPath('setup.exe'), file('application/octet-stream'));
    expect(exe.error).not.toBeNull();
    for (const name of ['payload.js', 'launch.HTA', 'report.pdf.lnk', 'setup.msi', 'run.ps1']) {
      const script = await member.storage.from('attachments').upload(attachmentPath(name), file());
      expect(script.error, name).not.toBeNull();
    }
    // Pages and drawings are attached; the client serves them only as downloads.
    for (const [name, type] of [
      ['page.html', 'text/html'],
      ['logo.svg', 'image/svg+xml'],
    ] as const) {
      const stored = await member.storage.from('attachments').upload(attachmentPath(name), file(type));
      expect(stored.error, name).toBeNull();
    }
    const elsewhere = await member.storage
      .from('attachments')
      .upload(`${f.workspaceId}/${randomUUID()}/${randomUUID()}/a.txt`, file());
    expect(elsewhere.error).not.toBeNull();
    const traversal = await member.storage
      .from('attachments')
      .upload(`${f.workspaceId}/${f.cardId}/../../x/a.txt`, file());
    expect(traversal.error).not.toBeNull();
  });

  it('lets uploaders and owners/admins delete attachment files, not other members', async () => {
    const viewer = await clientFor(t.backend, f.users.viewer);
    const owner = await clientFor(t.backend, f.users.owner);
    const admin = await clientFor(t.backend, f.users.admin);
    const member = await clientFor(t.backend, f.users.member);
    const byAdmin = attachmentPath();
    expect((await admin.storage.from('attachments').upload(byAdmin, file())).error).toBeNull();
    const notMine = await member.storage.from('attachments').remove([byAdmin]);
    expect(notMine.data ?? []).toEqual([]);
    expect((await viewer.storage.from('attachments').remove([byAdmin])).data ?? []).toEqual([]);
    const removed = await owner.storage.from('attachments').remove([byAdmin]);
    expect(removed.data?.map((o) => o.name)).toEqual([byAdmin]);
  });

  it('lets each user write avatars only under their own folder, readable by anyone', async () => {
    const member = await clientFor(t.backend, f.users.member);
    const own = `${f.users.member}/avatar.png`;
    expect((await member.storage.from('avatars').upload(own, file('image/png'))).error).toBeNull();
    expect(
      (await member.storage.from('avatars').upload(own, file('image/png'), { upsert: true })).error,
    ).toBeNull();
    const others = await member.storage
      .from('avatars')
      .upload(`${f.users.owner}/avatar.png`, file('image/png'));
    expect(others.error).not.toBeNull();
    const notImage = await member.storage
      .from('avatars')
      .upload(`${f.users.member}/a.svg`, file('image/svg+xml'));
    expect(notImage.error).not.toBeNull();
    const publicUrl = member.storage.from('avatars').getPublicUrl(own).data.publicUrl;
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
  });
});
