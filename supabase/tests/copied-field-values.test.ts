import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, serverVariant, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// Custom field values carried along (issue 31): copy_card carries a value
// when the target board has a field of the same name and type (select options
// by label, a person only while they can see the target board) and answers
// which were carried and which not; duplicate_board copies the fields, their
// options and the cards' values. Through supabase-js, on both databases.
type Db = TestBackend['backend']['db'];

interface CopyAnswer {
  id: string;
  board_id: string;
  title: string;
  copied_field_values: string[];
  dropped_field_values: string[];
}

/** An RPC's answer, its data unknown until the test says what it is. */
async function call(client: SupabaseClient, fn: string, args: Record<string, unknown>) {
  const answer = await client.rpc(fn, args);
  const data: unknown = answer.data;
  return { data, error: answer.error };
}

for (const variant of variants) {
  describe(`field values carried along on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let db: Db;
    let f: Fixture;
    let member: SupabaseClient;
    let owner: SupabaseClient;
    /** The private target board (owner and member on it, not the viewer), its list and fields by name. */
    let target: {
      boardId: string;
      listId: string;
      fields: Record<string, string>;
      options: Record<string, string>;
    };
    /** The source board's (the fixture's) fields and options by name. */
    let source: { fields: Record<string, string>; options: Record<string, string> };

    const q = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;
    const id = async (sql: string, params: unknown[] = []) => (await q<{ id: string }>(sql, params))[0]!.id;
    /** Fields (and select options, `Field.label`) on a board, as postgres. */
    async function defineFields(
      boardId: string,
      fields: readonly [name: string, type: string, options?: string[]][],
    ): Promise<{ fields: Record<string, string>; options: Record<string, string> }> {
      const out = { fields: {} as Record<string, string>, options: {} as Record<string, string> };
      for (const [name, type, options = []] of fields) {
        const fieldId = await id(
          `insert into public.custom_fields (board_id, name, type) values ($1, $2, $3) returning id`,
          [boardId, name, type],
        );
        out.fields[name] = fieldId;
        for (const label of options)
          out.options[`${name}.${label}`] = await id(
            `insert into public.custom_field_options (field_id, label) values ($1, $2) returning id`,
            [fieldId, label],
          );
      }
      return out;
    }
    const setValue = (cardId: string, fieldId: string, value: unknown) =>
      db.query(`insert into public.card_field_values (card_id, field_id, value) values ($1, $2, $3::jsonb)`, [
        cardId,
        fieldId,
        JSON.stringify(value),
      ]);
    const valuesOf = async (cardId: string) =>
      Object.fromEntries(
        (
          await q<{ name: string; value: unknown }>(
            `select f.name, v.value from public.card_field_values v join public.custom_fields f on f.id = v.field_id
             where v.card_id = $1`,
            [cardId],
          )
        ).map((r) => [r.name, r.value]),
      );
    const newCard = (title: string) =>
      id(`insert into public.cards (board_id, list_id, title) values ($1, $2, $3) returning id`, [
        f.boardId,
        f.listIds[0],
        title,
      ]);

    beforeAll(async () => {
      t = await startBackend(variant);
      db = t.backend.db;
      f = await createFixture(db);
      member = await clientFor(t.backend, f.users.member);
      owner = await clientFor(t.backend, f.users.owner);
      source = await defineFields(f.boardId, [
        ['Points', 'number'],
        ['Stage', 'single_select', ['Todo', 'Doing']],
        ['Tags', 'multi_select', ['a', 'b']],
        ['Owner', 'person'],
        ['Reviewer', 'person'],
        ['Notes', 'text'],
        ['Extra', 'text'],
        ['Day', 'date'],
      ]);
      // A private board: the owner (its maker) and the member are on it, the viewer is not.
      const boardId = await as(db, { userId: f.users.owner }, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into public.boards (workspace_id, name, visibility) values ($1, 'Private', 'private') returning id`,
          [f.workspaceId],
        );
        return rows[0]!.id;
      });
      await db.query(`insert into public.board_members (board_id, user_id, role) values ($1, $2, 'editor')`, [
        boardId,
        f.users.member,
      ]);
      const listId = await id(`insert into public.lists (board_id, name) values ($1, 'Inbox') returning id`, [
        boardId,
      ]);
      // Same names in other cases and orders, one of another type, one select missing a label.
      const defined = await defineFields(boardId, [
        ['Day', 'date'],
        ['  points ', 'number'],
        ['Stage', 'single_select', ['doing', 'Todo']],
        ['Tags', 'multi_select', ['a']],
        ['Owner', 'person'],
        ['Reviewer', 'person'],
        ['Notes', 'number'],
      ]);
      target = { boardId, listId, ...defined };
    });
    afterAll(async () => t?.stop());

    it('carries the values the target has a field for, selects by label, and names the rest', async () => {
      const cardId = await newCard('Carried');
      await setValue(cardId, source.fields.Points!, 5);
      await setValue(cardId, source.fields.Stage!, source.options['Stage.Doing']);
      await setValue(cardId, source.fields.Tags!, [source.options['Tags.a'], source.options['Tags.b']]);
      await setValue(cardId, source.fields.Owner!, f.users.viewer);
      await setValue(cardId, source.fields.Reviewer!, f.users.owner);
      await setValue(cardId, source.fields.Notes!, 'some text');
      await setValue(cardId, source.fields.Extra!, 'not on the target');
      await setValue(cardId, source.fields.Day!, '2030-02-03');

      const { data, error } = await call(member, 'copy_card', { card_id: cardId, list_id: target.listId });
      expect(error).toBeNull();
      const copy = data as CopyAnswer;
      expect(copy).toMatchObject({ title: 'Carried', board_id: target.boardId });
      // In the source's field order.
      expect(copy.copied_field_values).toEqual(['Points', 'Stage', 'Reviewer', 'Day']);
      // Tags lacks label b there, the viewer cannot see the private board, Notes is a number there, Extra is not there.
      expect(copy.dropped_field_values).toEqual(['Tags', 'Owner', 'Notes', 'Extra']);
      expect(await valuesOf(copy.id)).toEqual({
        '  points ': 5,
        Stage: target.options['Stage.doing'],
        Reviewer: f.users.owner,
        Day: '2030-02-03',
      });
      // The original keeps all of its values.
      expect(Object.keys(await valuesOf(cardId))).toHaveLength(8);
    });

    it('carries every value onto its own board', async () => {
      const cardId = await newCard('Same board');
      await setValue(cardId, source.fields.Tags!, [source.options['Tags.b'], source.options['Tags.a']]);
      await setValue(cardId, source.fields.Owner!, f.users.viewer);
      const { data, error } = await call(member, 'copy_card', { card_id: cardId, list_id: f.listIds[1] });
      expect(error).toBeNull();
      const copy = data as CopyAnswer;
      expect(copy.copied_field_values).toEqual(['Tags', 'Owner']);
      expect(copy.dropped_field_values).toEqual([]);
      expect(await valuesOf(copy.id)).toEqual({
        Tags: expect.arrayContaining([source.options['Tags.a'], source.options['Tags.b']]) as unknown,
        Owner: f.users.viewer,
      });
    });

    it("refuses another workspace's person, a board the caller cannot see and a viewer, creating nothing", async () => {
      const cardId = await newCard('Guarded');
      await setValue(cardId, source.fields.Points!, 1);
      const outsider = await clientFor(t.backend, f.users.outsider);
      const viewer = await clientFor(t.backend, f.users.viewer);
      const before = (await q<{ n: number }>(`select count(*)::int as n from public.cards`))[0]!.n;
      // Someone outside the workspace does not learn the card exists.
      expect((await outsider.rpc('copy_card', { card_id: cardId, list_id: target.listId })).error?.hint).toBe(
        'teamboard:not-found',
      );
      // The viewer may read the card but sees no list on the private board.
      expect((await viewer.rpc('copy_card', { card_id: cardId, list_id: target.listId })).error?.hint).toBe(
        'teamboard:not-found',
      );
      // A viewer adds no cards to their own board either.
      expect((await viewer.rpc('copy_card', { card_id: cardId, list_id: f.listIds[1] })).error?.hint).toBe(
        'teamboard:forbidden',
      );
      // The outsider's own board cannot take a card of a workspace they are not in, nor theirs ours.
      const theirs = await as(db, { userId: f.users.outsider }, async (tx) => {
        const ws = (
          await tx.query<{ id: string }>(`select id from public.create_workspace('Elsewhere', $1)`, [
            `elsewhere-${Date.now().toString(36)}`,
          ])
        ).rows[0]!.id;
        const board = (
          await tx.query<{ id: string }>(
            `insert into public.boards (workspace_id, name) values ($1, 'Theirs') returning id`,
            [ws],
          )
        ).rows[0]!.id;
        return (
          await tx.query<{ id: string }>(
            `insert into public.lists (board_id, name) values ($1, 'L') returning id`,
            [board],
          )
        ).rows[0]!.id;
      });
      expect((await member.rpc('copy_card', { card_id: cardId, list_id: theirs })).error?.hint).toBe(
        'teamboard:not-found',
      );
      expect((await outsider.rpc('copy_card', { card_id: cardId, list_id: theirs })).error?.hint).toBe(
        'teamboard:not-found',
      );
      expect((await q<{ n: number }>(`select count(*)::int as n from public.cards`))[0]!.n).toBe(before);
    });

    it('duplicates a board with its fields, options and the cards’ values', async () => {
      const cardId = await newCard('Duplicated');
      await setValue(cardId, source.fields.Stage!, source.options['Stage.Todo']);
      await setValue(cardId, source.fields.Tags!, [source.options['Tags.b'], source.options['Tags.a']]);
      await setValue(cardId, source.fields.Owner!, f.users.viewer);
      await setValue(cardId, source.fields.Points!, 8);
      await db.query(`update public.custom_fields set unit = 'pts', show_on_card = true where id = $1`, [
        source.fields.Points,
      ]);

      const { data, error } = await call(owner, 'duplicate_board', {
        board_id: f.boardId,
        name: 'With fields',
        with_cards: true,
      });
      expect(error).toBeNull();
      const copyId = (data as { id: string }).id;
      expect(
        await q(
          `select name, type::text, unit, show_on_card from public.custom_fields where board_id = $1 order by position`,
          [copyId],
        ),
      ).toEqual(
        await q(
          `select name, type::text, unit, show_on_card from public.custom_fields where board_id = $1 order by position`,
          [f.boardId],
        ),
      );
      const options = await q<{ field: string; label: string; id: string }>(
        `select f.name as field, o.label, o.id from public.custom_field_options o
         join public.custom_fields f on f.id = o.field_id where f.board_id = $1 order by f.name, o.position`,
        [copyId],
      );
      expect(options.map((o) => `${o.field}.${o.label}`)).toEqual([
        'Stage.Todo',
        'Stage.Doing',
        'Tags.a',
        'Tags.b',
      ]);
      const option = (key: string) => options.find((o) => `${o.field}.${o.label}` === key)!.id;
      const copiedCard = await id(
        `select id from public.cards where board_id = $1 and title = 'Duplicated'`,
        [copyId],
      );
      expect(await valuesOf(copiedCard)).toEqual({
        Stage: option('Stage.Todo'),
        Tags: [option('Tags.b'), option('Tags.a')],
        Owner: f.users.viewer,
        Points: 8,
      });

      // Without cards: the fields still, no values.
      const bare = await owner.rpc('duplicate_board', { board_id: f.boardId, name: 'Fields only' });
      expect(bare.error).toBeNull();
      const bareId = (bare.data as { id: string }).id;
      expect((await q(`select 1 from public.custom_fields where board_id = $1`, [bareId])).length).toBe(8);
    });

    it('leaves out a person the copy of a private board does not show', async () => {
      const cardId = await id(
        `insert into public.cards (board_id, list_id, title) values ($1, $2, 'Private card') returning id`,
        [target.boardId, target.listId],
      );
      await setValue(cardId, target.fields.Owner!, f.users.member);
      await setValue(cardId, target.fields.Reviewer!, f.users.owner);
      const { data, error } = await call(owner, 'duplicate_board', {
        board_id: target.boardId,
        name: 'Private copy',
        with_cards: true,
      });
      expect(error).toBeNull();
      const copyId = (data as { id: string }).id;
      const copiedCard = await id(
        `select id from public.cards where board_id = $1 and title = 'Private card'`,
        [copyId],
      );
      // The copy starts with its maker as its only member: the member is not on it.
      expect(await valuesOf(copiedCard)).toEqual({ Reviewer: f.users.owner });
    });

    it('lets only those who may duplicate copy the fields', async () => {
      const before = (await q<{ n: number }>(`select count(*)::int as n from public.custom_fields`))[0]!.n;
      const { error } = await member.rpc('duplicate_board', {
        board_id: f.boardId,
        name: 'Nope',
        with_cards: true,
      });
      expect(error?.hint).toBe('teamboard:forbidden');
      expect((await q<{ n: number }>(`select count(*)::int as n from public.custom_fields`))[0]!.n).toBe(
        before,
      );
    });
  });
}
