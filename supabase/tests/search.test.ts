import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, variants, type TestBackend, serverVariant } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

interface SearchRow {
  card_id: string;
  board_id: string;
  board_name: string;
  list_name: string;
  title: string;
  snippet: string;
  archived: boolean;
  rank: number;
}

/** Queries that are syntax to tsquery, SQL or the URL; none may make the server fail. */
const HOSTILE_QUERIES = [
  "'",
  '"',
  '""',
  "''''",
  '&',
  '|',
  '!',
  ':',
  '*',
  '(',
  ')',
  '&|!:*()',
  'a & | b',
  'roadmap:*',
  'roadmap:A',
  '!!!roadmap',
  '(roadmap | kaleido) & !x',
  'road <-> map',
  '<2>',
  "'; drop table public.cards; --",
  "' or 1=1 --",
  "roadmap' || pg_sleep(1) || '",
  '\\',
  '\\x00',
  '%',
  '_',
  '\u0000',
  '\u200b',
  '😀',
  '-roadmap',
  '"roadmap',
  'or',
  'and not',
  '   ',
  '\t\n',
  '',
  ':*:*:*',
  'a'.repeat(200),
  'x '.repeat(100),
  '$1',
  '${query}',
  '/* */',
  '?select=*',
  'e\u0301',
];

