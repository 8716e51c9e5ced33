import { randomUUID } from 'node:crypto';
import { REALTIME_SUBSCRIBE_STATES, createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createUserWithSession } from '@teamboard/local-supabase/testing';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverVariant, startBackend, variants, type TestBackend } from './support/backend';
import { createFixture, type Fixture } from './support/fixture';
import { functionFailure } from './support/function-failure';

// Two-factor sign-in and "sign out everywhere" are server rules (issue 29):
// a password-only (aal1) session of a user with a verified factor, and a
// token whose session has ended, get nothing from REST, RPCs, Storage,
// Realtime or edge functions; a workspace may require two-factor sign-in.
const PASSWORD = 'teamboard-test-1';

interface Person {
  id: string;
  email: string;
  /** The authenticator secret, once enrolled. */
  secret?: string;
}

for (const variant of variants) {
  describe(`assurance and live sessions on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    const client = () =>
      createClient(t.backend.apiUrl, t.backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });

    /** A real user, member of the fixture's workspace with `role`. */
    async function person(role: 'admin' | 'member' | 'owner'): Promise<Person> {
      const email = `aal-${randomUUID().slice(0, 8)}@example.test`;
      const session = await createUserWithSession(t.backend, email, PASSWORD);
      await t.backend.db.query(
        'insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, $3)',
        [f.workspaceId, session.user.id, role],
      );
      return { id: session.user.id, email };
    }

    /** Signs in with the password alone: aal1. */
    async function passwordOnly(p: Person): Promise<SupabaseClient> {
      const sb = client();
      const { error } = await sb.auth.signInWithPassword({ email: p.email, password: PASSWORD });
      expect(error).toBeNull();
      return sb;
    }

    /** Enters the authenticator code on this session: aal2. */
    async function verify(sb: SupabaseClient, p: Person): Promise<void> {
      const factors = await sb.auth.mfa.listFactors();
      const factorId = factors.data!.totp[0]!.id;
      const code = new TOTP({ secret: Secret.fromBase32(p.secret!) }).generate();
      expect((await sb.auth.mfa.challengeAndVerify({ factorId, code })).error).toBeNull();
    }

    /** Enrolls and verifies a TOTP factor, as /account does. */
    async function enroll(p: Person): Promise<Person> {
      const sb = await passwordOnly(p);
      const { data, error } = await sb.auth.mfa.enroll({ factorType: 'totp' });
      expect(error).toBeNull();
      const enrolled = { ...p, secret: data!.totp.secret };
      const code = new TOTP({ secret: Secret.fromBase32(enrolled.secret) }).generate();
      expect((await sb.auth.mfa.challengeAndVerify({ factorId: data!.id, code })).error).toBeNull();
      return enrolled;
    }

    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
    });
    afterAll(async () => t?.stop());

    describe('a user with a verified second factor', () => {
      let p: Person;
      let aal1: SupabaseClient;
      beforeAll(async () => {
        p = await enroll(await person('admin'));
        aal1 = await passwordOnly(p);
      });

      it('reads and writes no table with a password-only session', async () => {
        const read = await aal1.from('cards').select('id').eq('board_id', f.boardId);
        expect(read.status).toBe(403);
        expect(read.error).toMatchObject({ details: 'insufficient_aal', hint: 'teamboard:forbidden' });
        const write = await aal1
          .from('cards')
          .insert({ board_id: f.boardId, list_id: f.listIds[0], title: 'aal1' });
        expect(write.status).toBe(403);
        const { rows } = await t.backend.db.query(`select 1 from public.cards where title = 'aal1'`);
        expect(rows).toEqual([]);
      });

      it('calls no RPC: no share link, no search', async () => {
        const share = await aal1.rpc('create_board_share', { board_id: f.boardId });
        expect(share.error?.details).toBe('insufficient_aal');
        expect(share.data).toBeNull();
        const { rows } = await t.backend.db.query('select 1 from public.board_shares where board_id = $1', [
          f.boardId,
        ]);
        expect(rows).toEqual([]);
        const search = await aal1.rpc('search_workspace', { workspace_id: f.workspaceId, query: 'First' });
        expect(search.error?.details).toBe('insufficient_aal');
      });

      it('lists and downloads no storage object and invites nobody', async () => {
        const path = `${f.workspaceId}/${f.cardId}/${randomUUID()}/notes.txt`;
        const service = createClient(t.backend.apiUrl, t.backend.serviceRoleKey, {
          auth: { persistSession: false },
        });
        expect(
          (await service.storage.from('attachments').upload(path, new Blob(['secret']))).error,
        ).toBeNull();

        expect((await aal1.storage.from('attachments').download(path)).error).not.toBeNull();
        const listed = await aal1.storage.from('attachments').list(`${f.workspaceId}/${f.cardId}`);
        expect(listed.data ?? []).toEqual([]);
        expect((await aal1.storage.from('attachments').createSignedUrl(path, 60)).error).not.toBeNull();
        const upload = await aal1.storage
          .from('attachments')
          .upload(`${f.workspaceId}/${f.cardId}/${randomUUID()}/x.txt`, new Blob(['x']));
        expect(upload.error).not.toBeNull();

        const invite = await aal1.functions.invoke('invite-member', {
          body: { workspace_id: f.workspaceId, email: 'someone@example.test', role: 'member' },
        });
        expect(await functionFailure(invite)).toMatchObject({
          status: 403,
          code: 'forbidden',
          reason: 'insufficient_aal',
        });
        const invitations = await t.backend.db.query(
          `select 1 from public.invitations where email = 'someone@example.test'`,
        );
        expect(invitations.rows).toEqual([]);
      });

      it('joins no private channel', async () => {
        const channel = aal1.channel(`workspace:${f.workspaceId}`, { config: { private: true } });
        const state = await new Promise<string>((resolve) => {
          channel.subscribe((status) => resolve(status));
        });
        expect(state).not.toBe(REALTIME_SUBSCRIBE_STATES.SUBSCRIBED);
        await aal1.removeAllChannels();
      });

      it('gets everything back once the code is entered on the same session', async () => {
        const sb = await passwordOnly(p);
        await verify(sb, p);
        const read = await sb.from('cards').select('id').eq('board_id', f.boardId);
        expect(read.error).toBeNull();
        expect(read.data).toEqual([{ id: f.cardId }]);
      });
    });

    it('leaves a user without a second factor working with a password session', async () => {
      const sb = await passwordOnly(await person('member'));
      const read = await sb.from('cards').select('id').eq('board_id', f.boardId);
      expect(read.error).toBeNull();
      expect(read.data).toEqual([{ id: f.cardId }]);
    });

    describe('a workspace that requires two-factor sign-in', () => {
      let owner: Person;
      let plain: Person;
      beforeAll(async () => {
        owner = await enroll(await person('owner'));
        plain = await person('member');
      });

      it('can be required only by an owner who entered a code', async () => {
        const admin = await passwordOnly(await person('admin'));
        const byAdmin = await admin
          .from('workspaces')
          .update({ require_two_factor: true })
          .eq('id', f.workspaceId)
          .select();
        expect(byAdmin.error).toMatchObject({ details: 'not_owner' });

        const ownerNoFactor = await passwordOnly(await person('owner'));
        const atAal1 = await ownerNoFactor
          .from('workspaces')
          .update({ require_two_factor: true })
          .eq('id', f.workspaceId)
          .select();
        expect(atAal1.error).toMatchObject({ details: 'insufficient_aal' });

        const sb = await passwordOnly(owner);
        await verify(sb, owner);
        const done = await sb
          .from('workspaces')
          .update({ require_two_factor: true })
          .eq('id', f.workspaceId)
          .select('require_two_factor');
        expect(done.error).toBeNull();
        expect(done.data).toEqual([{ require_two_factor: true }]);
      });

      it('shows a member without a code the workspace and nothing in it', async () => {
        const sb = await passwordOnly(plain);
        const workspace = await sb
          .from('workspaces')
          .select('id, require_two_factor')
          .eq('id', f.workspaceId);
        expect(workspace.data).toEqual([{ id: f.workspaceId, require_two_factor: true }]);
        expect((await sb.from('boards').select('id').eq('workspace_id', f.workspaceId)).data).toEqual([]);
        expect((await sb.from('cards').select('id').eq('board_id', f.boardId)).data).toEqual([]);
        // Their own membership only: the workspace stays in their list, its people do not show.
        expect(
          (await sb.from('workspace_members').select('user_id').eq('workspace_id', f.workspaceId)).data,
        ).toEqual([{ user_id: plain.id }]);
        const load = await sb.rpc('load_board', { target_board_id: f.boardId });
        expect(load.error).toBeNull();
        expect(load.data).toBeNull();
        const write = await sb
          .from('cards')
          .insert({ board_id: f.boardId, list_id: f.listIds[0], title: 'held back' });
        expect(write.error).not.toBeNull();
      });

      it('lets the member in after they enroll and enter a code', async () => {
        const enrolled = await enroll(plain);
        const sb = await passwordOnly(enrolled);
        await verify(sb, enrolled);
        expect((await sb.from('cards').select('id').eq('board_id', f.boardId)).data).toEqual([
          { id: f.cardId },
        ]);
        // Left off for the other tests of this file.
        const off = await sb.auth.getSession();
        expect(off.data.session).not.toBeNull();
        await t.backend.db.query('update public.workspaces set require_two_factor = false where id = $1', [
          f.workspaceId,
        ]);
      });
    });

    describe('after sign-out everywhere', () => {
      it('refuses the ended session in Storage: no download, upload, listing or signed link', async () => {
        const p = await person('member');
        const phone = await passwordOnly(p);
        const laptop = await passwordOnly(p);
        const folder = `${f.workspaceId}/${f.cardId}/${randomUUID()}`;
        expect(
          (await phone.storage.from('attachments').upload(`${folder}/before.txt`, new Blob(['before'])))
            .error,
        ).toBeNull();

        expect((await laptop.auth.signOut({ scope: 'global' })).error).toBeNull();

        expect(
          (await phone.storage.from('attachments').download(`${folder}/before.txt`)).error,
        ).not.toBeNull();
        expect(
          (await phone.storage.from('attachments').createSignedUrl(`${folder}/before.txt`, 604800)).error,
        ).not.toBeNull();
        expect(
          (await phone.storage.from('attachments').upload(`${folder}/after.txt`, new Blob(['after']))).error,
        ).not.toBeNull();
        expect((await phone.storage.from('attachments').list(folder)).data ?? []).toEqual([]);
        const { rows } = await t.backend.db.query(
          `select name from storage.objects where name like $1 order by name`,
          [`${folder}/%`],
        );
        expect(rows).toEqual([{ name: `${folder}/before.txt` }]);
      });
    });
  });
}
