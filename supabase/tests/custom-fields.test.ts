import { randomUUID } from 'node:crypto';
import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { LIMITS, TEXT_LIMITS } from '@teamboard/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createUser, startBackend, serverVariant, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// Custom fields on a private board, through the real supabase-js against the
// local backend: who defines fields (board admins), who sets values (editors),
// who reads them (everyone on the board, nobody else), what a value may be,
// and what follows a value around (board loading, search, activity, realtime).
const PEOPLE = ['owner', 'boardAdmin', 'editor', 'commenter', 'viewer', 'offBoard', 'anon'] as const;
type Person = (typeof PEOPLE)[number];
const READERS: readonly Person[] = ['owner', 'boardAdmin', 'editor', 'commenter', 'viewer'];
const EDITORS: readonly Person[] = ['owner', 'boardAdmin', 'editor'];
const ADMINS: readonly Person[] = ['owner', 'boardAdmin'];

type Db = LocalSupabase['db'];
interface World {
  db: Db;
  f: Fixture;
  users: Record<Exclude<Person, 'anon'>, string>;
  clients: Record<Person, SupabaseClient>;
  /** The private board, its list and card. */
  boardId: string;
  listId: string;
  cardId: string;
  /** One field per type, by type. */
  fields: Record<string, string>;
  /** The select fields' options: status.todo, status.done, tags.a, tags.b. */
  options: Record<string, string>;
}

const one = async (db: Db, sql: string, params: unknown[] = []) =>
  (await db.query<{ id: string }>(sql, params)).rows[0]!.id;

