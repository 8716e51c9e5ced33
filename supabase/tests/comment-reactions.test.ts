import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { COMMENT_REACTIONS } from '@teamboard/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startBackend, serverVariant, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// Reactions on comments (issue 31) through the real supabase-js: whoever may
// read a card's comments sees their reactions, whoever may comment (a board's
// commenters included) reacts as themselves, viewers and strangers do not,
// and hostile ids and reactions change nothing.
type Who = 'owner' | 'editor' | 'commenter' | 'viewer' | 'outsider';

for (const variant of variants) {
  describe(`comment reactions on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let db: LocalSupabase['db'];
    let f: Fixture;
    let cardId: string;
    let foreignComment: string;
    const clients = new Map<Who, SupabaseClient>();
    const client = (who: Who) => clients.get(who)!;
    const one = async (sql: string, params: unknown[]) =>
      (await db.query<{ id: string }>(sql, params)).rows[0]!.id;
    const comment = (body = 'Looks good', card = cardId) =>
      one(`insert into public.comments (card_id, author_id, body) values ($1, $2, $3) returning id`, [
        card,
        f.users.owner,
        body,
      ]);
    const toggle = (who: Who, commentId: string, reaction: unknown) =>
      client(who).rpc('toggle_comment_reaction', { comment_id: commentId, reaction: reaction as string });
    const stored = async (commentId: string) =>
      (
        await db.query<{ user_id: string; reaction: string }>(
          `select user_id, reaction from public.comment_reactions where comment_id = $1 order by created_at, user_id`,
          [commentId],
        )
      ).rows;

    beforeAll(async () => {
      t = await startBackend(variant);
      db = t.backend.db;
      f = await createFixture(db);
      // A private board: the workspace member is its commenter, the workspace viewer its viewer.
      const board = await one(
        `insert into public.boards (workspace_id, name, visibility) values ($1, 'Hiring', 'private') returning id`,
        [f.workspaceId],
      );
      await db.query(
        `insert into public.board_members (board_id, user_id, role) values ($1, $2, 'editor'), ($1, $3, 'commenter'), ($1, $4, 'viewer')`,
        [board, f.users.admin, f.users.member, f.users.viewer],
      );
      const list = await one(`insert into public.lists (board_id, name) values ($1, 'Talks') returning id`, [
        board,
      ]);
      cardId = await one(
        `insert into public.cards (board_id, list_id, title) values ($1, $2, 'Hire') returning id`,
        [board, list],
      );
      // Another workspace's comment, which nobody here can see.
      const stranger = await createUser(db, `stranger-${randomUUID()}@example.test`);
      const ws = await one(
        `insert into public.workspaces (name, slug, created_by) values ('Elsewhere', $1, $2) returning id`,
        [`elsewhere-${randomUUID().slice(0, 8)}`, stranger],
      );
      const otherBoard = await one(
        `insert into public.boards (workspace_id, name) values ($1, 'B') returning id`,
        [ws],
      );
      const otherList = await one(`insert into public.lists (board_id, name) values ($1, 'L') returning id`, [
        otherBoard,
      ]);
      const otherCard = await one(
        `insert into public.cards (board_id, list_id, title) values ($1, $2, 'Theirs') returning id`,
        [otherBoard, otherList],
      );
      foreignComment = await one(
        `insert into public.comments (card_id, author_id, body) values ($1, $2, 'Theirs') returning id`,
        [otherCard, stranger],
      );
      const users: Record<Who, string> = {
        owner: f.users.owner,
        editor: f.users.admin,
        commenter: f.users.member,
        viewer: f.users.viewer,
        outsider: f.users.outsider,
      };
      for (const [who, id] of Object.entries(users)) clients.set(who as Who, await clientFor(t.backend, id));
    });
    afterAll(async () => t?.stop());

    it('keeps the database’s set of reactions the SDK’s', async () => {
      const { rows } = await db.query<{ def: string }>(
        `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'comment_reactions_reaction_check'`,
      );
      const names = [...rows[0]!.def.matchAll(/'([^']*)'/g)].map((m) => m[1]);
      expect(names).toEqual(Object.keys(COMMENT_REACTIONS));
    });

    it('lets editors and commenters toggle their own reactions, seen by every reader of the card', async () => {
      const id = await comment();
      expect((await toggle('commenter', id, 'heart')).data).toBe(true);
      expect((await toggle('editor', id, 'heart')).data).toBe(true);
      expect((await toggle('editor', id, 'rocket')).data).toBe(true);
      expect((await toggle('editor', id, 'rocket')).data).toBe(false);
      expect(await stored(id)).toEqual([
        { user_id: f.users.member, reaction: 'heart' },
        { user_id: f.users.admin, reaction: 'heart' },
      ]);
      for (const who of ['owner', 'editor', 'commenter', 'viewer'] as const) {
        const { data } = await client(who)
          .from('comment_reactions')
          .select('user_id, reaction')
          .eq('comment_id', id);
        expect(data, who).toHaveLength(2);
        expect(
          data!.every((r) => r.reaction === 'heart'),
          who,
        ).toBe(true);
      }
      const { data: none } = await client('outsider')
        .from('comment_reactions')
        .select('*')
        .eq('comment_id', id);
      expect(none).toEqual([]);
      // The card is the comment's, whatever the reader filters by.
      const { data: byCard } = await client('viewer')
        .from('comment_reactions')
        .select('card_id')
        .eq('card_id', cardId);
      expect(byCard!.length).toBeGreaterThanOrEqual(2);
    });

    it('refuses viewers (forbidden) and people who cannot see the comment (not-found)', async () => {
      const id = await comment();
      expect((await toggle('viewer', id, 'eyes')).error).toMatchObject({
        code: '42501',
        hint: 'teamboard:forbidden',
      });
      const direct = await client('viewer')
        .from('comment_reactions')
        .insert({ comment_id: id, reaction: 'eyes' });
      expect(direct.error?.code).toBe('42501');
      expect((await toggle('outsider', id, 'eyes')).error).toMatchObject({ hint: 'teamboard:not-found' });
      // Another board's comment, by the RPC or a direct write: not there, whatever it holds.
      expect((await toggle('commenter', foreignComment, 'eyes')).error).toMatchObject({
        hint: 'teamboard:not-found',
      });
      const foreign = await client('commenter')
        .from('comment_reactions')
        .insert({ comment_id: foreignComment, reaction: 'eyes' });
      expect(foreign.error).toMatchObject({ hint: 'teamboard:not-found' });
      // A deleted comment takes no new reactions.
      await db.query(`update public.comments set deleted_at = now(), body = '' where id = $1`, [id]);
      expect((await toggle('commenter', id, 'eyes')).error).toMatchObject({ hint: 'teamboard:not-found' });
      expect(await stored(id)).toEqual([]);
      expect(await stored(foreignComment)).toEqual([]);
    });

    it('turns away reactions not in the set, SQL-shaped text and forged columns', async () => {
      const id = await comment();
      for (const hostile of [
        'thumbs_down',
        '👍',
        `heart'); drop table public.comment_reactions; --`,
        'x'.repeat(10_000),
        '',
      ]) {
        const { error } = await toggle('commenter', id, hostile);
        expect(error, hostile.slice(0, 20)).toMatchObject({ code: '23514' });
      }
      expect((await toggle('commenter', id, null)).error).not.toBeNull();
      // Who reacted and on which card are the database's to say.
      const forged = await client('commenter')
        .from('comment_reactions')
        .insert({ comment_id: id, reaction: 'tada', user_id: f.users.admin, card_id: cardId } as never);
      expect(forged.error?.code).toBe('42501');
      expect(await stored(id)).toEqual([]);
      expect((await db.query(`select to_regclass('public.comment_reactions') as t`)).rows[0]).toEqual({
        t: 'comment_reactions',
      });
    });

    it('survives the same toggle racing, refuses a doubled direct insert, and goes with its comment', async () => {
      const id = await comment();
      // Racing toggles never fail, and what they say they did is what is stored:
      // one after the other they add and take back; truly at once, both add one row.
      const both = await Promise.all([toggle('commenter', id, 'laugh'), toggle('commenter', id, 'laugh')]);
      expect(both.map((r) => r.error)).toEqual([null, null]);
      const added = both.filter((r) => r.data === true).length;
      expect(await stored(id)).toHaveLength(added === 1 ? 0 : 1);
      if (added === 1) await toggle('commenter', id, 'laugh');
      expect(await stored(id)).toHaveLength(1);
      const again = await client('commenter')
        .from('comment_reactions')
        .insert({ comment_id: id, reaction: 'laugh' });
      expect(again.error?.code).toBe('23505');
      // Only one's own: the editor's delete of the commenter's reaction removes nothing.
      const taken = await client('editor')
        .from('comment_reactions')
        .delete()
        .eq('comment_id', id)
        .select('reaction');
      expect(taken.data).toEqual([]);
      await db.query(`delete from public.comments where id = $1`, [id]);
      expect(await stored(id)).toEqual([]);
    });
  });
}