for (const variant of variants) {
  describe(`search_workspace on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    let owner: SupabaseClient;
    let titleHit: string;
    let commentHit: string;
    let archivedCard: string;
    let secondBoard: string;

    const search = async (
      client: SupabaseClient,
      query: string,
      maxRows?: number,
    ): Promise<{ data: SearchRow[] | null; error: PostgrestError | null; status: number }> => {
      const result = await client.rpc('search_workspace', {
        workspace_id: f.workspaceId,
        query,
        ...(maxRows === undefined ? {} : { max_rows: maxRows }),
      });
      return { data: result.data as SearchRow[] | null, error: result.error, status: result.status };
    };
    const found = async (client: SupabaseClient, query: string): Promise<SearchRow[]> => {
      const { data, error } = await search(client, query);
      expect(error).toBeNull();
      return data!;
    };

    beforeAll(async () => {
      t = await startBackend(variant);
      const db = t.backend.db;
      f = await createFixture(db);
      const insertCard = async (boardId: string, listId: string, title: string, description = '') => {
        const { rows } = await db.query<{ id: string }>(
          `insert into public.cards (board_id, list_id, title, description, position)
           values ($1, $2, $3, $4, 4096) returning id`,
          [boardId, listId, title, description],
        );
        return rows[0]!.id;
      };
      titleHit = await insertCard(f.boardId, f.listIds[0], 'Quarterly roadmap');
      commentHit = await insertCard(f.boardId, f.listIds[1], 'Planning notes', 'Written by the team');
      await db.query(`insert into public.comments (card_id, author_id, body) values ($1, $2, $3)`, [
        commentHit,
        f.users.member,
        'Keep the roadmap short. The kaleidoscope idea goes to the café next week.',
      ]);
      await db.query(`insert into public.checklist_items (card_id, body, position) values ($1, $2, 1)`, [
        commentHit,
        'Order the xylophone',
      ]);
      archivedCard = await insertCard(f.boardId, f.listIds[0], 'Old zeppelin plan');
      await db.query(`update public.cards set archived_at = now() where id = $1`, [archivedCard]);
      const board = await db.query<{ id: string }>(
        `insert into public.boards (workspace_id, name) values ($1, 'Second board') returning id`,
        [f.workspaceId],
      );
      secondBoard = board.rows[0]!.id;
      const list = await db.query<{ id: string }>(
        `insert into public.lists (board_id, name, position) values ($1, 'Inbox', 1) returning id`,
        [secondBoard],
      );
      await insertCard(secondBoard, list.rows[0]!.id, 'Harbour survey', 'Check the zeppelin mooring');
      owner = await clientFor(t.backend, f.users.owner);
    });
    afterAll(async () => t?.stop());

    it('ranks a title hit above a comment hit', async () => {
      const rows = await found(owner, 'roadmap');
      expect(rows.map((r) => r.card_id)).toEqual([titleHit, commentHit]);
      expect(rows[0]!.rank).toBeGreaterThan(rows[1]!.rank);
      expect(rows[1]).toMatchObject({
        board_id: f.boardId,
        board_name: 'Roadmap',
        list_name: 'Done',
        title: 'Planning notes',
        archived: false,
      });
    });

    it('matches the last word as a prefix, and only the last', async () => {
      expect((await found(owner, 'kaleido')).map((r) => r.card_id)).toEqual([commentHit]);
      expect((await found(owner, 'quarterly roadm')).map((r) => r.card_id)).toEqual([titleHit]);
      expect(await found(owner, 'quarter roadmap')).toEqual([]);
      // One letter is not yet a prefix: it would match nearly every card.
      expect((await found(owner, 'ka')).map((r) => r.card_id)).toEqual([commentHit]);
      expect(await found(owner, 'k')).toEqual([]);
    });

    it('highlights the matched words in the snippet', async () => {
      const [row] = await found(owner, 'kaleid');
      expect(row!.snippet).toContain('<mark>kaleidoscope</mark>');
      expect(row!.snippet).not.toContain('<mark>roadmap</mark>');
    });

    it('searches descriptions and checklist items, and folds case and accents', async () => {
      expect((await found(owner, 'TEAM')).map((r) => r.card_id)).toEqual([commentHit]);
      expect((await found(owner, 'xylophone')).map((r) => r.card_id)).toEqual([commentHit]);
      expect((await found(owner, 'cafe')).map((r) => r.card_id)).toEqual([commentHit]);
      expect((await found(owner, 'CAFÉ')).map((r) => r.card_id)).toEqual([commentHit]);
    });

    it('flags archived cards and searches every board of the workspace', async () => {
      const rows = await found(owner, 'zeppelin');
      expect(rows).toHaveLength(2);
      expect(rows.find((r) => r.card_id === archivedCard)).toMatchObject({ archived: true });
      expect(rows.find((r) => r.card_id !== archivedCard)).toMatchObject({
        board_id: secondBoard,
        board_name: 'Second board',
        list_name: 'Inbox',
        archived: false,
      });
    });

    it('follows edits: a changed title, a deleted comment', async () => {
      await t.backend.db.query(`update public.cards set title = 'Quarterly gazebo' where id = $1`, [
        titleHit,
      ]);
      expect((await found(owner, 'gazebo')).map((r) => r.card_id)).toEqual([titleHit]);
      await t.backend.db.query(
        `update public.comments set deleted_at = now(), body = '' where card_id = $1`,
        [commentHit],
      );
      expect(await found(owner, 'kaleidoscope')).toEqual([]);
      expect((await found(owner, 'xylophone')).map((r) => r.card_id)).toEqual([commentHit]);
    });

    it('lets a viewer find what they can read, and a non-member nothing', async () => {
      const viewer = await clientFor(t.backend, f.users.viewer);
      expect((await found(viewer, 'xylophone')).map((r) => r.card_id)).toEqual([commentHit]);
      const outsider = await clientFor(t.backend, f.users.outsider);
      expect(await found(outsider, 'xylophone')).toEqual([]);
      expect(await found(outsider, 'zeppelin')).toEqual([]);
    });

    it('refuses anonymous callers', async () => {
      const anon = await clientFor(t.backend);
      const { data, error, status } = await search(anon, 'xylophone');
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
      expect(status).toBe(401);
    });

    it('caps the rows and refuses over-long queries with a validation error', async () => {
      const long = await search(owner, 'a'.repeat(201));
      expect(long.status).toBe(400);
      expect(long.error).toMatchObject({ code: 'P0001', hint: 'teamboard:validation', details: 'query' });
      for (const maxRows of [0, 51, -1]) {
        const capped = await search(owner, 'zeppelin', maxRows);
        expect(capped.status).toBe(400);
        expect(capped.error).toMatchObject({ hint: 'teamboard:validation', details: 'max_rows' });
      }
      expect((await found(owner, 'zeppelin')).length).toBe(2);
      const one = await search(owner, 'zeppelin', 1);
      expect(one.data).toHaveLength(1);
    });

    it('never fails with a server error on hostile queries', async () => {
      for (const query of HOSTILE_QUERIES) {
        const { data, error, status } = await search(owner, query);
        expect(status, JSON.stringify(query)).toBeLessThan(500);
        // NUL cannot be in Postgres text at all: refused as PostgREST refuses it (22P05).
        if (query.includes('\u0000')) expect(error, JSON.stringify(query)).toMatchObject({ code: '22P05' });
        else if (error) expect(error.hint, JSON.stringify(query)).toBe('teamboard:validation');
        else expect(Array.isArray(data), JSON.stringify(query)).toBe(true);
      }
      // Syntax in the query is text: "'xylophone:*" still finds the xylophone card.
      expect((await found(owner, "'xylophone:*")).map((r) => r.card_id)).toEqual([commentHit]);
      expect(await found(owner, '&|!:*()')).toEqual([]);
      expect(await found(owner, '   ')).toEqual([]);
    });
  });
}