async function buildWorld(backend: LocalSupabase): Promise<World> {
  const db = backend.db;
  const f = await createFixture(db);
  const extra = (who: string) => createUser(db, `${who}-${randomUUID()}@example.test`, who);
  const users = {
    owner: f.users.owner,
    boardAdmin: await extra('boardadmin'),
    editor: await extra('editor'),
    commenter: await extra('commenter'),
    viewer: await extra('viewer'),
    // A workspace member who is not on the private board.
    offBoard: f.users.member,
  };
  for (const who of ['boardAdmin', 'editor', 'commenter', 'viewer'] as const)
    await db.query(
      `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'member')`,
      [f.workspaceId, users[who]],
    );
  const boardId = await as(db, { userId: users.owner }, async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.boards (workspace_id, name, visibility) values ($1, 'Hiring', 'private') returning id`,
      [f.workspaceId],
    );
    return rows[0]!.id;
  });
  await db.query(
    `insert into public.board_members (board_id, user_id, role) values
       ($1, $2, 'admin'), ($1, $3, 'editor'), ($1, $4, 'commenter'), ($1, $5, 'viewer')`,
    [boardId, users.boardAdmin, users.editor, users.commenter, users.viewer],
  );
  const listId = await one(
    db,
    `insert into public.lists (board_id, name) values ($1, 'Candidates') returning id`,
    [boardId],
  );
  const cardId = await one(
    db,
    `insert into public.cards (board_id, list_id, title) values ($1, $2, 'Offer') returning id`,
    [boardId, listId],
  );
  const fields: Record<string, string> = {};
  for (const type of ['text', 'number', 'date', 'single_select', 'multi_select', 'checkbox', 'url', 'person'])
    fields[type] = await one(
      db,
      `insert into public.custom_fields (board_id, name, type) values ($1, $2, $3) returning id`,
      [boardId, `F ${type}`, type],
    );
  const option = (field: string, label: string) =>
    one(db, `insert into public.custom_field_options (field_id, label) values ($1, $2) returning id`, [
      field,
      label,
    ]);
  const options = {
    'status.todo': await option(fields.single_select!, 'Todo'),
    'status.done': await option(fields.single_select!, 'Done'),
    'tags.a': await option(fields.multi_select!, 'A'),
    'tags.b': await option(fields.multi_select!, 'B'),
  };
  const clients = {} as Record<Person, SupabaseClient>;
  for (const person of PEOPLE)
    clients[person] = await clientFor(backend, person === 'anon' ? undefined : users[person]);
  return { db, f, users, clients, boardId, listId, cardId, fields, options };
}

const subscribed = (channel: RealtimeChannel) =>
  new Promise<void>((resolve, reject) =>
    channel.subscribe((state, error) =>
      state === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED
        ? resolve()
        : state !== REALTIME_SUBSCRIBE_STATES.CLOSED && reject(error ?? new Error(state)),
    ),
  );

for (const variant of variants) {
  describe(`custom fields on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let w: World;
    beforeAll(async () => {
      t = await startBackend(variant);
      w = await buildWorld(t.backend);
    });
    afterAll(async () => {
      for (const client of Object.values(w?.clients ?? {})) await client.removeAllChannels();
      await t?.stop();
    });

    const setValue = (who: Person, fieldId: string, value: unknown, cardId = w.cardId) =>
      w.clients[who]
        .from('card_field_values')
        .upsert({ card_id: cardId, field_id: fieldId, value })
        .select('value');
    const valueOf = async (fieldId: string, cardId = w.cardId) =>
      (
        await w.db.query<{ value: unknown }>(
          `select value from public.card_field_values where card_id = $1 and field_id = $2`,
          [cardId, fieldId],
        )
      ).rows[0]?.value;

    it('lets board admins define fields and options, and nobody else', async () => {
      const defined: Person[] = [];
      for (const who of PEOPLE) {
        const made = await w.clients[who]
          .from('custom_fields')
          .insert({ board_id: w.boardId, name: `By ${who}`, type: 'single_select' })
          .select('id');
        const fieldId = made.data?.[0]?.id as string | undefined;
        const option = await w.clients[who]
          .from('custom_field_options')
          .insert({ field_id: fieldId ?? w.fields.single_select, label: 'Mine', color: 'teal' })
          .select('id');
        const renamed = await w.clients[who]
          .from('custom_fields')
          .update({ show_on_card: true })
          .eq('id', w.fields.text)
          .select('id');
        if (made.error === null && option.error === null && (renamed.data?.length ?? 0) === 1)
          defined.push(who);
        else expect(made.data ?? []).toEqual([]);
      }
      expect(defined).toEqual(ADMINS);
      const deleted = await w.clients.editor
        .from('custom_fields')
        .delete()
        .eq('id', w.fields.text)
        .select('id');
      expect(deleted.data).toEqual([]);
      await w.db.query(`delete from public.custom_fields where name like 'By %'`);
      await w.db.query(`update public.custom_fields set show_on_card = false`);
    });

    it('lets editors set and clear values; commenters, viewers and people off the board cannot', async () => {
      const wrote: Person[] = [];
      for (const who of PEOPLE) {
        await w.db.query(`delete from public.card_field_values`);
        const set = await setValue(who, w.fields.text!, `by ${who}`);
        if (set.error === null && (await valueOf(w.fields.text!)) === `by ${who}`) wrote.push(who);
      }
      expect(wrote).toEqual(EDITORS);
      const cleared: Person[] = [];
      for (const who of PEOPLE) {
        await w.db.query(
          `insert into public.card_field_values (card_id, field_id, value) values ($1, $2, '"x"')
           on conflict (card_id, field_id) do nothing`,
          [w.cardId, w.fields.text],
        );
        const gone = await w.clients[who]
          .from('card_field_values')
          .delete()
          .eq('card_id', w.cardId)
          .select('card_id');
        if ((gone.data?.length ?? 0) > 0) cleared.push(who);
      }
      expect(cleared).toEqual(EDITORS);
    });

    it('shows fields, options and values to the board and to nobody else', async () => {
      await w.db.query(
        `insert into public.card_field_values (card_id, field_id, value) values ($1, $2, '"read me"')
         on conflict (card_id, field_id) do update set value = excluded.value`,
        [w.cardId, w.fields.text],
      );
      const readers: Person[] = [];
      for (const who of PEOPLE) {
        const fields = await w.clients[who].from('custom_fields').select('id').eq('board_id', w.boardId);
        const options = await w.clients[who].from('custom_field_options').select('id');
        const values = await w.clients[who].from('card_field_values').select('value').eq('card_id', w.cardId);
        const board = await w.clients[who].rpc('load_board', { target_board_id: w.boardId });
        const sees = [fields.data?.length ?? 0, options.data?.length ?? 0, values.data?.length ?? 0];
        if (sees.every((n) => n > 0)) {
          readers.push(who);
          expect(sees).toEqual([8, 4, 1]);
        } else {
          expect(sees).toEqual([0, 0, 0]);
          expect(board.data ?? null).toBeNull();
        }
      }
      expect(readers).toEqual(READERS);
    });

    it('takes each type its own value, as given', async () => {
      const good: [string, unknown][] = [
        ['text', "Robert'); drop table public.cards; --"],
        ['text', 'ü'.repeat(TEXT_LIMITS.customFieldText.max)],
        ['number', -12.5],
        ['number', 0],
        ['date', '2026-02-28'],
        ['single_select', w.options['status.done']],
        ['multi_select', [w.options['tags.b'], w.options['tags.a']]],
        ['checkbox', false],
        ['url', 'https://example.test/a?b=c#d'],
        ['person', w.users.commenter],
        ['person', w.users.owner],
      ];
      for (const [type, value] of good) {
        const set = await setValue('editor', w.fields[type]!, value);
        expect(set.error, `${type} ${JSON.stringify(value)}`).toBeNull();
        expect(await valueOf(w.fields[type]!)).toEqual(value);
      }
      const cards = await w.db.query(`select count(*)::int as n from public.cards where board_id = $1`, [
        w.boardId,
      ]);
      expect(cards.rows).toEqual([{ n: 1 }]);
    });

    it('refuses a value of the wrong shape, oversized, or from another field or board, with a typed error', async () => {
      const otherBoardField = await one(
        w.db,
        `insert into public.custom_fields (board_id, name, type) values ($1, 'Elsewhere', 'text') returning id`,
        [w.f.boardId],
      );
      const otherFieldOption = w.options['tags.a'];
      const offBoardCard = await one(
        w.db,
        `insert into public.cards (board_id, list_id, title) values ($1, $2, 'Public') returning id`,
        [w.f.boardId, w.f.listIds[0]],
      );
      const bad: [string, unknown, string][] = [
        ['text', 42, 'value'],
        ['text', '   ', 'value'],
        ['text', 'x'.repeat(TEXT_LIMITS.customFieldText.max + 1), 'value'],
        ['text', ['a'], 'value'],
        ['number', '12', 'value'],
        ['number', 1e15, 'value'],
        ['number', true, 'value'],
        ['date', '2026-02-30', 'value'],
        ['date', '26-02-01', 'value'],
        ['date', '2026-02-01T00:00:00Z', 'value'],
        ['date', '0000-01-01', 'value'],
        ['checkbox', 'true', 'value'],
        ['checkbox', null, 'value'],
        ['url', 'javascript:alert(1)', 'value'],
        ['url', 'https://exa mple.test', 'value'],
        ['url', `https://example.test/${'a'.repeat(TEXT_LIMITS.customFieldUrl.max)}`, 'value'],
        ['url', "https://x.test/'; drop table public.cards; --", 'value'],
        ['person', w.users.offBoard, 'value'],
        ['person', randomUUID(), 'value'],
        ['person', "' or 1=1 --", 'value'],
        ['single_select', otherFieldOption, 'value'],
        ['single_select', randomUUID(), 'value'],
        ['single_select', [w.options['status.done']], 'value'],
        ['single_select', "') or true --", 'value'],
        ['multi_select', [], 'value'],
        ['multi_select', [w.options['tags.a'], w.options['tags.a']], 'value'],
        ['multi_select', [w.options['tags.a'], w.options['status.done']], 'value'],
        ['multi_select', [w.options['tags.a'], 7], 'value'],
        ['multi_select', w.options['tags.a'], 'value'],
        [
          'multi_select',
          Array.from({ length: LIMITS.optionsPerCustomField + 1 }, () => w.options['tags.a']),
          'value',
        ],
      ];
      for (const [type, value, detail] of bad) {
        const before = await valueOf(w.fields[type]!);
        const set = await setValue('editor', w.fields[type]!, value);
        expect(set.error, `${type} ${JSON.stringify(value).slice(0, 60)}`).toMatchObject({
          hint: 'teamboard:validation',
          details: detail,
        });
        expect(await valueOf(w.fields[type]!)).toEqual(before);
      }
      // Another board's field on this card, this board's field on another board's card.
      expect((await setValue('owner', otherBoardField, 'x')).error).toMatchObject({ details: 'field_id' });
      expect((await setValue('owner', w.fields.text!, 'x', offBoardCard)).error).toMatchObject({
        details: 'field_id',
      });
      // Someone who may not edit the card learns nothing of the board's people or options.
      for (const who of ['viewer', 'offBoard', 'commenter'] as const) {
        expect((await setValue(who, w.fields.person!, w.users.viewer)).error).toMatchObject({
          code: '42501',
        });
        expect((await setValue(who, w.fields.person!, w.users.offBoard)).error).toMatchObject({
          code: '42501',
        });
      }
      expect(
        (
          await w.clients.editor
            .from('custom_field_options')
            .insert({ field_id: w.fields.text, label: 'probe' })
            .select('id')
        ).error,
      ).toMatchObject({ code: '42501' });
      // A field id that is no field at all.
      expect((await setValue('owner', randomUUID(), 'x')).error).not.toBeNull();
    });

    it('keeps definitions within their rules and limits', async () => {
      const admin = w.clients.boardAdmin;
      const refused = async (query: PromiseLike<{ error: unknown }>) => (await query).error;
      // A unit is for numbers; names and labels have bounded lengths; colours are the palette.
      expect(
        await refused(
          admin.from('custom_fields').insert({ board_id: w.boardId, name: 'T', type: 'text', unit: 'h' }),
        ),
      ).toMatchObject({ code: '23514' });
      expect(
        await refused(
          admin.from('custom_fields').insert({
            board_id: w.boardId,
            name: 'n'.repeat(TEXT_LIMITS.customFieldName.max + 1),
            type: 'number',
          }),
        ),
      ).toMatchObject({ code: '23514' });
      expect(
        await refused(
          admin.from('custom_fields').insert({ board_id: w.boardId, name: 'T', type: 'formula' }),
        ),
      ).toMatchObject({ code: '22P02' });
      expect(
        await refused(
          admin
            .from('custom_field_options')
            .insert({ field_id: w.fields.single_select, label: 'x', color: 'black' }),
        ),
      ).toMatchObject({ code: '23514' });
      expect(
        await refused(admin.from('custom_field_options').insert({ field_id: w.fields.text, label: 'x' })),
      ).toMatchObject({ hint: 'teamboard:validation', details: 'field_id' });
      // A field keeps its type and board; an option keeps its field.
      expect(
        await refused(admin.from('custom_fields').update({ type: 'text' }).eq('id', w.fields.number)),
      ).toMatchObject({ code: '42501' });
      expect(
        await refused(
          admin.from('custom_fields').update({ board_id: w.f.boardId }).eq('id', w.fields.number),
        ),
      ).toMatchObject({ code: '42501' });
      expect(
        await refused(
          admin
            .from('custom_field_options')
            .update({ field_id: w.fields.multi_select })
            .eq('id', w.options['status.todo']),
        ),
      ).toMatchObject({ code: '42501' });
      const withUnit = await admin
        .from('custom_fields')
        .insert({ board_id: w.boardId, name: 'Effort', type: 'number', unit: 'h' })
        .select('id')
        .single();
      expect(withUnit.error).toBeNull();

      // Limits, on a board of their own, counted by the database.
      const board = await one(
        w.db,
        `insert into public.boards (workspace_id, name) values ($1, 'Full') returning id`,
        [w.f.workspaceId],
      );
      await w.db.query(
        `insert into public.custom_fields (board_id, name, type) select $1, 'F' || g, 'single_select' from generate_series(1, $2::int) g`,
        [board, LIMITS.customFieldsPerBoard],
      );
      expect(
        await refused(
          w.clients.owner.from('custom_fields').insert({ board_id: board, name: 'One more', type: 'text' }),
        ),
      ).toMatchObject({ hint: 'teamboard:limit-reached', details: 'customFieldsPerBoard' });
      const field = await one(w.db, `select id from public.custom_fields where board_id = $1 limit 1`, [
        board,
      ]);
      await w.db.query(
        `insert into public.custom_field_options (field_id, label) select $1, 'O' || g from generate_series(1, $2::int) g`,
        [field, LIMITS.optionsPerCustomField],
      );
      expect(
        await refused(
          w.clients.owner.from('custom_field_options').insert({ field_id: field, label: 'One more' }),
        ),
      ).toMatchObject({ hint: 'teamboard:limit-reached', details: 'optionsPerCustomField' });
      await w.db.query(`delete from public.boards where id = $1`, [board]);
      await w.db.query(`delete from public.custom_fields where id = $1`, [withUnit.data!.id]);
    });

    it('drops values whose option, field or board went away', async () => {
      const extra = await one(
        w.db,
        `insert into public.custom_field_options (field_id, label) values ($1, 'C') returning id`,
        [w.fields.multi_select],
      );
      expect(
        (await setValue('editor', w.fields.multi_select!, [w.options['tags.a'], extra])).error,
      ).toBeNull();
      expect((await setValue('editor', w.fields.single_select!, w.options['status.todo'])).error).toBeNull();
      const spare = await one(
        w.db,
        `insert into public.custom_field_options (field_id, label) values ($1, 'Spare') returning id`,
        [w.fields.single_select],
      );
      await w.clients.boardAdmin.from('custom_field_options').delete().eq('id', extra);
      expect(await valueOf(w.fields.multi_select!)).toEqual([w.options['tags.a']]);
      await w.clients.boardAdmin.from('custom_field_options').delete().eq('id', spare);
      expect(await valueOf(w.fields.single_select!)).toEqual(w.options['status.todo']);

      // A card moved to another board leaves this board's values behind.
      const moving = await one(
        w.db,
        `insert into public.cards (board_id, list_id, title) values ($1, $2, 'Mover') returning id`,
        [w.boardId, w.listId],
      );
      expect((await setValue('editor', w.fields.checkbox!, true, moving)).error).toBeNull();
      const moved = await w.clients.owner.rpc('move_card_to_board', {
        card_id: moving,
        list_id: w.f.listIds[0],
      });
      expect(moved.error).toBeNull();
      expect(await valueOf(w.fields.checkbox!, moving)).toBeUndefined();
    });

    it('loads values with the board, finds text values in search and records activity', async () => {
      await w.db.query(`delete from public.card_field_values where card_id = $1`, [w.cardId]);
      expect((await setValue('editor', w.fields.text!, 'quetzal budget')).error).toBeNull();
      expect((await setValue('editor', w.fields.number!, 3)).error).toBeNull();
      await w.clients.boardAdmin
        .from('custom_fields')
        .update({ show_on_card: true })
        .eq('id', w.fields.number);

      const loaded = await w.clients.viewer.rpc('load_board', { target_board_id: w.boardId });
      const board = loaded.data as {
        fields: { id: string; type: string; show_on_card: boolean; options: { label: string }[] }[];
        cards: { id: string; field_values: Record<string, unknown> }[];
      };
      expect(board.fields.map((field) => field.type)).toEqual([
        'text',
        'number',
        'date',
        'single_select',
        'multi_select',
        'checkbox',
        'url',
        'person',
      ]);
      expect(board.fields.find((field) => field.id === w.fields.number)?.show_on_card).toBe(true);
      expect(
        board.fields.find((field) => field.id === w.fields.single_select)?.options.map((o) => o.label),
      ).toEqual(['Todo', 'Done']);
      expect(board.cards.find((card) => card.id === w.cardId)?.field_values).toEqual({
        [w.fields.text!]: 'quetzal budget',
        [w.fields.number!]: 3,
      });

      const search = (who: Person) =>
        w.clients[who].rpc('search_workspace', { workspace_id: w.f.workspaceId, query: 'quetzal' });
      expect(((await search('commenter')).data as { card_id: string }[]).map((hit) => hit.card_id)).toEqual([
        w.cardId,
      ]);
      expect((await search('offBoard')).data).toEqual([]);
      await w.clients.editor
        .from('card_field_values')
        .delete()
        .eq('card_id', w.cardId)
        .eq('field_id', w.fields.text);
      expect((await search('commenter')).data).toEqual([]);

      const activity = await w.clients.viewer
        .from('activity')
        .select('kind, actor_id, payload')
        .eq('card_id', w.cardId)
        .in('kind', ['card.field_set', 'card.field_cleared'])
        .order('created_at', { ascending: false })
        .limit(1);
      expect(activity.data).toEqual([
        {
          kind: 'card.field_cleared',
          actor_id: w.users.editor,
          payload: { field_id: w.fields.text, name: 'F text' },
        },
      ]);
      const created = await w.clients.viewer
        .from('activity')
        .select('kind')
        .eq('board_id', w.boardId)
        .eq('kind', 'custom_field.created');
      expect(created.data?.length).toBeGreaterThan(0);
      expect(
        (await w.clients.offBoard.from('activity').select('kind').eq('board_id', w.boardId)).data,
      ).toEqual([]);
    });

    it('sends new fields and values live to the board, and to nobody else', async () => {
      const seen: Record<'viewer' | 'offBoard', string[]> = { viewer: [], offBoard: [] };
      const channels = (['viewer', 'offBoard'] as const).map((who) =>
        w.clients[who]
          .channel(`fields-${who}-${randomUUID()}`)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'custom_fields' }, (change) =>
            seen[who].push(`field ${(change.new as { name: string }).name}`),
          )
          .on('postgres_changes', { event: '*', schema: 'public', table: 'card_field_values' }, (change) =>
            seen[who].push(`value ${JSON.stringify((change.new as { value?: unknown }).value)}`),
          ),
      );
      await Promise.all(channels.map(subscribed));
      const field = await w.clients.boardAdmin
        .from('custom_fields')
        .insert({ board_id: w.boardId, name: 'Live', type: 'text' })
        .select('id')
        .single();
      expect((await setValue('editor', field.data!.id as string, 'hello')).error).toBeNull();
      // The sentinel: a field on the workspace board, which both may see, after the private ones.
      await w.clients.owner
        .from('custom_fields')
        .insert({ board_id: w.f.boardId, name: 'Sentinel', type: 'text' });
      await expect.poll(() => seen.viewer).toEqual(['field Live', 'value "hello"', 'field Sentinel']);
      await expect.poll(() => seen.offBoard).toEqual(['field Sentinel']);
    });
  });
}
