import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { LIMITS, type Database } from '@teamboard/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startBackend, serverVariant, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// Checklists that own work (issue 31) through the real supabase-js: a card's
// named checklists, items filed into one of them, owned by someone who can
// see the board and dated, turned into cards; the limits, and hostile ids.
type Who = 'owner' | 'member' | 'viewer' | 'outsider';

for (const variant of variants) {
  describe(`checklists on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let db: LocalSupabase['db'];
    let f: Fixture;
    let foreignCard: string;
    let foreignChecklist: string;
    const clients = new Map<Who, SupabaseClient<Database>>();
    const client = (who: Who) => clients.get(who)!;
    const one = async (sql: string, params: unknown[] = []) =>
      (await db.query<{ id: string }>(sql, params)).rows[0]!.id;
    const newCard = (title = 'Plan') =>
      one(`insert into public.cards (board_id, list_id, title) values ($1, $2, $3) returning id`, [
        f.boardId,
        f.listIds[0],
        title,
      ]);
    const checklistsOf = async (cardId: string) =>
      (
        await db.query<{ name: string; items: string[] | null }>(
          `select l.name, array_agg(i.body order by i.position) filter (where i.id is not null) as items
           from public.checklists l left join public.checklist_items i on i.checklist_id = l.id
           where l.card_id = $1 group by l.id order by l.position`,
          [cardId],
        )
      ).rows;

    beforeAll(async () => {
      t = await startBackend(variant);
      db = t.backend.db;
      f = await createFixture(db);
      for (const who of ['owner', 'member', 'viewer', 'outsider'] as const) {
        clients.set(who, (await clientFor(t.backend, f.users[who])) as SupabaseClient<Database>);
      }
      const stranger = await createUser(db, `stranger-${randomUUID()}@example.test`);
      const ws = await one(
        `insert into public.workspaces (name, slug, created_by) values ('Elsewhere', $1, $2) returning id`,
        [`elsewhere-${randomUUID().slice(0, 8)}`, stranger],
      );
      const board = await one(
        `insert into public.boards (workspace_id, name) values ($1, 'B') returning id`,
        [ws],
      );
      const list = await one(`insert into public.lists (board_id, name) values ($1, 'L') returning id`, [
        board,
      ]);
      foreignCard = await one(
        `insert into public.cards (board_id, list_id, title) values ($1, $2, 'Theirs') returning id`,
        [board, list],
      );
      foreignChecklist = await one(
        `insert into public.checklists (card_id, name) values ($1, 'Secret') returning id`,
        [foreignCard],
      );
    });
    afterAll(async () => t?.stop());

    it('files an item without a checklist into the card’s first one, or a new "Checklist"', async () => {
      const card = await newCard();
      const { error } = await client('member')
        .from('checklist_items')
        .insert({ card_id: card, body: 'First' });
      expect(error).toBeNull();
      await client('member').from('checklists').insert({ card_id: card, name: 'Launch' });
      await client('member').from('checklist_items').insert({ card_id: card, body: 'Second' });
      // A name files into the card's checklist of that name, made when missing; the name is then cleared.
      await client('member')
        .from('checklist_items')
        .insert({ card_id: card, body: 'Go', checklist: 'Launch' });
      await client('member')
        .from('checklist_items')
        .insert({ card_id: card, body: 'Sign', checklist: 'Legal' });
      expect(await checklistsOf(card)).toEqual([
        { name: 'Checklist', items: ['First', 'Second'] },
        { name: 'Launch', items: ['Go'] },
        { name: 'Legal', items: ['Sign'] },
      ]);
      const { rows } = await db.query<{ checklist: string }>(
        `select distinct checklist from public.checklist_items where card_id = $1`,
        [card],
      );
      expect(rows).toEqual([{ checklist: '' }]);
    });

    it('lets editors add, rename, reorder and delete checklists; viewers and strangers cannot', async () => {
      const card = await newCard();
      const { data: made, error } = await client('member')
        .from('checklists')
        .insert({ card_id: card, name: 'QA' })
        .select()
        .single();
      expect(error).toBeNull();
      await client('member')
        .from('checklist_items')
        .insert({ card_id: card, checklist_id: made!.id, body: 'Test it' });
      expect(
        (await client('member').from('checklists').update({ name: 'Quality' }).eq('id', made!.id).select())
          .data,
      ).toHaveLength(1);
      expect(
        (await client('member').from('checklists').update({ position: 1 }).eq('id', made!.id).select()).data,
      ).toHaveLength(1);
      // Viewers read but change nothing; strangers see nothing.
      expect((await client('viewer').from('checklists').select('name').eq('card_id', card)).data).toEqual([
        { name: 'Quality' },
      ]);
      expect(
        (await client('viewer').from('checklists').insert({ card_id: card, name: 'Mine' })).error,
      ).toMatchObject({ code: '42501' });
      expect(
        (await client('viewer').from('checklists').update({ name: 'X' }).eq('id', made!.id).select()).data,
      ).toEqual([]);
      expect((await client('outsider').from('checklists').select('*').eq('card_id', card)).data).toEqual([]);
      expect(
        (await client('outsider').from('checklists').insert({ card_id: card, name: 'In' })).error,
      ).toMatchObject({ code: '42501' });
      // Deleting a checklist deletes its items.
      expect(
        (await client('member').from('checklists').delete().eq('id', made!.id).select()).data,
      ).toHaveLength(1);
      expect(await checklistsOf(card)).toEqual([]);
      const { rows } = await db.query(`select 1 from public.checklist_items where card_id = $1`, [card]);
      expect(rows).toEqual([]);
    });

    it('refuses blank and oversized names', async () => {
      const card = await newCard();
      for (const name of ['   ', 'n'.repeat(101)]) {
        expect(
          (await client('member').from('checklists').insert({ card_id: card, name })).error,
        ).toMatchObject({
          code: '23514',
        });
      }
    });

    it('keeps an item to the checklists of its own card; another workspace’s checklist is refused', async () => {
      const card = await newCard();
      const other = await newCard('Other');
      const { data: item } = await client('member')
        .from('checklist_items')
        .insert({ card_id: card, body: 'Stay' })
        .select()
        .single();
      const otherList = await one(
        `insert into public.checklists (card_id, name) values ($1, 'Else') returning id`,
        [other],
      );
      expect(
        (
          await client('member')
            .from('checklist_items')
            .update({ checklist_id: otherList })
            .eq('id', item!.id)
        ).error,
      ).toMatchObject({ hint: 'teamboard:validation', details: 'checklist_id' });
      // Into a checklist the caller cannot see: refused like any row of that card.
      expect(
        (
          await client('member')
            .from('checklist_items')
            .insert({ card_id: foreignCard, checklist_id: foreignChecklist, body: 'Sneak' })
        ).error,
      ).toMatchObject({ code: '42501' });
      // Naming this card with another card's checklist is refused too.
      expect(
        (
          await client('member')
            .from('checklist_items')
            .insert({ card_id: card, checklist_id: otherList, body: 'Astray' })
        ).error,
      ).toMatchObject({ hint: 'teamboard:validation', details: 'checklist_id' });
      expect(
        (
          await client('member')
            .from('checklist_items')
            .insert({ card_id: card, checklist_id: randomUUID(), body: 'Nowhere' })
        ).error,
      ).toMatchObject({ hint: 'teamboard:not-found' });
      expect(
        (await client('member').from('checklists').insert({ card_id: foreignCard, name: 'Mine now' })).error,
      ).toMatchObject({ code: '42501' });
      const { rows } = await db.query(`select 1 from public.checklist_items where card_id = $1`, [
        foreignCard,
      ]);
      expect(rows).toEqual([]);
    });

    it('gives an item an owner who can see the board and a due date', async () => {
      const card = await newCard();
      const { data: item, error } = await client('member')
        .from('checklist_items')
        .insert({
          card_id: card,
          body: 'Book rooms',
          assignee_id: f.users.viewer,
          due_at: '2026-12-24T10:00:00Z',
        })
        .select()
        .single();
      expect(error).toBeNull();
      expect(item!.assignee_id).toBe(f.users.viewer);
      expect(item!.due_at).toMatch(/^2026-12-24/);
      expect(
        (
          await client('member')
            .from('checklist_items')
            .update({ assignee_id: f.users.outsider })
            .eq('id', item!.id)
        ).error,
      ).toMatchObject({ hint: 'teamboard:validation', details: 'assignee_id' });
      // A private board: a workspace member who is not on it cannot own its items.
      const secret = await one(
        `insert into public.boards (workspace_id, name, visibility) values ($1, 'Secret', 'private') returning id`,
        [f.workspaceId],
      );
      await db.query(`insert into public.board_members (board_id, user_id, role) values ($1, $2, 'editor')`, [
        secret,
        f.users.member,
      ]);
      const list = await one(`insert into public.lists (board_id, name) values ($1, 'L') returning id`, [
        secret,
      ]);
      const hidden = await one(
        `insert into public.cards (board_id, list_id, title) values ($1, $2, 'Hush') returning id`,
        [secret, list],
      );
      expect(
        (
          await client('member')
            .from('checklist_items')
            .insert({ card_id: hidden, body: 'Quiet', assignee_id: f.users.viewer })
        ).error,
      ).toMatchObject({ hint: 'teamboard:validation', details: 'assignee_id' });
      // Losing the board takes the person off the items they own there.
      await db.query(`insert into public.board_members (board_id, user_id, role) values ($1, $2, 'viewer')`, [
        secret,
        f.users.viewer,
      ]);
      const owned = await one(
        `insert into public.checklist_items (card_id, body, assignee_id) values ($1, 'Quiet', $2) returning id`,
        [hidden, f.users.viewer],
      );
      await db.query(`delete from public.board_members where board_id = $1 and user_id = $2`, [
        secret,
        f.users.viewer,
      ]);
      const { rows } = await db.query(`select assignee_id from public.checklist_items where id = $1`, [
        owned,
      ]);
      expect(rows).toEqual([{ assignee_id: null }]);
    });

    it(`stops at ${LIMITS.checklistsPerCard} checklists per card and ${LIMITS.checklistItemsPerChecklist} items per checklist`, async () => {
      const card = await newCard();
      await db.query(
        `insert into public.checklists (card_id, name) select $1, 'C' || g from generate_series(1, $2::integer) g`,
        [card, LIMITS.checklistsPerCard],
      );
      expect(
        (await client('member').from('checklists').insert({ card_id: card, name: 'One more' })).error,
      ).toMatchObject({ hint: 'teamboard:limit-reached', details: 'checklistsPerCard' });
      const full = await one(`select id from public.checklists where card_id = $1 and name = 'C1'`, [card]);
      await db.query(
        `insert into public.checklist_items (checklist_id, body) select $1, 'I' || g from generate_series(1, $2::integer) g`,
        [full, LIMITS.checklistItemsPerChecklist],
      );
      expect(
        (
          await client('member')
            .from('checklist_items')
            .insert({ card_id: card, checklist_id: full, body: 'More' })
        ).error,
      ).toMatchObject({ hint: 'teamboard:limit-reached', details: 'checklistItemsPerChecklist' });
      // Moving an item into the full checklist counts too.
      const { data: moved } = await client('member')
        .from('checklist_items')
        .insert({ card_id: card, body: 'Elsewhere', checklist: 'C2' })
        .select()
        .single();
      expect(
        (await client('member').from('checklist_items').update({ checklist_id: full }).eq('id', moved!.id))
          .error,
      ).toMatchObject({ hint: 'teamboard:limit-reached', details: 'checklistItemsPerChecklist' });
    });

    it('turns an item into a card of its list that the item links to, once', async () => {
      const card = await newCard('Release 2.0');
      const { data: item } = await client('member')
        .from('checklist_items')
        .insert({
          card_id: card,
          body: 'Write the notes',
          assignee_id: f.users.admin,
          due_at: '2026-12-01T09:00:00Z',
        })
        .select()
        .single();
      // Only the conversion sets the link.
      expect(
        (
          await client('member')
            .from('checklist_items')
            .update({ converted_card_id: card })
            .eq('id', item!.id)
        ).error,
      ).toMatchObject({ hint: 'teamboard:validation', details: 'converted_card_id' });
      expect(
        (await client('viewer').rpc('convert_checklist_item', { item_id: item!.id })).error,
      ).toMatchObject({
        code: '42501',
      });
      expect(
        (await client('outsider').rpc('convert_checklist_item', { item_id: item!.id })).error,
      ).toMatchObject({ hint: 'teamboard:not-found' });
      const { data: made, error } = await client('member').rpc('convert_checklist_item', {
        item_id: item!.id,
      });
      expect(error).toBeNull();
      expect(made).toMatchObject({ title: 'Write the notes', list_id: f.listIds[0], board_id: f.boardId });
      expect(made!.due_at).toMatch(/^2026-12-01/);
      const { rows: link } = await db.query(
        `select converted_card_id from public.checklist_items where id = $1`,
        [item!.id],
      );
      expect(link).toEqual([{ converted_card_id: made!.id }]);
      const { rows: assignees } = await db.query(
        `select user_id from public.card_assignees where card_id = $1`,
        [made!.id],
      );
      expect(assignees).toEqual([{ user_id: f.users.admin }]);
      const { rows: activity } = await db.query<{ payload: Record<string, unknown> }>(
        `select payload from public.activity where card_id = $1 and kind = 'card.converted_from_item'`,
        [made!.id],
      );
      expect(activity).toHaveLength(1);
      expect(activity[0]!.payload).toMatchObject({
        from_card_id: card,
        from_card_title: 'Release 2.0',
        item: 'Write the notes',
      });
      expect(
        (await client('member').rpc('convert_checklist_item', { item_id: item!.id })).error,
      ).toMatchObject({
        hint: 'teamboard:conflict',
        details: 'already_converted',
      });
      // Deleting the new card leaves the item, unlinked.
      await db.query(`delete from public.cards where id = $1`, [made!.id]);
      const { rows: after } = await db.query(
        `select converted_card_id from public.checklist_items where id = $1`,
        [item!.id],
      );
      expect(after).toEqual([{ converted_card_id: null }]);
    });

    it('copies a card and duplicates a board with their checklists, in order', async () => {
      const card = await newCard('Template');
      await client('member').from('checklists').insert({ card_id: card, name: 'Before' });
      await client('member').from('checklists').insert({ card_id: card, name: 'After' });
      await client('member')
        .from('checklist_items')
        .insert([
          { card_id: card, body: 'Plan', checklist: 'Before' },
          { card_id: card, body: 'Review', checklist: 'After' },
          { card_id: card, body: 'Prepare', checklist: 'Before' },
        ]);
      const { data: copy, error } = await client('member').rpc('copy_card', {
        card_id: card,
        list_id: f.listIds[0],
      });
      expect(error).toBeNull();
      const expected = [
        { name: 'Before', items: ['Plan', 'Prepare'] },
        { name: 'After', items: ['Review'] },
      ];
      expect(await checklistsOf((copy as { id: string }).id)).toEqual(expected);
      const { data: board, error: dupError } = await client('owner').rpc('duplicate_board', {
        board_id: f.boardId,
        name: 'Copy',
        with_cards: true,
      });
      expect(dupError).toBeNull();
      const copied = await one(`select id from public.cards where board_id = $1 and title = 'Template'`, [
        board!.id,
      ]);
      expect(await checklistsOf(copied)).toEqual(expected);
    });
  });
}
