import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variants, startBackend, type TestBackend, serverVariant } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// delete_card, delete_list, move_card_to_board and copy_card (issue 17):
// who may, what goes with the card, what follows it, through supabase-js.
type Db = TestBackend['backend']['db'];

const one = async <T>(db: Db, sql: string, params: unknown[] = []) =>
  (await db.query<T & Record<string, unknown>>(sql, params)).rows[0]!;
const count = async (db: Db, sql: string, params: unknown[] = []) =>
  (await one<{ n: number }>(db, `select count(*)::int as n from ${sql}`, params)).n;

async function newCard(db: Db, f: Fixture, createdBy: string, title = 'Card'): Promise<string> {
  const { id } = await one<{ id: string }>(
    db,
    `insert into public.cards (board_id, list_id, title, created_by) values ($1, $2, $3, $4) returning id`,
    [f.boardId, f.listIds[0], title, createdBy],
  );
  return id;
}

/** A second board of the fixture's workspace with one list and one label, as postgres. */
async function secondBoard(
  db: Db,
  f: Fixture,
): Promise<{ boardId: string; listId: string; labelId: string }> {
  const { id: boardId } = await one<{ id: string }>(
    db,
    `insert into public.boards (workspace_id, name) values ($1, 'Second') returning id`,
    [f.workspaceId],
  );
  const { id: listId } = await one<{ id: string }>(
    db,
    `insert into public.lists (board_id, name) values ($1, 'Inbox') returning id`,
    [boardId],
  );
  const { id: labelId } = await one<{ id: string }>(
    db,
    `insert into public.labels (board_id, name, color) values ($1, 'bug', 'red') returning id`,
    [boardId],
  );
  return { boardId, listId, labelId };
}

const rpcError = async (client: SupabaseClient, fn: string, args: Record<string, unknown>) => {
  const { error } = await client.rpc(fn, args);
  return error;
};

