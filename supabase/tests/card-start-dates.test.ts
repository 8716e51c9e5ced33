import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, serverVariant, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// Start dates (issue 31) through the real supabase-js: `start_at <= due_at`
// holds whatever writes the card (update_card, a direct update, an import),
// refusals are typed, hostile text never becomes a date, and the change is
// recorded in words.
for (const variant of variants) {
  describe(`card start dates on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    let member: SupabaseClient;
    let viewer: SupabaseClient;

    const newCard = async (dates: { start_at?: string; due_at?: string } = {}) =>
      (
        await t.backend.db.query<{ id: string; version: number }>(
          `insert into public.cards (board_id, list_id, title, start_at, due_at)
           values ($1, $2, 'Span', $3, $4) returning id, version`,
          [f.boardId, f.listIds[0], dates.start_at ?? null, dates.due_at ?? null],
        )
      ).rows[0]!;
    const update = (client: SupabaseClient, card: { id: string; version: number }, patch: object) =>
      client.rpc('update_card', { card_id: card.id, expected_version: card.version, patch });

    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
      member = await clientFor(t.backend, f.users.member);
      viewer = await clientFor(t.backend, f.users.viewer);
    });
    afterAll(async () => t?.stop());

    it('sets and clears a start date through update_card, recording each change', async () => {
      const card = await newCard({ due_at: '2030-03-05T17:00:00Z' });
      type Row = { id: string; version: number; start_at: string | null };
      const set = await update(member, card, { start_at: '2030-03-01T09:00:00+01:00' });
      expect(set.error).toBeNull();
      const started = set.data as Row;
      expect(Date.parse(started.start_at ?? '')).toBe(Date.parse('2030-03-01T08:00:00Z'));
      const cleared = await update(member, started, { start_at: null });
      expect((cleared.data as Row).start_at).toBeNull();
      const { rows } = await t.backend.db.query<{
        payload: { start_at: string | null; previous_start_at: string | null };
      }>(
        `select payload from public.activity where card_id = $1 and kind = 'card.start_changed' order by created_at`,
        [card.id],
      );
      expect(rows.map((r) => [r.payload.start_at === null, r.payload.previous_start_at === null])).toEqual([
        [false, true],
        [true, false],
      ]);
    });

    it('refuses a start after the due date in a sentence, from either side', async () => {
      const card = await newCard({ start_at: '2030-03-01T00:00:00Z', due_at: '2030-03-05T00:00:00Z' });
      const refusal = {
        code: 'P0001',
        message: 'A card cannot start after it is due.',
        hint: 'teamboard:validation',
        details: 'start_at',
      };
      expect((await update(member, card, { start_at: '2030-03-06T00:00:00Z' })).error).toMatchObject(refusal);
      expect((await update(member, card, { due_at: '2030-02-28T00:00:00Z' })).error).toMatchObject(refusal);
      expect(
        (await update(member, card, { start_at: '2030-04-02T00:00:00Z', due_at: '2030-04-01T00:00:00Z' }))
          .error,
      ).toMatchObject(refusal);
      // Both moved together the right way round is fine, and so is a start equal to the due date.
      const moved = await update(member, card, {
        start_at: '2030-04-01T00:00:00Z',
        due_at: '2030-04-01T00:00:00Z',
      });
      expect(moved.error).toBeNull();
    });

    it('holds the rule against a direct update and a hostile import', async () => {
      const card = await newCard({ due_at: '2030-03-05T00:00:00Z' });
      const direct = await member
        .from('cards')
        .update({ start_at: '2030-03-09T00:00:00Z' })
        .eq('id', card.id);
      expect(direct.error).toMatchObject({ code: '23514' });
      expect(direct.error?.message).toContain('cards_start_at_check');

      const owner = await clientFor(t.backend, f.users.owner);
      const before = await t.backend.db.query(`select id from public.boards`);
      const imported = await owner.rpc('import_board', {
        workspace_id: f.workspaceId,
        content: {
          name: 'Backwards',
          lists: [{ name: 'Todo' }],
          cards: [
            { list: 0, title: 'Reversed', start_at: '2030-03-09T00:00:00Z', due_at: '2030-03-05T00:00:00Z' },
          ],
        },
      });
      expect(imported.error).toMatchObject({ code: '23514' });
      expect((await t.backend.db.query(`select id from public.boards`)).rows).toHaveLength(
        before.rows.length,
      );

      const good = await owner.rpc('import_board', {
        workspace_id: f.workspaceId,
        content: {
          name: 'Forwards',
          lists: [{ name: 'Todo' }],
          cards: [
            { list: 0, title: 'Planned', start_at: '2030-03-01T00:00:00Z', due_at: '2030-03-05T00:00:00Z' },
          ],
        },
      });
      expect(good.error).toBeNull();
      const { rows } = await t.backend.db.query<{ start_at: Date }>(
        `select start_at from public.cards where board_id = $1`,
        [(good.data as { board_id: string }).board_id],
      );
      expect(rows.map((r) => new Date(r.start_at).toISOString())).toEqual(['2030-03-01T00:00:00.000Z']);
    });

    it('turns away text that is not a date, SQL-shaped or oversized, and viewers', async () => {
      const card = await newCard();
      for (const hostile of [
        `2030-01-01'); drop table public.cards; --`,
        'x'.repeat(10_000),
        42,
        { at: 1 },
      ]) {
        const { error } = await update(member, card, { start_at: hostile });
        expect(error, JSON.stringify(hostile).slice(0, 20)).not.toBeNull();
      }
      expect((await update(viewer, card, { start_at: '2030-01-01T00:00:00Z' })).error).toMatchObject({
        hint: 'teamboard:forbidden',
      });
      const { rows } = await t.backend.db.query<{ start_at: Date | null; n: number }>(
        `select start_at, (select count(*)::int from public.cards) as n from public.cards where id = $1`,
        [card.id],
      );
      expect(rows[0]).toMatchObject({ start_at: null });
      expect(rows[0]!.n).toBeGreaterThan(0);
    });
  });
}
