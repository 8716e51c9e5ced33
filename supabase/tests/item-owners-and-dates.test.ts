import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@teamboard/sdk';
import { serverVariant, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// Checklist items' owners and due dates wherever a card comes in or repeats
// (issue 31): import_board (which imports and restores use) keeps them,
// dropping an owner who is no member; a recurring card's copy keeps the
// owners and moves the dates by the card's own step, and a reopened card's
// dated items move with it.
const ms = (value: string | Date | null) => (value === null ? null : new Date(value).getTime());

for (const variant of variants) {
  describe(`checklist items' owners and dates on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    let owner: SupabaseClient;
    let member: SupabaseClient;
    let service: SupabaseClient<Database>;
    const q = async <T>(sql: string, params: unknown[] = []) =>
      (await t.backend.db.query<T>(sql, params)).rows;
    const items = async (cardIds: string[]) =>
      (
        await q<{
          body: string;
          done: boolean;
          name: string;
          assignee_id: string | null;
          due_at: Date | null;
        }>(
          `select i.body, i.done, l.name, i.assignee_id, i.due_at
           from public.checklist_items i join public.checklists l on l.id = i.checklist_id
           where i.card_id = any ($1::uuid[]) order by l.position, i.position`,
          [cardIds],
        )
      ).map((row) => ({ ...row, due_at: ms(row.due_at) }));
    const boardCount = async () =>
      (await q<{ n: number }>(`select count(*)::int as n from public.boards`))[0]!.n;
    const importItems = (checklist: unknown[]) =>
      owner.rpc('import_board', {
        workspace_id: f.workspaceId,
        content: {
          name: 'Owned items',
          lists: [{ name: 'Todo' }],
          cards: [{ list: 0, title: 'Plan', checklist }],
        },
      });

    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
      owner = await clientFor(t.backend, f.users.owner);
      member = await clientFor(t.backend, f.users.member);
      service = createClient<Database>(t.backend.apiUrl, t.backend.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
    });
    afterAll(async () => t?.stop());

    it('imports each item with its checklist, owner and due date, leaving off owners who are no member', async () => {
      const result = await importItems([
        {
          body: 'By address',
          checklist: 'Launch',
          assignee_email: f.emails.member.toUpperCase(),
          due_at: '2030-03-31T09:00:00Z',
        },
        {
          body: 'By id',
          checklist: 'Launch',
          assignee_id: f.users.viewer,
          due_at: '2030-04-01T00:00:00+02:00',
        },
        { body: 'Outsider by id', checklist: 'QA', assignee_id: f.users.outsider },
        { body: 'Outsider by address', checklist: 'QA', assignee_email: f.emails.outsider },
        { body: 'Nobody', checklist: 'QA', assignee_id: '00000000-0000-4000-8000-000000000000', done: true },
        {
          body: 'Address wins',
          checklist: 'QA',
          assignee_email: f.emails.admin,
          assignee_id: f.users.member,
        },
        { body: 'Plain', checklist: 'QA', assignee_id: null, due_at: null },
      ]);
      expect(result.error).toBeNull();
      const answer = result.data as {
        card_ids: string[];
        unmatched_item_owners: unknown;
        imported: { checklist_items: number };
      };
      expect(answer.imported.checklist_items).toBe(7);
      expect(answer.unmatched_item_owners).toEqual([
        { card: 0, item: 2 },
        { card: 0, item: 3 },
        { card: 0, item: 4 },
      ]);
      expect(await items(answer.card_ids)).toEqual([
        {
          body: 'By address',
          done: false,
          name: 'Launch',
          assignee_id: f.users.member,
          due_at: ms('2030-03-31T09:00:00Z'),
        },
        {
          body: 'By id',
          done: false,
          name: 'Launch',
          assignee_id: f.users.viewer,
          due_at: ms('2030-03-31T22:00:00Z'),
        },
        { body: 'Outsider by id', done: false, name: 'QA', assignee_id: null, due_at: null },
        { body: 'Outsider by address', done: false, name: 'QA', assignee_id: null, due_at: null },
        { body: 'Nobody', done: true, name: 'QA', assignee_id: null, due_at: null },
        { body: 'Address wins', done: false, name: 'QA', assignee_id: f.users.admin, due_at: null },
        { body: 'Plain', done: false, name: 'QA', assignee_id: null, due_at: null },
      ]);
    });

    it.each([
      ['an owner id that is no id', { body: 'x', assignee_id: "1' or '1'='1" }],
      ['an owner id that is no text', { body: 'x', assignee_id: 42 }],
      ['an owner address that is no text', { body: 'x', assignee_email: ['a@example.test'] }],
      ['an oversized owner address', { body: 'x', assignee_email: `${'a'.repeat(330)}@example.test` }],
      ['a due date that is no date', { body: 'x', due_at: 'next Friday' }],
      ['a due date out of range', { body: 'x', due_at: '294277-01-01T00:00:00Z' }],
      ['an endless due date', { body: 'x', due_at: 'infinity' }],
      ['an oversized due date', { body: 'x', due_at: `2030-01-01T00:00:00${'0'.repeat(100)}Z` }],
      ['a due date that is no text', { body: 'x', due_at: 1_900_000_000 }],
      ['an item that is no object', 'x'],
    ])('refuses %s with a typed error and creates nothing', async (_, item) => {
      const before = await boardCount();
      const { error } = await importItems([item]);
      expect(error).toMatchObject({ code: 'P0001', hint: 'teamboard:validation', details: 'checklist' });
      expect(await boardCount()).toBe(before);
    });

    /** A monthly rule on the card applied as the expander would, with `occurrence` as its next one. */
    const applyOccurrence = async (cardId: string, mode: 'copy' | 'reopen', occurrence: string) => {
      const set = await member.rpc('set_card_recurrence', {
        card_id: cardId,
        rrule: 'FREQ=MONTHLY',
        dtstart: '2024-01-31T10:00:00Z',
        time_zone: 'UTC',
        mode,
      });
      expect(set.error).toBeNull();
      const [rule] = await q<{ id: string }>(
        `update public.card_recurrences set expanded_until = '2020-01-01', next_at = '2020-01-01'
         where card_id = $1 returning id`,
        [cardId],
      );
      const applied = await service.rpc('apply_card_occurrences', {
        plans: [
          {
            recurrence_id: rule!.id,
            occurrences: [occurrence],
            expanded_to: occurrence,
            next_at: occurrence,
          },
        ],
      });
      expect(applied).toMatchObject({ data: 1, error: null });
    };
    const newCard = async (
      title: string,
      due: string | null,
      list: { body: string; due: string | null; owner?: string; done?: boolean }[],
    ) => {
      const [card] = await q<{ id: string }>(
        `insert into public.cards (board_id, list_id, title, due_at) values ($1, $2, $3, $4) returning id`,
        [f.boardId, f.listIds[0], title, due],
      );
      for (const [index, item] of list.entries()) {
        await q(
          `insert into public.checklist_items (card_id, body, done, position, checklist, due_at, assignee_id)
           values ($1, $2, $3, $4, 'Steps', $5, $6)`,
          [card!.id, item.body, item.done ?? false, (index + 1) * 1024, item.due, item.owner ?? null],
        );
      }
      return card!.id;
    };
    const copiesOf = async (title: string, sourceId: string) =>
      (
        await q<{ id: string }>(`select id from public.cards where title = $1 and id <> $2`, [
          title,
          sourceId,
        ])
      ).map((row) => row.id);

    it('moves a copy’s item dates by the card’s own step over a month end, keeping owners and unticking', async () => {
      // Due on the last of January; the next occurrence is the last of February (28 days on).
      const source = await newCard('Month end', '2025-01-31T10:00:00Z', [
        { body: 'Two days before', due: '2025-01-29T10:00:00Z', owner: f.users.member, done: true },
        { body: 'Undated', due: null, owner: f.users.viewer, done: true },
        { body: 'A day after', due: '2025-02-01T12:30:00Z' },
      ]);
      await applyOccurrence(source, 'copy', '2025-02-28T10:00:00Z');
      const copies = await copiesOf('Month end', source);
      expect(copies).toHaveLength(1);
      expect(await items(copies)).toEqual([
        {
          body: 'Two days before',
          done: false,
          name: 'Steps',
          assignee_id: f.users.member,
          due_at: ms('2025-02-26T10:00:00Z'),
        },
        { body: 'Undated', done: false, name: 'Steps', assignee_id: f.users.viewer, due_at: null },
        {
          body: 'A day after',
          done: false,
          name: 'Steps',
          assignee_id: null,
          due_at: ms('2025-03-01T12:30:00Z'),
        },
      ]);
      // The card's own items are untouched.
      expect((await items([source])).map((item) => [item.done, item.due_at])).toEqual([
        [true, ms('2025-01-29T10:00:00Z')],
        [true, null],
        [false, ms('2025-02-01T12:30:00Z')],
      ]);
    });

    it('lands a copy’s items on a leap day and keeps no dates for a card without one', async () => {
      const leap = await newCard('Leap', '2024-01-31T10:00:00Z', [
        { body: 'Eve', due: '2024-01-30T10:00:00Z' },
      ]);
      await applyOccurrence(leap, 'copy', '2024-03-01T10:00:00Z');
      expect((await items(await copiesOf('Leap', leap))).map((item) => item.due_at)).toEqual([
        ms('2024-02-29T10:00:00Z'),
      ]);

      // No due date to measure the step from: the copy's items have none (as its start).
      const undated = await newCard('Undated card', null, [
        { body: 'Dated', due: '2025-01-15T00:00:00Z', owner: f.users.admin },
      ]);
      await applyOccurrence(undated, 'copy', '2025-02-28T10:00:00Z');
      expect(await items(await copiesOf('Undated card', undated))).toEqual([
        { body: 'Dated', done: false, name: 'Steps', assignee_id: f.users.admin, due_at: null },
      ]);
    });

    it('moves a reopened card’s dated items with its due date', async () => {
      const id = await newCard('Reopened', '2025-01-31T10:00:00Z', [
        { body: 'Eve', due: '2025-01-30T10:00:00Z', owner: f.users.member },
        { body: 'Undated', due: null },
      ]);
      await q(`update public.cards set completed_at = now() where id = $1`, [id]);
      await applyOccurrence(id, 'reopen', '2025-02-28T10:00:00Z');
      expect(await items([id])).toEqual([
        {
          body: 'Eve',
          done: false,
          name: 'Steps',
          assignee_id: f.users.member,
          due_at: ms('2025-02-27T10:00:00Z'),
        },
        { body: 'Undated', done: false, name: 'Steps', assignee_id: null, due_at: null },
      ]);
    });
  });
}
