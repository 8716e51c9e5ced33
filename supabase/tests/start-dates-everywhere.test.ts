import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@teamboard/sdk';
import { startBackend, serverVariant, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// Start dates (issue 31) wherever a card's dates are copied, read or counted
// beside the due date: copy_card, duplicate_board, a recurring card's copy
// and a reopened card (the start keeps its distance to the due date), a
// public link's read, and import_board's report.
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const ms = (value: string | Date | null) => (value === null ? null : new Date(value).getTime());

for (const variant of variants) {
  describe(`start dates beyond the card on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    let owner: SupabaseClient;
    let member: SupabaseClient;
    let service: SupabaseClient<Database>;
    const q = async <T>(sql: string, params: unknown[] = []) =>
      (await t.backend.db.query<T>(sql, params)).rows;
    const newCard = async (title: string, start: string | null, due: string | null) =>
      (
        await q<{ id: string }>(
          `insert into public.cards (board_id, list_id, title, start_at, due_at)
           values ($1, $2, $3, $4, $5) returning id`,
          [f.boardId, f.listIds[0], title, start, due],
        )
      )[0]!.id;
    const dates = async (where: string, params: unknown[]) =>
      (
        await q<{ title: string; start_at: Date | null; due_at: Date | null }>(
          `select title, start_at, due_at from public.cards where ${where} order by due_at nulls first, title`,
          params,
        )
      ).map((r) => ({ title: r.title, start: ms(r.start_at), due: ms(r.due_at) }));

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

    it('copies a card with its start date, and a card without one without', async () => {
      const spanned = await newCard('Copied span', '2030-05-01T09:00:00Z', '2030-05-04T17:00:00Z');
      const plain = await newCard('Copied plain', null, '2030-05-04T17:00:00Z');
      for (const id of [spanned, plain]) {
        const { error } = await member.rpc('copy_card', { card_id: id, list_id: f.listIds[1] });
        expect(error).toBeNull();
      }
      expect(await dates(`list_id = $1 and title like 'Copied %'`, [f.listIds[1]])).toEqual([
        { title: 'Copied plain', start: null, due: ms('2030-05-04T17:00:00Z') },
        { title: 'Copied span', start: ms('2030-05-01T09:00:00Z'), due: ms('2030-05-04T17:00:00Z') },
      ]);
    });

    it('duplicates a board with its cards’ start dates', async () => {
      await newCard('Duplicated span', '2030-06-01T00:00:00Z', '2030-06-03T00:00:00Z');
      const duplicated = await owner.rpc('duplicate_board', {
        board_id: f.boardId,
        name: 'Span copy',
        with_cards: true,
      });
      expect(duplicated.error).toBeNull();
      const copyId = (duplicated.data as { id: string }).id;
      expect(await dates(`board_id = $1 and title = 'Duplicated span'`, [copyId])).toEqual([
        { title: 'Duplicated span', start: ms('2030-06-01T00:00:00Z'), due: ms('2030-06-03T00:00:00Z') },
      ]);
    });

    /** A daily rule on the card, `behind` days behind, applied as the expander would with `occurrence`. */
    const applyOccurrence = async (cardId: string, mode: 'copy' | 'reopen', occurrence: string) => {
      const set = await member.rpc('set_card_recurrence', {
        card_id: cardId,
        rrule: 'FREQ=DAILY',
        dtstart: iso(Date.now() - 10 * DAY),
        time_zone: 'Europe/Berlin',
        mode,
      });
      expect(set.error).toBeNull();
      const [rule] = await q<{ id: string }>(
        `update public.card_recurrences set expanded_until = now() - interval '2 days', next_at = now() - interval '2 days'
         where card_id = $1 returning id`,
        [cardId],
      );
      const applied = await service.rpc('apply_card_occurrences', {
        plans: [
          {
            recurrence_id: rule!.id,
            occurrences: [occurrence],
            expanded_to: occurrence,
            next_at: iso(Date.now() + DAY),
          },
        ],
      });
      expect(applied).toMatchObject({ data: 1, error: null });
    };

    it('starts a recurring card’s copy as long before its due date as the card does', async () => {
      const start = Date.now() - 30 * DAY;
      await newCard('Recurring span', iso(start), iso(start + 2 * DAY + 3_600_000));
      const source = (
        await q<{ id: string }>(`select id from public.cards where title = 'Recurring span'`)
      )[0]!;
      const occurrence = iso(Date.now() - 3_600_000);
      await applyOccurrence(source.id, 'copy', occurrence);
      const copies = await dates(`title = 'Recurring span' and id <> $1`, [source.id]);
      expect(copies).toEqual([
        { title: 'Recurring span', start: ms(occurrence)! - 2 * DAY - 3_600_000, due: ms(occurrence) },
      ]);

      // Without a due date there is no span to keep: the copy has no start.
      const undated = await newCard('Recurring start only', iso(start), null);
      await applyOccurrence(undated, 'copy', occurrence);
      expect(await dates(`title = 'Recurring start only' and id <> $1`, [undated])).toEqual([
        { title: 'Recurring start only', start: null, due: ms(occurrence) },
      ]);
    });

    it('moves a reopened card’s start with its due date, even past the old span', async () => {
      const id = await newCard('Reopened span', '2030-01-01T08:00:00Z', '2030-01-02T08:00:00Z');
      await q(`update public.cards set completed_at = now() where id = $1`, [id]);
      // An occurrence before the card's old start: the CHECK would refuse a due date moved alone.
      await applyOccurrence(id, 'reopen', '2029-12-01T08:00:00Z');
      expect(await dates(`id = $1`, [id])).toEqual([
        { title: 'Reopened span', start: ms('2029-11-30T08:00:00Z'), due: ms('2029-12-01T08:00:00Z') },
      ]);
    });

    it('shows a card’s start date through a public link', async () => {
      await q(
        `update public.cards set start_at = '2030-01-01T00:00:00Z', due_at = '2030-01-02T00:00:00Z' where id = $1`,
        [f.cardId],
      );
      const token = await owner.rpc('create_board_share', { board_id: f.boardId });
      expect(token.error).toBeNull();
      const anon = await clientFor(t.backend);
      const read = await anon.rpc('shared_board', { token: token.data as string });
      expect(read.error).toBeNull();
      const card = (read.data as { cards: { id: string; start_at: string | null }[] }).cards.find(
        (c) => c.id === f.cardId,
      );
      expect(ms(card?.start_at ?? null)).toBe(ms('2030-01-01T00:00:00Z'));
    });

    it('counts the start dates an import brought in', async () => {
      const imported = await owner.rpc('import_board', {
        workspace_id: f.workspaceId,
        content: {
          name: 'Counted',
          lists: [{ name: 'Todo' }],
          cards: [
            { list: 0, title: 'Both', start_at: '2030-03-01T00:00:00Z', due_at: '2030-03-05T00:00:00Z' },
            { list: 0, title: 'Start only', start_at: '2030-03-01T00:00:00Z' },
            { list: 0, title: 'Neither' },
          ],
        },
      });
      expect(imported.error).toBeNull();
      expect((imported.data as { imported: Record<string, number> }).imported).toMatchObject({
        cards: 3,
        start_dates: 2,
        due_dates: 1,
      });
    });
  });
}
