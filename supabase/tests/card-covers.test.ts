import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, serverVariant, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// Card covers (issue 31) through the real supabase-js: the cover is an image
// attachment of the same card or a palette colour, never both; only board
// editors set it; deleting the attachment clears it; hostile values are refused.
for (const variant of variants) {
  describe(`card covers on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    let member: SupabaseClient;
    let viewer: SupabaseClient;
    let commenter: SupabaseClient;
    let outsider: SupabaseClient;

    const newCard = async (title = 'Covered') =>
      (
        await t.backend.db.query<{ id: string }>(
          `insert into public.cards (board_id, list_id, title) values ($1, $2, $3) returning id`,
          [f.boardId, f.listIds[0], title],
        )
      ).rows[0]!.id;
    const attach = async (cardId: string, mime = 'image/png', name = 'photo.png') =>
      (
        await t.backend.db.query<{ id: string }>(
          `insert into public.attachments (id, card_id, object_path, file_name, mime_type, size_bytes, uploaded_by)
           select id, $1::uuid, $2::text || '/' || $1::text || '/' || id || '/' || $3::text, $3::text, $4, 10, $5
           from (select gen_random_uuid() as id) ids returning id`,
          [cardId, f.workspaceId, name, mime, f.users.member],
        )
      ).rows[0]!.id;
    const coverOf = async (cardId: string) =>
      (
        await t.backend.db.query<{ cover_attachment_id: string | null; cover_color: string | null }>(
          `select cover_attachment_id, cover_color from public.cards where id = $1`,
          [cardId],
        )
      ).rows[0]!;
    const setCover = (client: SupabaseClient, cardId: string, cover: object) =>
      client.from('cards').update(cover).eq('id', cardId).select('id, cover_attachment_id, cover_color');

    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
      await t.backend.db.query(
        `insert into public.board_members (board_id, user_id, role) values ($1, $2, 'commenter')`,
        [f.boardId, f.users.outsider],
      );
      [member, viewer, commenter] = await Promise.all([
        clientFor(t.backend, f.users.member),
        clientFor(t.backend, f.users.viewer),
        clientFor(t.backend, f.users.outsider),
      ]);
      const stranger = await createFixture(t.backend.db);
      outsider = await clientFor(t.backend, stranger.users.member);
    });
    afterAll(async () => t?.stop());

    it('lets an editor make an image attachment the cover, then a colour, then nothing', async () => {
      const cardId = await newCard();
      const image = await attach(cardId);
      const made = await setCover(member, cardId, { cover_attachment_id: image, cover_color: null });
      expect(made.error).toBeNull();
      expect(made.data).toEqual([{ id: cardId, cover_attachment_id: image, cover_color: null }]);
      const coloured = await setCover(member, cardId, { cover_attachment_id: null, cover_color: 'teal' });
      expect(coloured.data).toEqual([{ id: cardId, cover_attachment_id: null, cover_color: 'teal' }]);
      await setCover(member, cardId, { cover_attachment_id: null, cover_color: null });
      expect(await coverOf(cardId)).toEqual({ cover_attachment_id: null, cover_color: null });
    });

    it('refuses another card’s attachment, an unknown one and a non-image, in sentences', async () => {
      const cardId = await newCard();
      const elsewhere = await attach(await newCard('Other'));
      const foreign = await setCover(member, cardId, { cover_attachment_id: elsewhere });
      expect(foreign.error).toMatchObject({
        code: 'P0001',
        hint: 'teamboard:not-found',
        message: "The cover must be one of this card's attachments.",
      });
      const unknown = await setCover(member, cardId, { cover_attachment_id: crypto.randomUUID() });
      expect(unknown.error).toMatchObject({ hint: 'teamboard:not-found' });
      for (const [mime, name] of [
        ['application/pdf', 'plan.pdf'],
        ['image/svg+xml', 'logo.svg'],
        ['text/html', 'page.html'],
      ] as const) {
        const file = await attach(cardId, mime, name);
        const refused = await setCover(member, cardId, { cover_attachment_id: file });
        expect(refused.error).toMatchObject({ hint: 'teamboard:validation', details: 'cover_attachment_id' });
      }
      // A type with parameters and upper case is still the image it names.
      const jpeg = await attach(cardId, 'IMAGE/JPEG; charset=binary', 'p.jpg');
      expect((await setCover(member, cardId, { cover_attachment_id: jpeg })).error).toBeNull();
      expect(await coverOf(cardId)).toEqual({ cover_attachment_id: jpeg, cover_color: null });
    });

    it('holds the foreign key even without the trigger (a service write)', async () => {
      const cardId = await newCard();
      const elsewhere = await attach(await newCard('Other'));
      await expect(
        t.backend.db.transaction(async (tx) => {
          await tx.query(`alter table public.cards disable trigger cards_check_cover`);
          await tx.query(`update public.cards set cover_attachment_id = $1 where id = $2`, [
            elsewhere,
            cardId,
          ]);
        }),
      ).rejects.toThrow(/cards_cover_attachment_id_fkey/);
      expect(await coverOf(cardId)).toEqual({ cover_attachment_id: null, cover_color: null });
    });

    it('refuses a colour outside the palette, SQL-shaped text and an image with a colour', async () => {
      const cardId = await newCard();
      for (const color of ['black', 'Red', "red'); drop table public.cards; --", 'x'.repeat(5000)]) {
        const refused = await setCover(member, cardId, { cover_color: color });
        expect(refused.error).toMatchObject({ code: '23514' });
        expect(refused.error?.message).toContain('cards_cover_color_check');
      }
      const image = await attach(cardId);
      const both = await setCover(member, cardId, { cover_attachment_id: image, cover_color: 'red' });
      expect(both.error).toMatchObject({ code: '23514' });
      expect(both.error?.message).toContain('cards_cover_check');
      expect(await coverOf(cardId)).toEqual({ cover_attachment_id: null, cover_color: null });
    });

    it('lets only editors set it: a viewer, a commenter and an outsider change nothing', async () => {
      const cardId = await newCard();
      const image = await attach(cardId);
      for (const client of [viewer, commenter, outsider]) {
        const attempt = await setCover(client, cardId, { cover_attachment_id: image });
        expect(attempt.error).toBeNull();
        expect(attempt.data).toEqual([]);
        const colour = await setCover(client, cardId, { cover_color: 'red' });
        expect(colour.data).toEqual([]);
      }
      expect(await coverOf(cardId)).toEqual({ cover_attachment_id: null, cover_color: null });
      // The commenter still reads the cover an editor sets.
      await setCover(member, cardId, { cover_attachment_id: image });
      const seen = await commenter.from('cards').select('cover_attachment_id').eq('id', cardId).single();
      expect(seen.data).toEqual({ cover_attachment_id: image });
    });

    it('carries each card’s cover in the board’s JSON export', async () => {
      const covered = await newCard('Exported with a picture');
      const image = await attach(covered);
      await setCover(member, covered, { cover_attachment_id: image });
      const coloured = await newCard('Exported with a colour');
      await setCover(member, coloured, { cover_color: 'indigo' });
      const exported = await member.functions.invoke<{
        cards: { id: string; cover_attachment_id: string | null; cover_color: string | null }[];
      }>('export-board', { body: { board_id: f.boardId, format: 'json' } });
      expect(exported.error).toBeNull();
      const byId = new Map(exported.data?.cards.map((card) => [card.id, card]));
      expect(byId.get(covered)).toMatchObject({ cover_attachment_id: image, cover_color: null });
      expect(byId.get(coloured)).toMatchObject({ cover_attachment_id: null, cover_color: 'indigo' });
    });

    it('writes each change of the cover to the card’s activity, with who made it', async () => {
      const cardId = await newCard('Poster');
      const image = await attach(cardId, 'image/png', 'poster.png');
      await setCover(member, cardId, { cover_attachment_id: image });
      await setCover(member, cardId, { cover_attachment_id: null, cover_color: 'teal' });
      // The same colour again is no change, so no row.
      await setCover(member, cardId, { cover_color: 'teal' });
      await setCover(member, cardId, { cover_color: null });
      await setCover(member, cardId, { cover_attachment_id: image });
      // Deleting the attachment takes the cover off, and says so.
      await member.from('attachments').delete().eq('id', image);
      const { rows } = await t.backend.db.query<{ kind: string; payload: unknown; actor_id: string | null }>(
        `select kind, payload, actor_id from public.activity
         where card_id = $1 and kind like 'card.cover%' order by created_at, id`,
        [cardId],
      );
      expect(rows).toEqual([
        {
          kind: 'card.cover_set',
          payload: { title: 'Poster', attachment_id: image, file_name: 'poster.png', color: null },
          actor_id: f.users.member,
        },
        {
          kind: 'card.cover_set',
          payload: { title: 'Poster', attachment_id: null, file_name: null, color: 'teal' },
          actor_id: f.users.member,
        },
        { kind: 'card.cover_removed', payload: { title: 'Poster' }, actor_id: f.users.member },
        {
          kind: 'card.cover_set',
          payload: { title: 'Poster', attachment_id: image, file_name: 'poster.png', color: null },
          actor_id: f.users.member,
        },
        { kind: 'card.cover_removed', payload: { title: 'Poster' }, actor_id: f.users.member },
      ]);
      // A refused change (a viewer's) writes nothing.
      await setCover(viewer, cardId, { cover_color: 'red' });
      const after = await t.backend.db.query(
        `select 1 from public.activity where card_id = $1 and kind like 'card.cover%'`,
        [cardId],
      );
      expect(after.rows).toHaveLength(5);
    });

    it('keeps a cover colour on a copy, and leaves an image cover with the original', async () => {
      const coloured = await newCard('Banner');
      await setCover(member, coloured, { cover_color: 'purple' });
      const pictured = await newCard('Photo');
      await setCover(member, pictured, { cover_attachment_id: await attach(pictured) });
      const copyOf = async (cardId: string) => {
        const copied = await member.rpc('copy_card', { card_id: cardId, list_id: f.listIds[1] });
        expect(copied.error).toBeNull();
        return coverOf((copied.data as { id: string }).id);
      };
      expect(await copyOf(coloured)).toEqual({ cover_attachment_id: null, cover_color: 'purple' });
      expect(await copyOf(pictured)).toEqual({ cover_attachment_id: null, cover_color: null });
    });

    it('clears the cover when its attachment is deleted, and deletes a covered card whole', async () => {
      const cardId = await newCard();
      const image = await attach(cardId);
      const other = await attach(cardId, 'image/webp', 'other.webp');
      await setCover(member, cardId, { cover_attachment_id: image });
      const versionOf = async () =>
        (
          await t.backend.db.query<{ version: number }>(`select version from public.cards where id = $1`, [
            cardId,
          ])
        ).rows[0]!.version;
      const version = await versionOf();
      // Deleting another attachment leaves the cover alone.
      expect((await member.from('attachments').delete().eq('id', other).select('id')).data).toHaveLength(1);
      expect(await coverOf(cardId)).toEqual({ cover_attachment_id: image, cover_color: null });
      expect((await member.from('attachments').delete().eq('id', image).select('id')).data).toHaveLength(1);
      expect(await coverOf(cardId)).toEqual({ cover_attachment_id: null, cover_color: null });
      // The cleared cover is a change of the card like any other: its version moves on.
      expect(await versionOf()).toBeGreaterThan(version);

      const doomed = await newCard('Doomed');
      await setCover(member, doomed, { cover_attachment_id: await attach(doomed) });
      await t.backend.db.query(`delete from public.cards where id = $1`, [doomed]);
      const left = await t.backend.db.query(`select id from public.attachments where card_id = $1`, [doomed]);
      expect(left.rows).toEqual([]);
    });
  });
}
