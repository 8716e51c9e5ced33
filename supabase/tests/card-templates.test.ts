import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { LIMITS, type Database } from '@teamboard/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createUser, startBackend, serverVariant, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// Card templates (issue 31) through the real supabase-js: marking and unmarking
// (editors only, private-board roles included), a card made from a template with
// its description, checklists, labels and field values, the template hidden from
// the board, search and my cards; the limit and hostile ids.
type Who = 'owner' | 'member' | 'viewer' | 'outsider' | 'commenter' | 'boardEditor';

for (const variant of variants) {
  describe(`card templates on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let db: LocalSupabase['db'];
    let f: Fixture;
    let privateBoard: string;
    let privateList: string;
    let otherBoardList: string;
    const clients = new Map<Who, SupabaseClient<Database>>();
    const client = (who: Who) => clients.get(who)!;
    const one = async (sql: string, params: unknown[] = []) =>
      (await db.query<{ id: string }>(sql, params)).rows[0]!.id;
    const newCard = (title: string, boardId = f.boardId, listId: string = f.listIds[0]) =>
      one(`insert into public.cards (board_id, list_id, title) values ($1, $2, $3) returning id`, [
        boardId,
        listId,
        title,
      ]);
    const markTemplate = (id: string) =>
      db.query(`update public.cards set is_template = true where id = $1`, [id]);

    beforeAll(async () => {
      t = await startBackend(variant);
      db = t.backend.db;
      f = await createFixture(db);
      const tag = randomUUID().slice(0, 8);
      const commenter = await createUser(db, `commenter-${tag}@example.test`);
      const boardEditor = await createUser(db, `editor-${tag}@example.test`);
      for (const user of [commenter, boardEditor]) {
        await db.query(
          `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'viewer')`,
          [f.workspaceId, user],
        );
      }
      privateBoard = await as(db, { userId: f.users.owner }, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into public.boards (workspace_id, name, visibility) values ($1, 'Hiring', 'private') returning id`,
          [f.workspaceId],
        );
        return rows[0]!.id;
      });
      await db.query(
        `insert into public.board_members (board_id, user_id, role) values ($1, $2, 'commenter'), ($1, $3, 'editor')`,
        [privateBoard, commenter, boardEditor],
      );
      privateList = await one(`insert into public.lists (board_id, name) values ($1, 'Open') returning id`, [
        privateBoard,
      ]);
      const otherBoard = await one(
        `insert into public.boards (workspace_id, name) values ($1, 'Other') returning id`,
        [f.workspaceId],
      );
      otherBoardList = await one(`insert into public.lists (board_id, name) values ($1, 'L') returning id`, [
        otherBoard,
      ]);
      const ids: Record<Who, string> = { ...f.users, commenter, boardEditor };
      for (const who of ['owner', 'member', 'viewer', 'outsider', 'commenter', 'boardEditor'] as const) {
        clients.set(who, (await clientFor(t.backend, ids[who])) as SupabaseClient<Database>);
      }
    });
    afterAll(async () => t?.stop());

    it('lets an editor mark and unmark a template, writing activity but no "card created"', async () => {
      const card = await newCard('Bug report');
      const { data, error } = await client('member').rpc('set_card_template', {
        card_id: card,
        template: true,
      });
      expect(error).toBeNull();
      expect(data).toMatchObject({ id: card, is_template: true });
      const unmarked = await client('member').rpc('set_card_template', { card_id: card, template: false });
      expect(unmarked.data).toMatchObject({ is_template: false });
      const { rows } = await db.query<{ kind: string; payload: unknown }>(
        `select kind, payload from public.activity where card_id = $1 order by created_at, kind`,
        [card],
      );
      expect(rows.map((row) => row.kind)).toEqual([
        'card.created',
        'card.made_template',
        'card.template_removed',
      ]);
      expect(rows[1]!.payload).toEqual({ title: 'Bug report' });
    });

    it('refuses a viewer, a private board’s commenter and a stranger; a private board’s editor may', async () => {
      const card = await newCard('Interview', privateBoard, privateList);
      const viewer = await client('viewer').rpc('set_card_template', { card_id: card, template: true });
      // A workspace viewer who is not on the private board does not see it.
      expect(viewer.error).toMatchObject({ hint: 'teamboard:not-found' });
      const commenter = await client('commenter').rpc('set_card_template', { card_id: card, template: true });
      expect(commenter.error).toMatchObject({ code: '42501', hint: 'teamboard:forbidden' });
      const stranger = await client('outsider').rpc('set_card_template', { card_id: card, template: true });
      expect(stranger.error).toMatchObject({ hint: 'teamboard:not-found' });
      // Nor can a commenter set the flag by a plain update: RLS keeps the row.
      const direct = await client('commenter')
        .from('cards')
        .update({ is_template: true })
        .eq('id', card)
        .select();
      expect(direct.data).toEqual([]);
      expect((await db.query(`select is_template from public.cards where id = $1`, [card])).rows).toEqual([
        { is_template: false },
      ]);
      const editor = await client('boardEditor').rpc('set_card_template', { card_id: card, template: true });
      expect(editor.error).toBeNull();
      // The commenter cannot make a card from it either.
      const made = await client('commenter').rpc('create_card_from_template', {
        template_id: card,
        list_id: privateList,
      });
      expect(made.error).toMatchObject({ code: '42501', hint: 'teamboard:forbidden' });
      const workspaceViewer = await client('viewer').rpc('set_card_template', {
        card_id: f.cardId,
        template: true,
      });
      expect(workspaceViewer.error).toMatchObject({ code: '42501', hint: 'teamboard:forbidden' });
    });

    it('makes a card from a template with its description, checklists, labels and field values', async () => {
      const template = await newCard('Release checklist');
      await db.query(
        `update public.cards set description = 'Steps for a release', due_at = now() where id = $1`,
        [template],
      );
      const qa = await one(`insert into public.checklists (card_id, name) values ($1, 'QA') returning id`, [
        template,
      ]);
      const ship = await one(
        `insert into public.checklists (card_id, name) values ($1, 'Ship') returning id`,
        [template],
      );
      await db.query(
        `insert into public.checklist_items (card_id, checklist_id, body, done, assignee_id, due_at) values
           ($1, $2, 'Test', true, $4, '2027-01-02T10:00:00Z'), ($1, $2, 'Review', false, null, null),
           ($1, $3, 'Tag', false, null, null)`,
        [template, qa, ship, f.users.member],
      );
      await db.query(`insert into public.card_labels (card_id, label_id) values ($1, $2)`, [
        template,
        f.labelId,
      ]);
      const field = await one(
        `insert into public.custom_fields (board_id, name, type) values ($1, 'Points', 'number') returning id`,
        [f.boardId],
      );
      await db.query(`insert into public.card_field_values (card_id, field_id, value) values ($1, $2, '3')`, [
        template,
        field,
      ]);
      await markTemplate(template);

      const { data, error } = await client('member').rpc('create_card_from_template', {
        template_id: template,
        list_id: f.listIds[1],
        title: '  Release 3.1 ',
      });
      expect(error).toBeNull();
      expect(data).toMatchObject({
        title: 'Release 3.1',
        description: 'Steps for a release',
        list_id: f.listIds[1],
        is_template: false,
        due_at: null,
      });
      const made = data!.id;
      const items = await db.query(
        `select l.name, i.body, i.done, i.assignee_id, i.due_at is not null as dated
         from public.checklists l join public.checklist_items i on i.checklist_id = l.id
         where l.card_id = $1 order by l.position, i.position`,
        [made],
      );
      expect(items.rows).toEqual([
        { name: 'QA', body: 'Test', done: false, assignee_id: f.users.member, dated: true },
        { name: 'QA', body: 'Review', done: false, assignee_id: null, dated: false },
        { name: 'Ship', body: 'Tag', done: false, assignee_id: null, dated: false },
      ]);
      expect(
        (await db.query(`select label_id from public.card_labels where card_id = $1`, [made])).rows,
      ).toEqual([{ label_id: f.labelId }]);
      expect(
        (await db.query(`select field_id, value from public.card_field_values where card_id = $1`, [made]))
          .rows,
      ).toEqual([{ field_id: field, value: 3 }]);
      const activity = await db.query<{ kind: string; payload: unknown }>(
        `select kind, payload from public.activity where card_id = $1 order by created_at, kind`,
        [made],
      );
      // The label and field value write their own rows (card.labeled, card.field_set) beside these.
      expect(activity.rows.filter((row) => row.kind.startsWith('card.created'))).toEqual([
        { kind: 'card.created', payload: { title: 'Release 3.1', list_id: f.listIds[1] } },
        {
          kind: 'card.created_from_template',
          payload: { from_card_id: template, from_card_title: 'Release checklist' },
        },
      ]);

      // Without a title, the template's own.
      const untitled = await client('member').rpc('create_card_from_template', {
        template_id: template,
        list_id: f.listIds[0],
      });
      expect(untitled.data).toMatchObject({ title: 'Release checklist' });
    });

    it('refuses an ordinary card, another board’s list, hostile ids and a viewer', async () => {
      const plain = await newCard('Not a template');
      const notTemplate = await client('member').rpc('create_card_from_template', {
        template_id: plain,
        list_id: f.listIds[0],
      });
      expect(notTemplate.error).toMatchObject({ hint: 'teamboard:validation', details: 'template_id' });
      const template = await newCard('Template');
      await markTemplate(template);
      const elsewhere = await client('member').rpc('create_card_from_template', {
        template_id: template,
        list_id: otherBoardList,
      });
      expect(elsewhere.error).toMatchObject({ hint: 'teamboard:validation', details: 'list_id' });
      const missingList = await client('member').rpc('create_card_from_template', {
        template_id: template,
        list_id: randomUUID(),
      });
      expect(missingList.error).toMatchObject({ hint: 'teamboard:not-found', details: 'list_id' });
      const missingTemplate = await client('member').rpc('create_card_from_template', {
        template_id: randomUUID(),
        list_id: f.listIds[0],
      });
      expect(missingTemplate.error).toMatchObject({ hint: 'teamboard:not-found' });
      const notAnId = await client('member').rpc('set_card_template', {
        card_id: "x'; drop table public.cards; --",
        template: true,
      });
      expect(notAnId.error?.code).toBe('22P02');
      const viewer = await client('viewer').rpc('create_card_from_template', {
        template_id: template,
        list_id: f.listIds[0],
      });
      expect(viewer.error).toMatchObject({ code: '42501', hint: 'teamboard:forbidden' });
      // The private board's template is not found by a workspace member who is not on it.
      const secret = await newCard('Secret', privateBoard, privateList);
      await markTemplate(secret);
      const hidden = await client('member').rpc('create_card_from_template', {
        template_id: secret,
        list_id: f.listIds[0],
      });
      expect(hidden.error).toMatchObject({ hint: 'teamboard:not-found' });
      const notNull = await client('member').rpc('set_card_template', {
        card_id: plain,
        template: null as unknown as boolean,
      });
      expect(notNull.error).toMatchObject({ hint: 'teamboard:validation', details: 'template' });
    });

    it('hides templates from the board, search and my cards', async () => {
      const template = await newCard('Zebracorn onboarding');
      await db.query(`insert into public.card_assignees (card_id, user_id) values ($1, $2)`, [
        template,
        f.users.member,
      ]);
      await markTemplate(template);
      const board = await client('member').rpc('load_board', { target_board_id: f.boardId });
      const cards = (board.data as { cards: { id: string }[] }).cards.map((card) => card.id);
      expect(cards).toContain(f.cardId);
      expect(cards).not.toContain(template);
      const search = await client('member').rpc('search_workspace', {
        workspace_id: f.workspaceId,
        query: 'zebracorn',
      });
      expect(search.error).toBeNull();
      expect(search.data).toEqual([]);
      // The same card found once it is ordinary again: the search can fail.
      await db.query(`update public.cards set is_template = false where id = $1`, [template]);
      const found = await client('member').rpc('search_workspace', {
        workspace_id: f.workspaceId,
        query: 'zebracorn',
      });
      expect(found.data?.map((row) => row.card_id)).toEqual([template]);
    });

    it(`holds a board to ${LIMITS.cardTemplatesPerBoard} templates`, async () => {
      const before = Number(
        (
          await db.query<{ n: string | number }>(
            `select count(*) as n from public.cards where board_id = $1 and is_template`,
            [privateBoard],
          )
        ).rows[0]!.n,
      );
      await db.query(
        `insert into public.cards (board_id, list_id, title, is_template)
         select $1, $2, 'T' || n, true from generate_series(1, $3::integer) n`,
        [privateBoard, privateList, LIMITS.cardTemplatesPerBoard - before],
      );
      const last = await newCard('One more', privateBoard, privateList);
      const refused = await client('boardEditor').rpc('set_card_template', { card_id: last, template: true });
      expect(refused.error).toMatchObject({
        hint: 'teamboard:limit-reached',
        details: 'cardTemplatesPerBoard',
      });
    });

    it('reminds nobody of a template or its items, while an ordinary card due as well is reminded', async () => {
      const due = '2031-03-04T09:00:00Z';
      const template = await newCard('Release checklist');
      const ordinary = await newCard('Sentinel release');
      for (const card of [template, ordinary]) {
        await db.query(`update public.cards set due_at = $2 where id = $1`, [card, due]);
        await db.query(`insert into public.card_assignees (card_id, user_id) values ($1, $2)`, [
          card,
          f.users.member,
        ]);
        await db.query(
          `insert into public.checklist_items (card_id, body, assignee_id, due_at) values ($1, 'Tag it', $2, $3)`,
          [card, f.users.member, due],
        );
      }
      await markTemplate(template);
      await db.query(`select private.send_due_reminders($1::timestamptz)`, ['2031-03-04T09:30:00Z']);
      const remindedCards = async (card: string) =>
        (
          await db.query<{ item: boolean }>(
            `select payload ? 'checklist_item_id' as item from public.notifications
             where card_id = $1 and kind in ('due_soon', 'overdue') order by 1`,
            [card],
          )
        ).rows.map((row) => (row.item ? 'item' : 'card'));
      // The same job run reminded the ordinary card and its item: it did look at that moment.
      expect(await remindedCards(ordinary)).toEqual(['card', 'item']);
      expect(await remindedCards(template)).toEqual([]);
    });
  });
}
