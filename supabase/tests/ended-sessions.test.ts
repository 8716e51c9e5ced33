import { REALTIME_SUBSCRIBE_STATES, createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createUserWithSession } from '@teamboard/local-supabase/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variants, startBackend, type TestBackend, serverVariant } from './support/backend';
import { createFixture, type Fixture } from './support/fixture';

// "Sign out of all devices" is true at once (PRODUCT.md §10.5): the API's
// pre-request check refuses an access token whose session was deleted, and
// realtime closes that session's channels, long before the token expires.
const PASSWORD = 'teamboard-test-1';

async function device(t: TestBackend, email: string): Promise<SupabaseClient> {
  const sb = createClient(t.backend.apiUrl, t.backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await sb.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  expect(data.session).not.toBeNull();
  return sb;
}

for (const variant of variants) {
  describe(`ended sessions on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    let email: string;
    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
      email = `devices-${Date.now().toString(36)}@example.test`;
      const session = await createUserWithSession(t.backend, email, PASSWORD);
      await t.backend.db.query(
        `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'member')`,
        [f.workspaceId, session.user.id],
      );
    });
    afterAll(async () => t?.stop());

    it('refuses the other devices’ next request and closes their channels after sign-out everywhere', async () => {
      const laptop = await device(t, email);
      const phone = await device(t, email);
      expect((await phone.from('cards').insert({ board_id: f.boardId, list_id: f.listIds[0], title: 'Before' })).error).toBeNull();

      const channel = phone.channel(`workspace:${f.workspaceId}`, { config: { private: true } });
      const closed = new Promise<string>((resolve) => {
        channel.subscribe((state, error) => {
          if (state !== REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve(error?.message ?? state);
        });
      });
      await new Promise<void>((resolve) => {
        const poll = () => (channel.state === 'joined' ? resolve() : setTimeout(poll, 20));
        poll();
      });

      expect((await laptop.auth.signOut({ scope: 'global' })).error).toBeNull();

      const write = await phone.from('cards').insert({ board_id: f.boardId, list_id: f.listIds[0], title: 'After' }).select();
      expect(write.status).toBe(401);
      expect(write.error?.message).toBe('Your session has ended. Sign in again.');
      const read = await phone.from('cards').select('id').eq('board_id', f.boardId);
      expect(read.status).toBe(401);
      expect(await closed).not.toBe(REALTIME_SUBSCRIBE_STATES.SUBSCRIBED);
      const { rows } = await t.backend.db.query(`select 1 from public.cards where title = 'After'`);
      expect(rows).toEqual([]);

      // The token itself is still valid: a fresh sign-in works again.
      const again = await device(t, email);
      expect((await again.from('cards').select('id').eq('board_id', f.boardId)).error).toBeNull();
      await phone.removeAllChannels();
    });

    it('keeps other devices working after a sign-out of this device only', async () => {
      const laptop = await device(t, email);
      const phone = await device(t, email);
      expect((await laptop.auth.signOut({ scope: 'local' })).error).toBeNull();
      expect((await phone.from('cards').select('id').eq('board_id', f.boardId)).error).toBeNull();
    });

    it('refuses a token naming an unknown or malformed session', async () => {
      const phone = await device(t, email);
      const token = (await phone.auth.getSession()).data.session!.access_token;
      await t.backend.db.query(`delete from auth.sessions where user_id = (select id from auth.users where email = $1)`, [
        email,
      ]);
      const res = await fetch(`${t.backend.apiUrl}/rest/v1/cards?select=id`, {
        headers: { apikey: t.backend.anonKey, authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(401);
      const anon = await fetch(`${t.backend.apiUrl}/rest/v1/boards?select=id`, { headers: { apikey: t.backend.anonKey } });
      expect(anon.status, await anon.clone().text()).toBe(200);
    });
  });
}
