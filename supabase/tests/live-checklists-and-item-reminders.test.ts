import { randomUUID } from 'node:crypto';
import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverVariant, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture, type Role } from './support/fixture';

// Checklists that own work, the rest (issue 31;
// 20261201100000_live_checklists_and_item_reminders.sql): a card's checklists
// reach the board's open screens live, and only theirs; a checklist item with
// an owner and a due date reminds its owner like a card, once per lead and
// date. The job is run with a given "now", so the test never waits for a clock.

const subscribed = (channel: RealtimeChannel) =>
  new Promise<void>((resolve, reject) =>
    channel.subscribe((state, error) =>
      state === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED
        ? resolve()
        : state !== REALTIME_SUBSCRIBE_STATES.CLOSED && reject(error ?? new Error(state)),
    ),
  );

for (const variant of variants) {
  describe(`live checklists and item reminders on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    /** Another workspace, where the outsider and the viewer both are: the sentinel's. */
    let other: Fixture;
    const clients = {} as Record<Role | 'outsider', SupabaseClient>;
    const q = async <T>(sql: string, params: unknown[] = []) =>
      (await t.backend.db.query<T>(sql, params)).rows;
    const one = async (sql: string, params: unknown[] = []) => (await q<{ id: string }>(sql, params))[0]!.id;
    const runJob = async (at: string) =>
      (await q<{ n: number }>(`select private.send_due_reminders($1::timestamptz) as n`, [at]))[0]!.n;
    const newCard = (title: string, due: string | null = null) =>
      one(
        `insert into public.cards (board_id, list_id, title, due_at) values ($1, $2, $3, $4::timestamptz) returning id`,
        [f.boardId, f.listIds[0], title, due],
      );
    /** An item on `cardId` owned by `owner`, due at `due`, made through supabase-js as the member. */
    const ownedItem = async (cardId: string, body: string, owner: Role, due: string) => {
      const { data, error } = await clients.member
        .from('checklist_items')
        .insert({ card_id: cardId, body, assignee_id: f.users[owner], due_at: due })
        .select('id')
        .single();
      expect(error).toBeNull();
      return (data as { id: string }).id;
    };
    /** An item's reminders so far, as "kind", sorted. */
    const remindersOfItem = async (itemId: string) =>
      (
        await q<{ kind: string }>(
          `select kind::text from public.notifications where payload ->> 'checklist_item_id' = $1`,
          [itemId],
        )
      )
        .map((r) => r.kind)
        .sort();
    const save = async (role: Role, patch: Record<string, unknown>) => {
      const { error } = await clients[role]
        .from('notification_settings')
        .upsert({ user_id: f.users[role], ...patch })
        .select('*')
        .single();
      return error;
    };

    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
      other = await createFixture(t.backend.db);
      for (const role of ['viewer', 'outsider'] as const) {
        await q('insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, $3)', [
          other.workspaceId,
          f.users[role],
          'member',
        ]);
      }
      for (const role of ['owner', 'admin', 'member', 'viewer', 'outsider'] as const) {
        clients[role] = await clientFor(t.backend, f.users[role]);
      }
    });
    afterAll(async () => {
      await Promise.all(Object.values(clients).map((c) => c.removeAllChannels()));
      await t?.stop();
    });

    it("sends a card's checklists, added, renamed, reordered and deleted, to the board and to nobody else", async () => {
      const cardId = await newCard('Live lists');
      const seen: Record<'viewer' | 'outsider', string[]> = { viewer: [], outsider: [] };
      const channels = (['viewer', 'outsider'] as const).map((who) =>
        clients[who]
          .channel(`checklists-${who}-${randomUUID()}`)
          .on('postgres_changes', { event: '*', schema: 'public', table: 'checklists' }, (change) => {
            // A deletion carries the key only (as hosted Supabase sends it).
            const row = (change.eventType === 'DELETE' ? change.old : change.new) as {
              id?: string;
              name?: string;
              position?: number;
            };
            seen[who].push(
              change.eventType === 'DELETE'
                ? `DELETE ${row.id ?? '?'}`
                : `${change.eventType} ${row.name ?? '?'} ${String(Number(row.position) > 5000)}`,
            );
          }),
      );
      await Promise.all(channels.map(subscribed));

      const added = await clients.member
        .from('checklists')
        .insert({ card_id: cardId, name: 'Launch' })
        .select('id')
        .single();
      expect(added.error).toBeNull();
      const id = (added.data as { id: string }).id;
      expect(
        (await clients.member.from('checklists').update({ name: 'Go-live' }).eq('id', id)).error,
      ).toBeNull();
      expect(
        (await clients.member.from('checklists').update({ position: 9000 }).eq('id', id)).error,
      ).toBeNull();
      // Realtime checks a change against RLS as it sends it, on the row as it is then: a row
      // deleted before its update went out takes the update along. So the update first.
      await expect
        .poll(() => seen.viewer)
        .toEqual(['INSERT Launch false', 'UPDATE Go-live false', 'UPDATE Go-live true']);
      expect((await clients.member.from('checklists').delete().eq('id', id)).error).toBeNull();
      // A private board the viewer is not on: its checklists are not theirs to hear.
      const privateBoard = await one(
        `insert into public.boards (workspace_id, name, visibility) values ($1, 'Hiring', 'private') returning id`,
        [f.workspaceId],
      );
      const privateList = await one(
        `insert into public.lists (board_id, name) values ($1, 'L') returning id`,
        [privateBoard],
      );
      const privateCard = await one(
        `insert into public.cards (board_id, list_id, title) values ($1, $2, 'Offer') returning id`,
        [privateBoard, privateList],
      );
      await q(`insert into public.checklists (card_id, name) values ($1, 'Secret steps')`, [privateCard]);
      // The sentinel: a checklist in the other workspace, which both may see, after the private ones.
      await q(`insert into public.checklists (card_id, name) values ($1, 'Sentinel')`, [other.cardId]);

      await expect
        .poll(() => seen.viewer)
        .toEqual([
          'INSERT Launch false',
          'UPDATE Go-live false',
          'UPDATE Go-live true',
          `DELETE ${id}`,
          'INSERT Sentinel false',
        ]);
      await expect
        .poll(() => seen.outsider.filter((s) => s.startsWith('INSERT') || s.startsWith('UPDATE')))
        .toEqual(['INSERT Sentinel false']);
      expect(JSON.stringify(seen.outsider)).not.toContain('Go-live');
      expect(JSON.stringify(seen.outsider)).not.toContain('Launch');
      expect(JSON.stringify(seen)).not.toContain('Secret steps');
      expect((await clients.viewer.from('checklists').select('id').eq('card_id', privateCard)).data).toEqual(
        [],
      );
      await Promise.all(channels.map((c) => c.unsubscribe()));
    });

    it('reminds an item’s owner at their lead and at due, once each, beside the card’s own reminders', async () => {
      expect(await save('admin', { reminder_lead_minutes: 60 })).toBeNull();
      const due = '2031-03-01T12:00:00Z';
      // The card is due at the same moment and the admin is assigned to it too: both remind, each once.
      const cardId = await newCard('Release', due);
      await q('insert into public.card_assignees (card_id, user_id) values ($1, $2)', [
        cardId,
        f.users.admin,
      ]);
      const itemId = await ownedItem(cardId, 'Write the notes', 'admin', due);

      await runJob('2031-03-01T10:59:00Z');
      expect(await remindersOfItem(itemId)).toEqual([]);
      expect(await runJob('2031-03-01T11:00:00Z')).toBe(2);
      expect(await runJob('2031-03-01T11:00:00Z')).toBe(0);
      await runJob('2031-03-01T11:30:00Z');
      expect(await remindersOfItem(itemId)).toEqual(['due_soon']);
      const [reminder] = await q<{
        user_id: string;
        card_id: string;
        board_id: string;
        payload: Record<string, string>;
      }>(
        `select user_id, card_id, board_id, payload from public.notifications
         where payload ->> 'checklist_item_id' = $1`,
        [itemId],
      );
      expect(reminder).toMatchObject({ user_id: f.users.admin, card_id: cardId, board_id: f.boardId });
      expect(reminder!.payload).toMatchObject({ item: 'Write the notes', card_title: 'Release' });
      expect(new Date(reminder!.payload.due_at!).toISOString()).toBe('2031-03-01T12:00:00.000Z');

      await runJob('2031-03-01T12:00:00Z');
      await runJob('2031-03-01T12:00:00Z');
      await runJob('2031-03-01T12:10:00Z');
      expect(await remindersOfItem(itemId)).toEqual(['due_soon', 'overdue']);
      // The card's own: the same two, apart.
      expect(
        await q(
          `select kind::text from public.notifications
           where card_id = $1 and kind in ('due_soon', 'overdue') and not payload ? 'checklist_item_id'
           order by kind`,
          [cardId],
        ),
      ).toEqual([{ kind: 'due_soon' }, { kind: 'overdue' }]);

      // A new due date re-arms.
      await q(`update public.checklist_items set due_at = '2031-03-02T12:00:00Z' where id = $1`, [itemId]);
      await runJob('2031-03-02T11:00:00Z');
      await runJob('2031-03-02T11:00:00Z');
      expect(await remindersOfItem(itemId)).toEqual(['due_soon', 'due_soon', 'overdue']);
    });

    it('reminds nobody of an item that is done, unowned, turned into a card, on a done or archived card, or whose owner lost the board', async () => {
      expect(await save('member', { reminder_lead_minutes: 1440 })).toBeNull();
      const due = '2031-04-01T12:00:00Z';
      const open = await newCard('Open');
      const done = await ownedItem(open, 'Ticked', 'member', due);
      await q(`update public.checklist_items set done = true where id = $1`, [done]);
      const unowned = await ownedItem(open, 'Nobody’s', 'member', due);
      await q(`update public.checklist_items set assignee_id = null where id = $1`, [unowned]);
      const converted = await ownedItem(open, 'Became a card', 'member', due);
      expect((await clients.member.rpc('convert_checklist_item', { item_id: converted })).error).toBeNull();
      const completedCard = await newCard('Completed');
      const onCompleted = await ownedItem(completedCard, 'On a done card', 'member', due);
      await q(`update public.cards set completed_at = now() where id = $1`, [completedCard]);
      const archivedCard = await newCard('Archived');
      const onArchived = await ownedItem(archivedCard, 'On an archived card', 'member', due);
      await q(`update public.cards set archived_at = now() where id = $1`, [archivedCard]);
      const leaverCard = await newCard('Left behind');
      const leavers = await ownedItem(leaverCard, 'The viewer’s', 'viewer', due);
      // The sentinel: an open item of the member's, due at the same time.
      const sentinel = await ownedItem(open, 'Still counts', 'member', due);
      // The viewer leaves the workspace: the board is gone for them (their items lose their owner too).
      await q(`delete from public.workspace_members where workspace_id = $1 and user_id = $2`, [
        f.workspaceId,
        f.users.viewer,
      ]);

      await runJob('2031-04-01T11:00:00Z');
      await runJob('2031-04-01T12:30:00Z');
      expect(await remindersOfItem(sentinel)).toEqual(['due_soon', 'overdue']);
      for (const item of [done, unowned, converted, onCompleted, onArchived, leavers]) {
        expect(await remindersOfItem(item)).toEqual([]);
      }
      await q('insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, $3)', [
        f.workspaceId,
        f.users.viewer,
        'viewer',
      ]);
    });

    it('keeps an owner’s item reminder out of email in their quiet hours, and lets it go after', async () => {
      expect(
        await save('owner', {
          reminder_lead_minutes: 60,
          email_enabled: true,
          email_kinds: ['due_soon', 'overdue'],
          time_zone: 'Europe/Berlin',
          quiet_hours_start: '22:00',
          quiet_hours_end: '07:00',
        }),
      ).toBeNull();
      const cardId = await newCard('Night shift');
      // Due at 23:30 Berlin time: the reminder comes at 22:30, inside the quiet hours.
      const itemId = await ownedItem(cardId, 'Check the backups', 'owner', '2031-01-10T22:30:00Z');
      await runJob('2031-01-10T21:30:00Z');
      expect(await remindersOfItem(itemId)).toEqual(['due_soon']);
      const queued = await q<{ n: number }>(
        `select count(*)::int as n from private.notification_emails e
         join public.notifications n on n.id = e.notification_id
         where n.payload ->> 'checklist_item_id' = $1 and e.sent_at is null`,
        [itemId],
      );
      expect(queued).toEqual([{ n: 1 }]);
      const dueFor = async (at: string) =>
        (
          await q<{ u: string }>(`select u from private.users_due_notification_email($1::timestamptz) u`, [
            at,
          ])
        ).map((r) => r.u);
      expect(await dueFor('2031-01-10T21:30:00Z')).not.toContain(f.users.owner);
      expect(await dueFor('2031-01-11T06:00:00Z')).toContain(f.users.owner);
      await q(`delete from private.notification_emails where user_id = $1`, [f.users.owner]);
      expect(
        await save('owner', { email_enabled: false, quiet_hours_start: null, quiet_hours_end: null }),
      ).toBeNull();
    });

    it('snoozes an item reminder: back once, and not once the item is done', async () => {
      expect(await save('member', { reminder_lead_minutes: 1440 })).toBeNull();
      const cardId = await newCard('Snoozy');
      const [{ due } = { due: '' }] = await q<{ due: string }>(
        `select (now() + interval '5 hours')::text as due`,
      );
      const itemId = await ownedItem(cardId, 'Call the venue', 'member', due);
      const other = await ownedItem(cardId, 'Book the band', 'member', due);
      await runJob(new Date().toISOString());
      const reminderOf = async (item: string) =>
        (
          await q<{ id: string }>(
            `select id from public.notifications where payload ->> 'checklist_item_id' = $1 and kind = 'due_soon'`,
            [item],
          )
        )[0]!.id;
      const snooze = async (item: string) => {
        const snoozed: { data: unknown; error: unknown } = await clients.member.rpc('snooze_reminder', {
          notification_id: await reminderOf(item),
          snooze: '1_hour',
        });
        expect(snoozed.error).toBeNull();
        return new Date(snoozed.data as string).getTime();
      };
      const wakes = Math.max(await snooze(itemId), await snooze(other));
      // Done meanwhile: that one stays away.
      await q(`update public.checklist_items set done = true where id = $1`, [other]);
      const later = new Date(wakes + 60_000).toISOString();
      await runJob(later);
      await runJob(later);
      const again = async (item: string) =>
        (
          await q<{ n: number }>(
            `select count(*)::int as n from public.notifications
             where payload ->> 'checklist_item_id' = $1 and payload ? 'snoozed'`,
            [item],
          )
        )[0]!.n;
      expect(await again(itemId)).toBe(1);
      expect(await again(other)).toBe(0);
    });

    it('names the item as written, SQL-shaped or not, and lets no client read or write the ledger', async () => {
      const cardId = await newCard('Hostile');
      const body = `x'); delete from public.notifications; --`;
      const itemId = await ownedItem(cardId, body, 'member', '2031-05-01T12:00:00Z');
      await runJob('2031-05-01T12:00:00Z');
      expect(
        await q(
          `select payload ->> 'item' as item from public.notifications where payload ->> 'checklist_item_id' = $1`,
          [itemId],
        ),
      ).toEqual([{ item: body }]);
      const ledger = clients.member.schema('private').from('reminders_sent');
      expect((await ledger.select('*')).error).not.toBeNull();
      expect((await ledger.delete().eq('item_id', itemId)).error).not.toBeNull();
      expect(
        await q(`select count(*)::int as n from private.reminders_sent where item_id = $1`, [itemId]),
      ).toEqual([{ n: 1 }]);
    });
  });
}
