import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverVariant, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// Rules a screen implied and the server now keeps (issue 29 finding 10).
for (const variant of variants) {
  describe(`share creators and avatar paths on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
    });
    afterAll(async () => t?.stop());

    const sharedBoard = async (token: string) => {
      const anon = await clientFor(t.backend);
      return anon.rpc('shared_board', { token });
    };

    it('ends an admin’s public link when they are demoted or removed, and keeps other admins’ links', async () => {
      const admin = await clientFor(t.backend, f.users.admin);
      const made = await admin.rpc('create_board_share', { board_id: f.boardId });
      expect(made.error).toBeNull();
      const token = made.data as string;
      expect((await sharedBoard(token)).error).toBeNull();

      await t.backend.db.query(
        `update public.workspace_members set role = 'member' where workspace_id = $1 and user_id = $2`,
        [f.workspaceId, f.users.admin],
      );
      const after = await sharedBoard(token);
      expect(after.data ?? null).toBeNull();

      // An owner's link survives another admin's removal.
      const owner = await clientFor(t.backend, f.users.owner);
      const ownerToken = (await owner.rpc('create_board_share', { board_id: f.boardId })).data as string;
      await t.backend.db.query(
        `update public.workspace_members set role = 'admin' where workspace_id = $1 and user_id = $2`,
        [f.workspaceId, f.users.admin],
      );
      await t.backend.db.query(
        `delete from public.workspace_members where workspace_id = $1 and user_id = $2`,
        [f.workspaceId, f.users.admin],
      );
      expect((await sharedBoard(ownerToken)).error).toBeNull();
      expect((await sharedBoard(ownerToken)).data).not.toBeNull();
    });

    it('keeps avatar_path inside the owner’s own folder', async () => {
      const member = await clientFor(t.backend, f.users.member);
      const own = `${f.users.member}/3f8a6c1e-0000-4000-8000-000000000001.png`;
      for (const hostile of [
        '../attachments/secret.pdf',
        `${f.users.owner}/avatar.png`,
        `${f.users.member}/../${f.users.owner}/avatar.png`,
        `${f.users.member}/a/b.png`,
        `${f.users.member}/x'); drop table public.cards; --.png`,
        `${f.users.member}/${'a'.repeat(300)}.png`,
      ]) {
        const result = await member
          .from('profiles')
          .update({ avatar_path: hostile })
          .eq('id', f.users.member)
          .select();
        expect(result.error?.code, hostile).toBe('23514');
      }
      const ok = await member
        .from('profiles')
        .update({ avatar_path: own })
        .eq('id', f.users.member)
        .select('avatar_path');
      expect(ok.error).toBeNull();
      expect(ok.data).toEqual([{ avatar_path: own }]);
    });
  });
}
