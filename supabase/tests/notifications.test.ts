import { randomUUID } from 'node:crypto';
import { REALTIME_SUBSCRIBE_STATES, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, startBackend, variants, type TestBackend, serverVariant } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, newToken, ROLES, type Fixture, type Role } from './support/fixture';

// PRODUCT.md §10.1: the database writes every notification. Each action goes
// through the real supabase-js as the acting user; the rows are then read as
// postgres and compared whole: who got which kind, from whom, about what.
type Person = Role | 'outsider';
const PEOPLE: readonly Person[] = [...ROLES, 'outsider'];

const mention = (name: string, id: string) => `@[${name}](${id})`;

interface Note {
  /** A fixture role, or the id of someone outside the fixture. */
  to: string;
  kind: string;
  actor: Person | null;
}

for (const variant of variants) {
  describe(`notifications on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    const clients = new Map<Person, SupabaseClient>();
    const client = (p: Person) => clients.get(p)!;
    const who = (id: string | null): string | null =>
      id === null ? null : (PEOPLE.find((p) => f.users[p] === id) ?? id);

    /** Every notification row, as [recipient, kind, actor], oldest first. */
    const notes = async (): Promise<Note[]> => {
      const { rows } = await t.backend.db.query<{ user_id: string; kind: string; actor_id: string | null }>(
        `select user_id, kind::text, actor_id from public.notifications order by created_at, kind, user_id`,
      );
      return rows.map((r) => ({
        to: who(r.user_id)!,
        kind: r.kind,
        actor: who(r.actor_id) as Person | null,
      }));
    };
    const sorted = (list: Note[]) =>
      [...list].sort((a, b) => `${a.to}${a.kind}`.localeCompare(`${b.to}${b.kind}`));
    const watchers = async (cardId = f.cardId) => {
      const { rows } = await t.backend.db.query<{ user_id: string }>(
        `select user_id from public.card_watchers where card_id = $1`,
        [cardId],
      );
      return rows.map((r) => who(r.user_id)).sort();
    };
    const comment = async (author: Person, body: string) => {
      const { data, error } = await client(author)
        .from('comments')
        .insert({ card_id: f.cardId, author_id: f.users[author], body })
        .select('id')
        .single();
      expect(error).toBeNull();
      return data!.id as string;
    };

    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
      for (const p of PEOPLE) clients.set(p, await clientFor(t.backend, f.users[p]));
    });
    afterAll(async () => {
      await Promise.all([...clients.values()].map((c) => c.removeAllChannels()));
      await t?.stop();
    });
    beforeEach(async () => {
      await t.backend.db.exec('delete from public.notifications; delete from public.card_watchers;');
    });

    it('refuses a comment that mentions someone who cannot see the board', async () => {
      for (const someone of [f.users.outsider, randomUUID()]) {
        const { error } = await client('member')
          .from('comments')
          .insert({ card_id: f.cardId, author_id: f.users.member, body: `Hi ${mention('Nobody', someone)}` });
        expect(error).toMatchObject({ details: 'not_on_board', hint: 'teamboard:validation' });
      }
      expect(await notes()).toEqual([]);
    });

    it('tells the members mentioned in a comment, not the author, and makes them watchers', async () => {
      await comment(
        'member',
        `Hi ${mention('Admin', f.users.admin)}, ${mention('Viewer', f.users.viewer)}, ` +
          `${mention('Me', f.users.member)} and ${mention('Admin again', f.users.admin.toUpperCase())}`,
      );
      expect(sorted(await notes())).toEqual([
        { to: 'admin', kind: 'mentioned', actor: 'member' },
        { to: 'viewer', kind: 'mentioned', actor: 'member' },
      ]);
      expect(await watchers()).toEqual(['admin', 'member', 'viewer']);

      const { rows } = await t.backend.db.query<{ payload: Record<string, unknown>; board_id: string }>(
        `select payload, board_id from public.notifications where user_id = $1`,
        [f.users.admin],
      );
      expect(rows[0]!.board_id).toBe(f.boardId);
      expect(rows[0]!.payload).toMatchObject({
        card_title: 'First card',
        board_name: 'Roadmap',
        actor_name: 'member',
        source: 'comment',
      });
    });

    it('tells only the newly mentioned when a comment is edited', async () => {
      const id = await comment('member', `ping ${mention('Admin', f.users.admin)}`);
      await t.backend.db.exec('delete from public.notifications');
      const { error } = await client('member')
        .from('comments')
        .update({ body: `ping ${mention('Admin', f.users.admin)} and ${mention('Owner', f.users.owner)}` })
        .eq('id', id);
      expect(error).toBeNull();
      expect(await notes()).toEqual([{ to: 'owner', kind: 'mentioned', actor: 'member' }]);
    });

    it('tells members newly mentioned in a card description, once', async () => {
      const describeCard = async (description: string) => {
        const { data: card } = await client('owner')
          .from('cards')
          .select('version')
          .eq('id', f.cardId)
          .single();
        const { error } = await client('owner').rpc('update_card', {
          card_id: f.cardId,
          expected_version: card!.version as number,
          patch: { description },
        });
        expect(error).toBeNull();
      };
      const first = `For ${mention('Member', f.users.member)}, ${mention('Owner', f.users.owner)} and ${mention('X', f.users.outsider)}`;
      await describeCard(first);
      expect(await notes()).toEqual([{ to: 'member', kind: 'mentioned', actor: 'owner' }]);
      await describeCard(`${first} and ${mention('Admin', f.users.admin)}`);
      expect(sorted(await notes())).toEqual([
        { to: 'admin', kind: 'mentioned', actor: 'owner' },
        { to: 'member', kind: 'mentioned', actor: 'owner' },
      ]);
      await t.backend.db.query(`update public.cards set description = '' where id = $1`, [f.cardId]);
    });

    it('tells an assignee, not someone who assigns themselves, and makes both watchers', async () => {
      const assign = async (by: Person, to: Person) => {
        const { error } = await client(by)
          .from('card_assignees')
          .insert({ card_id: f.cardId, user_id: f.users[to] });
        expect(error).toBeNull();
      };
      await assign('owner', 'member');
      await assign('admin', 'admin');
      expect(await notes()).toEqual([{ to: 'member', kind: 'assigned', actor: 'owner' }]);
      expect(await watchers()).toEqual(['admin', 'member']);
      await t.backend.db.query('delete from public.card_assignees where card_id = $1', [f.cardId]);
    });

    it('tells the watchers of a card about a comment, until they unwatch', async () => {
      expect((await client('viewer').rpc('set_card_watch', { card_id: f.cardId, watching: true })).data).toBe(
        true,
      );
      expect(
        (await client('admin').rpc('set_card_watch', { card_id: f.cardId, watching: true })).error,
      ).toBeNull();
      await comment('member', 'Plain update');
      expect(sorted(await notes())).toEqual([
        { to: 'admin', kind: 'commented', actor: 'member' },
        { to: 'viewer', kind: 'commented', actor: 'member' },
      ]);

      await t.backend.db.exec('delete from public.notifications');
      expect(
        (await client('viewer').rpc('set_card_watch', { card_id: f.cardId, watching: false })).data,
      ).toBe(false);
      // A watcher mentioned in the comment gets the mention, not a second row.
      await comment('owner', `Over to ${mention('Admin', f.users.admin)}`);
      expect(sorted(await notes())).toEqual([
        { to: 'admin', kind: 'mentioned', actor: 'owner' },
        { to: 'member', kind: 'commented', actor: 'owner' },
      ]);
    });

    it('lets only members watch, and refuses hostile card ids', async () => {
      const outsider = await client('outsider').rpc('set_card_watch', { card_id: f.cardId, watching: true });
      expect(outsider.error?.hint).toBe('teamboard:not-found');
      const junk = await client('member').rpc('set_card_watch', {
        card_id: "x'; delete from public.cards; --",
        watching: true,
      });
      expect(junk.error?.code).toBe('22P02');
      const forged = await client('member')
        .from('card_watchers')
        .insert({ card_id: f.cardId, user_id: f.users.admin });
      expect(forged.error?.code).toBe('42501');
      expect(await watchers()).toEqual([]);
    });

    it('tells someone with an account that they were invited, and nobody for an unknown address', async () => {
      const email = `invitee-${randomUUID()}@example.test`;
      const invitee = await createUser(t.backend.db, email, 'Invitee');
      for (const address of [email.toUpperCase(), `nobody-${randomUUID()}@example.test`]) {
        const { error } = await client('admin')
          .from('invitations')
          .insert({
            workspace_id: f.workspaceId,
            email: address.toLowerCase(),
            token_hash: newToken().hash,
            invited_by: f.users.admin,
            role: 'member',
          });
        expect(error).toBeNull();
      }
      expect(await notes()).toEqual([{ to: invitee, kind: 'invited', actor: 'admin' }]);
      const { rows } = await t.backend.db.query<{
        payload: Record<string, unknown>;
        board_id: string | null;
      }>(`select payload, board_id from public.notifications`);
      expect(rows[0]).toMatchObject({ board_id: null, payload: { role: 'member', actor_name: 'admin' } });
    });

    it('tells a member whose role changed, not the one who changed it', async () => {
      const change = async (by: Person, who: Person, role: Role) => {
        const { error } = await client(by)
          .from('workspace_members')
          .update({ role })
          .eq('workspace_id', f.workspaceId)
          .eq('user_id', f.users[who]);
        expect(error).toBeNull();
      };
      await change('admin', 'viewer', 'member');
      await change('admin', 'viewer', 'viewer');
      await change('owner', 'owner', 'owner');
      expect(await notes()).toEqual([
        { to: 'viewer', kind: 'role_changed', actor: 'admin' },
        { to: 'viewer', kind: 'role_changed', actor: 'admin' },
      ]);
    });

    it('lets nobody read, write or mark read anyone else’s notifications', async () => {
      await comment('owner', `${mention('Admin', f.users.admin)} ${mention('Member', f.users.member)}`);
      const { rows } = await t.backend.db.query<{ id: string; user_id: string }>(
        `select id, user_id from public.notifications`,
      );
      const adminNote = rows.find((r) => r.user_id === f.users.admin)!.id;
      const memberNote = rows.find((r) => r.user_id === f.users.member)!.id;

      const seen = await client('member').from('notifications').select('id, user_id');
      expect(seen.data).toEqual([{ id: memberNote, user_id: f.users.member }]);
      expect((await (await clientFor(t.backend)).from('notifications').select('id')).data).toEqual([]);

      const insert = await client('member').from('notifications').insert({
        user_id: f.users.admin,
        workspace_id: f.workspaceId,
        kind: 'mentioned',
      });
      expect(insert.error?.code).toBe('42501');
      const ownInsert = await client('member').from('notifications').insert({
        user_id: f.users.member,
        workspace_id: f.workspaceId,
        kind: 'mentioned',
      });
      expect(ownInsert.error?.code).toBe('42501');

      const update = await client('member')
        .from('notifications')
        .update({ read_at: new Date().toISOString() })
        .eq('id', adminNote)
        .select();
      expect(update.data).toEqual([]);
      const hijack = await client('member')
        .from('notifications')
        .update({ user_id: f.users.admin })
        .eq('id', memberNote);
      expect(hijack.error).not.toBeNull();
      const reword = await client('member')
        .from('notifications')
        .update({ payload: { card_title: 'forged' } })
        .eq('id', memberNote);
      expect(reword.error?.hint).toBe('teamboard:forbidden');
      const deleted = await client('member').from('notifications').delete().eq('id', memberNote).select();
      expect(deleted.data ?? []).toEqual([]);

      const marked = await client('member').rpc('mark_notifications_read', { ids: [adminNote, memberNote] });
      expect(marked.data).toBe(1);
      const marksAll = await client('admin').rpc('mark_notifications_read', {});
      expect(marksAll.data).toBe(1);
      const anon = await (await clientFor(t.backend)).rpc('mark_notifications_read', {});
      expect(anon.error).not.toBeNull();
      const state = await t.backend.db.query<{ user_id: string; read: boolean }>(
        `select user_id, read_at is not null as read from public.notifications order by user_id`,
      );
      expect(state.rows.every((r) => r.read)).toBe(true);
      expect(state.rows).toHaveLength(2);
    });

    it('delivers a user’s own notifications live, and nobody else’s', async () => {
      const received: string[] = [];
      const channel = client('member')
        .channel(`inbox-${randomUUID()}`)
        .on(
          'postgres_changes',
          {
            event: 'INSERT',
            schema: 'public',
            table: 'notifications',
            filter: `user_id=eq.${f.users.member}`,
          },
          (change) => received.push((change.new as { kind: string; user_id: string }).kind),
        );
      const unfiltered: string[] = [];
      const all = client('member')
        .channel(`inbox-all-${randomUUID()}`)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications' }, (change) =>
          unfiltered.push((change.new as { user_id: string }).user_id),
        );
      await Promise.all(
        [channel, all].map(
          (c) =>
            new Promise<void>((resolve, reject) =>
              c.subscribe((state, error) =>
                state === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED
                  ? resolve()
                  : state !== REALTIME_SUBSCRIBE_STATES.CLOSED && reject(error ?? new Error(state)),
              ),
            ),
        ),
      );
      // The admin's mention first, the member's (the sentinel) after it.
      await comment('owner', `${mention('Admin', f.users.admin)}`);
      await comment('owner', `${mention('Member', f.users.member)}`);
      await expect.poll(() => received).toEqual(['mentioned']);
      await expect.poll(() => unfiltered).toEqual([f.users.member]);
      await client('member').removeChannel(channel);
      await client('member').removeChannel(all);
    });
  });
}