for (const variant of variants) {
  describe(`card verbs on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let db: Db;
    let f: Fixture;
    beforeAll(async () => {
      t = await startBackend(variant);
      db = t.backend.db;
      f = await createFixture(db);
    });
    afterAll(async () => t?.stop());

    describe('a card inserted without its board', () => {
      it("takes its list's board, and a list the inserter cannot read is not found", async () => {
        const member = await clientFor(t.backend, f.users.member);
        const made = await member
          .from('cards')
          .insert({ list_id: f.listIds[1], title: 'From the list' })
          .select('board_id, list_id, position')
          .single();
        expect(made.error).toBeNull();
        expect(made.data).toMatchObject({ board_id: f.boardId, list_id: f.listIds[1] });
        // The triggers after it saw the board: the card went to the end of its list.
        const { last } = await one<{ last: string }>(
          db,
          `select max(position)::text as last from public.cards where list_id = $1`,
          [f.listIds[1]],
        );
        expect(String(made.data?.position)).toBe(last);

        const other = await createFixture(db);
        const before = await count(db, `public.cards where list_id = $1`, [other.listIds[0]]);
        for (const listId of [other.listIds[0], randomUUID()]) {
          const refused = await member.from('cards').insert({ list_id: listId, title: 'No' });
          expect(refused.error).toMatchObject({ message: 'List not found.', hint: 'teamboard:not-found' });
        }
        expect(await count(db, `public.cards where list_id = $1`, [other.listIds[0]])).toBe(before);

        // A viewer reads the list but may not write to its board: the insert policy still refuses.
        const viewer = await clientFor(t.backend, f.users.viewer);
        const viewed = await viewer.from('cards').insert({ list_id: f.listIds[0], title: 'No' });
        expect(viewed.error?.code).toBe('42501');

        // Hostile list ids: not a uuid is refused by its type, and nothing is stored.
        for (const bad of ["1' or '1'='1", '../../lists', 'x'.repeat(10_000)]) {
          const { error } = await member.from('cards').insert({ list_id: bad, title: 'No' });
          expect(error?.code).toBe('22P02');
        }
        // A board named beside another board's list is still refused by the composite key.
        const mismatched = await member
          .from('cards')
          .insert({ board_id: f.boardId, list_id: other.listIds[0], title: 'No' });
        expect(mismatched.error).not.toBeNull();
        expect(await count(db, `public.cards where title = 'No'`)).toBe(0);
      });
    });

    describe('delete_card', () => {
      it('lets the creator delete their card with its comments and attachment rows, and then its files', async () => {
        const member = await clientFor(t.backend, f.users.member);
        const cardId = await newCard(db, f, f.users.member);
        await db.query(`insert into public.comments (card_id, author_id, body) values ($1, $2, 'hi')`, [
          cardId,
          f.users.admin,
        ]);
        // A teammate's file on the creator's card: the creator could not delete it before.
        const admin = await clientFor(t.backend, f.users.admin);
        const attachmentId = randomUUID();
        const path = `${f.workspaceId}/${cardId}/${attachmentId}/notes.txt`;
        expect((await admin.storage.from('attachments').upload(path, new Blob(['x']))).error).toBeNull();
        await db.query(
          `insert into public.attachments (id, card_id, object_path, file_name, mime_type, size_bytes, uploaded_by)
           values ($1, $2, $3, 'notes.txt', 'text/plain', 1, $4)`,
          [attachmentId, cardId, path, f.users.admin],
        );

        const called = await member.rpc('delete_card', { card_id: cardId });
        const data: unknown = called.data;
        const error = called.error;
        expect(error).toBeNull();
        expect(data).toEqual([path]);
        expect(await count(db, 'public.cards where id = $1', [cardId])).toBe(0);
        expect(await count(db, 'public.comments where card_id = $1', [cardId])).toBe(0);
        expect(await count(db, 'public.attachments where card_id = $1', [cardId])).toBe(0);

        // Another member may not touch the leftover file; the one who deleted the card may.
        const viewer = await clientFor(t.backend, f.users.viewer);
        await viewer.storage.from('attachments').remove([path]);
        expect(await count(db, `storage.objects where bucket_id = 'attachments' and name = $1`, [path])).toBe(
          1,
        );
        const removed = await member.storage.from('attachments').remove([path]);
        expect(removed.error).toBeNull();
        expect(removed.data).toHaveLength(1);
        expect(await count(db, `storage.objects where bucket_id = 'attachments' and name = $1`, [path])).toBe(
          0,
        );
      });

      it('lets owners and admins delete anyone’s card, not members or viewers, and hides it from outsiders', async () => {
        const cases = [
          ['member', 'forbidden'],
          ['viewer', 'forbidden'],
          ['outsider', 'not-found'],
          ['admin', null],
          ['owner', null],
        ] as const;
        for (const [role, refusal] of cases) {
          const cardId = await newCard(
            db,
            f,
            f.users.owner === f.users[role] ? f.users.admin : f.users.owner,
          );
          const client = await clientFor(t.backend, f.users[role]);
          const error = await rpcError(client, 'delete_card', { card_id: cardId });
          expect(error?.hint ?? null, role).toBe(refusal === null ? null : `teamboard:${refusal}`);
          expect(await count(db, 'public.cards where id = $1', [cardId]), role).toBe(
            refusal === null ? 0 : 1,
          );
        }
        const anon = await clientFor(t.backend);
        const anonCard = await newCard(db, f, f.users.owner);
        expect(await rpcError(anon, 'delete_card', { card_id: anonCard })).not.toBeNull();
        expect(await count(db, 'public.cards where id = $1', [anonCard])).toBe(1);
      });

      it('keeps the row policy in step: a plain delete follows the same rights', async () => {
        const others = await newCard(db, f, f.users.owner);
        const own = await newCard(db, f, f.users.member);
        const member = await clientFor(t.backend, f.users.member);
        expect((await member.from('cards').delete().eq('id', others).select()).data).toEqual([]);
        expect((await member.from('cards').delete().eq('id', own).select()).data).toHaveLength(1);
      });

      it('refuses malformed and hostile ids without deleting anything', async () => {
        const before = await count(db, 'public.cards');
        const owner = await clientFor(t.backend, f.users.owner);
        for (const bad of ['not-a-uuid', "'; delete from public.cards; --", '../../etc/passwd', '']) {
          expect(await rpcError(owner, 'delete_card', { card_id: bad })).not.toBeNull();
        }
        expect((await rpcError(owner, 'delete_card', { card_id: randomUUID() }))?.hint).toBe(
          'teamboard:not-found',
        );
        expect(await count(db, 'public.cards')).toBe(before);
      });
    });

    describe('delete_list', () => {
      it('lets owners and admins delete a list with its cards and returns their files; members may not', async () => {
        const { id: listId } = await one<{ id: string }>(
          db,
          `insert into public.lists (board_id, name, archived_at) values ($1, 'Old', now()) returning id`,
          [f.boardId],
        );
        const { id: cardId } = await one<{ id: string }>(
          db,
          `insert into public.cards (board_id, list_id, title) values ($1, $2, 'in old') returning id`,
          [f.boardId, listId],
        );
        const attachmentId = randomUUID();
        const path = `${f.workspaceId}/${cardId}/${attachmentId}/a.txt`;
        await db.query(
          `insert into public.attachments (id, card_id, object_path, file_name, mime_type, size_bytes, uploaded_by)
           values ($1, $2, $3, 'a.txt', 'text/plain', 1, $4)`,
          [attachmentId, cardId, path, f.users.member],
        );
        const member = await clientFor(t.backend, f.users.member);
        expect((await rpcError(member, 'delete_list', { list_id: listId }))?.hint).toBe(
          'teamboard:forbidden',
        );
        const outsider = await clientFor(t.backend, f.users.outsider);
        expect((await rpcError(outsider, 'delete_list', { list_id: listId }))?.hint).toBe(
          'teamboard:not-found',
        );
        expect(await count(db, 'public.cards where id = $1', [cardId])).toBe(1);

        const admin = await clientFor(t.backend, f.users.admin);
        const called = await admin.rpc('delete_list', { list_id: listId });
        const data: unknown = called.data;
        const error = called.error;
        expect(error).toBeNull();
        expect(data).toEqual([path]);
        expect(await count(db, 'public.lists where id = $1', [listId])).toBe(0);
        expect(await count(db, 'public.cards where id = $1', [cardId])).toBe(0);
      });
    });

    describe('move_card_to_board', () => {
      it('moves a card with its comments, matches labels by name and colour, creates missing ones, keeps assignees', async () => {
        const target = await secondBoard(db, f);
        const cardId = await newCard(db, f, f.users.owner, 'Travelling');
        const { id: uiLabel } = await one<{ id: string }>(
          db,
          `insert into public.labels (board_id, name, color) values ($1, 'UI', 'blue') returning id`,
          [f.boardId],
        );
        // The fixture's label is 'Bug'/red: the target's 'bug'/red matches it.
        await db.query(`insert into public.card_labels (card_id, label_id) values ($1, $2), ($1, $3)`, [
          cardId,
          f.labelId,
          uiLabel,
        ]);
        await db.query(`insert into public.card_assignees (card_id, user_id) values ($1, $2)`, [
          cardId,
          f.users.viewer,
        ]);
        await db.query(`insert into public.comments (card_id, author_id, body) values ($1, $2, 'kept')`, [
          cardId,
          f.users.member,
        ]);

        const member = await clientFor(t.backend, f.users.member);
        const called = await member.rpc('move_card_to_board', { card_id: cardId, list_id: target.listId });
        const data: unknown = called.data;
        const error = called.error;
        expect(error).toBeNull();
        expect(data).toMatchObject({ id: cardId, board_id: target.boardId, list_id: target.listId });

        const labels = (
          await db.query<{ id: string; name: string; color: string; board_id: string }>(
            `select l.id, l.name, l.color, l.board_id from public.card_labels cl join public.labels l on l.id = cl.label_id
             where cl.card_id = $1 order by l.name`,
            [cardId],
          )
        ).rows;
        expect(labels).toEqual([
          { id: labels[0]!.id, name: 'UI', color: 'blue', board_id: target.boardId },
          { id: target.labelId, name: 'bug', color: 'red', board_id: target.boardId },
        ]);
        expect(await count(db, 'public.card_assignees where card_id = $1', [cardId])).toBe(1);
        expect(await count(db, 'public.comments where card_id = $1', [cardId])).toBe(1);
      });

      it('refuses viewers, outsiders, other workspaces, archived lists and plain board changes', async () => {
        const target = await secondBoard(db, f);
        const cardId = await newCard(db, f, f.users.owner);
        const viewer = await clientFor(t.backend, f.users.viewer);
        expect(
          (await rpcError(viewer, 'move_card_to_board', { card_id: cardId, list_id: target.listId }))?.hint,
        ).toBe('teamboard:forbidden');
        const outsider = await clientFor(t.backend, f.users.outsider);
        expect(
          (await rpcError(outsider, 'move_card_to_board', { card_id: cardId, list_id: target.listId }))?.hint,
        ).toBe('teamboard:not-found');

        // The owner of another workspace moving into it: both readable, still refused.
        const other = await createFixture(db);
        await db.query(
          `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'member')`,
          [other.workspaceId, f.users.member],
        );
        const member = await clientFor(t.backend, f.users.member);
        const across = await rpcError(member, 'move_card_to_board', {
          card_id: cardId,
          list_id: other.listIds[0],
        });
        expect(across).toMatchObject({ hint: 'teamboard:validation', details: 'list_id' });

        await db.query(`update public.lists set archived_at = now() where id = $1`, [target.listId]);
        expect(
          (await rpcError(member, 'move_card_to_board', { card_id: cardId, list_id: target.listId }))?.hint,
        ).toBe('teamboard:validation');

        const plain = await member
          .from('cards')
          .update({ board_id: target.boardId })
          .eq('id', cardId)
          .select();
        expect(plain.error?.hint).toBe('teamboard:validation');
        expect(await one(db, `select board_id from public.cards where id = $1`, [cardId])).toEqual({
          board_id: f.boardId,
        });
        for (const bad of ['nope', "1' or '1'='1"]) {
          expect(
            await rpcError(member, 'move_card_to_board', { card_id: bad, list_id: target.listId }),
          ).not.toBeNull();
        }
      });
    });

    describe('copy_card', () => {
      it('copies title, description, due date, checklist, labels and assignees, leaving the original', async () => {
        const target = await secondBoard(db, f);
        const cardId = await newCard(db, f, f.users.owner, 'Original');
        await db.query(
          `update public.cards set description = 'body', due_at = '2030-01-01T00:00:00Z' where id = $1`,
          [cardId],
        );
        await db.query(`insert into public.card_labels (card_id, label_id) values ($1, $2)`, [
          cardId,
          f.labelId,
        ]);
        await db.query(`insert into public.card_assignees (card_id, user_id) values ($1, $2)`, [
          cardId,
          f.users.admin,
        ]);
        await db.query(
          `insert into public.checklist_items (card_id, body, done) values ($1, 'a', true), ($1, 'b', false)`,
          [cardId],
        );
        await db.query(
          `insert into public.comments (card_id, author_id, body) values ($1, $2, 'not copied')`,
          [cardId, f.users.member],
        );

        const member = await clientFor(t.backend, f.users.member);
        const called = await member.rpc('copy_card', { card_id: cardId, list_id: target.listId });
        const data: unknown = called.data;
        const error = called.error;
        expect(error).toBeNull();
        const copy = data as {
          id: string;
          title: string;
          board_id: string;
          created_by: string;
          due_at: string;
        };
        expect(copy).toMatchObject({
          title: 'Original',
          board_id: target.boardId,
          created_by: f.users.member,
        });
        expect(copy.id).not.toBe(cardId);
        expect(Date.parse(copy.due_at)).toBe(Date.parse('2030-01-01T00:00:00Z'));
        expect(
          (
            await db.query(
              `select body, done from public.checklist_items where card_id = $1 order by position`,
              [copy.id],
            )
          ).rows,
        ).toEqual([
          { body: 'a', done: true },
          { body: 'b', done: false },
        ]);
        expect(
          await one(db, `select label_id from public.card_labels where card_id = $1`, [copy.id]),
        ).toEqual({
          label_id: target.labelId,
        });
        expect(await count(db, 'public.card_assignees where card_id = $1', [copy.id])).toBe(1);
        expect(await count(db, 'public.comments where card_id = $1', [copy.id])).toBe(0);
        expect(await one(db, `select board_id from public.cards where id = $1`, [cardId])).toEqual({
          board_id: f.boardId,
        });
      });

      it('refuses viewers and outsiders, creating nothing', async () => {
        const target = await secondBoard(db, f);
        const cardId = await newCard(db, f, f.users.owner);
        for (const [role, hint] of [
          ['viewer', 'teamboard:forbidden'],
          ['outsider', 'teamboard:not-found'],
        ] as const) {
          const client = await clientFor(t.backend, f.users[role]);
          expect(
            (await rpcError(client, 'copy_card', { card_id: cardId, list_id: target.listId }))?.hint,
          ).toBe(hint);
        }
        expect(await count(db, 'public.cards where list_id = $1', [target.listId])).toBe(0);
      });
    });
  });
}
